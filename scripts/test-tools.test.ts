import { describe, expect, it } from "vitest";
import { toolsPlan } from "./test-tools";

const machine = (over: { exists?: boolean; java?: boolean; apt?: boolean; isRoot?: boolean } = {}) => ({
  exists: () => over.exists ?? true,
  has: (command: string) => (command === "java" ? (over.java ?? true) : (over.apt ?? true)),
  isRoot: over.isRoot ?? true,
});

describe("what npm test makes sure of before the browser tests", () => {
  it("needs nothing on a machine with Chromium and Java", () => {
    expect(toolsPlan(machine()).missing).toEqual([]);
  });

  it("installs Chromium and a Java runtime with apt as root, and gives the exact command otherwise", () => {
    const fresh = toolsPlan(machine({ exists: false, java: false }));
    expect(fresh).toEqual({
      missing: ["chromium", "default-jre-headless"],
      command:
        "apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium default-jre-headless",
      canInstall: true,
    });
    expect(toolsPlan(machine({ java: false, isRoot: false })).canInstall).toBe(false);
    expect(toolsPlan(machine({ java: false, apt: false })).canInstall).toBe(false);
  });
});
