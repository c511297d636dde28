/**
 * The patches the shop carries to its dependencies (patches/, applied by `postinstall` with
 * `patch-package --error-on-fail`): each one is in node_modules as written. A patch that no longer
 * applies fails `npm install`; this catches a node_modules installed without the postinstall.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const patches = readdirSync("patches").filter((name) => name.endsWith(".patch"));

describe("patches/ applied by postinstall", () => {
  it("holds the route-matching patches (decision 0085) and React's stream writer (decision 0088)", () => {
    expect(patches.map((name) => name.replace(/\+[\d.]+\.patch$/, "")).sort()).toEqual([
      "@remix-run+react",
      "@remix-run+router",
      "react-dom",
      "react-router-dom",
    ]);
  });

  it.each(patches)("%s: every added line is in the installed file", (name) => {
    const text = readFileSync(`patches/${name}`, "utf8");
    for (const file of text.split(/^diff --git /m).slice(1)) {
      const target = /^\+\+\+ b\/(\S+)$/m.exec(file)?.[1];
      expect(target, name).toBeDefined();
      const installed = readFileSync(target as string, "utf8");
      const added = file
        .split("\n")
        .filter((line) => line.startsWith("+") && !line.startsWith("+++") && line.trim().length > 1);
      for (const line of added) expect(installed, `${target}: ${line}`).toContain(line.slice(1));
    }
  });
});
