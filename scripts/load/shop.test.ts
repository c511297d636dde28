import { describe, expect, it } from "vitest";
import { isError } from "./shop";

describe("which lines of the shop's output the load report counts as errors", () => {
  it("counts pino lines at level error or worse and plain stderr lines", () => {
    expect(isError(JSON.stringify({ level: 50, msg: "boom" }), false)).toBe(true);
    expect(isError(JSON.stringify({ level: 40, msg: "slow" }), true)).toBe(false);
    expect(isError("TypeError: x is undefined", true)).toBe(true);
    expect(isError("a plain line on stdout", false)).toBe(false);
  });

  it("does not count a library's start-up warning on stderr", () => {
    expect(isError("oidc-provider WARNING: Unsupported runtime. Use Node.js v22.x LTS.", true)).toBe(false);
    expect(isError("(node:4242) ExperimentalWarning: SQLite is an experimental feature", true)).toBe(false);
    expect(isError("Error: WARNING: something failed", true)).toBe(true);
    // A warning that tells of a leak or a lost rejection under load is counted.
    expect(isError("(node:4242) MaxListenersExceededWarning: Possible EventEmitter memory leak", true)).toBe(
      true,
    );
    expect(isError("(node:4242) UnhandledPromiseRejectionWarning: boom", true)).toBe(true);
  });
});
