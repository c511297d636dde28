import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps local paths with their query", () => {
    expect(safeRedirectPath("/search?q=drill#results")).toBe("/search?q=drill#results");
    expect(safeRedirectPath("/nl/")).toBe("/nl/");
  });

  it("ignores a path longer than the forms take (the login form would refuse it unseen)", () => {
    expect(safeRedirectPath(`/${"a".repeat(2047)}`, "")).toBe(`/${"a".repeat(2047)}`);
    expect(safeRedirectPath(`/${"a".repeat(2048)}`, "")).toBe("");
  });

  it.each([
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "/\tevil",
    "/.//evil.example/phish",
    "/a/..//evil.example",
    "/%2e//evil.example",
    "javascript:alert(1)",
    "",
    undefined,
    42,
  ])("refuses %s", (target) => {
    expect(safeRedirectPath(target, "/home-fallback")).toBe("/home-fallback");
  });
});
