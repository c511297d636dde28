import { describe, expect, it } from "vitest";
import { escapeXml, scriptJson } from "./escape";

describe("the shop's escapers (one of each)", () => {
  it("writes JSON no string can break out of a script element with, and reads it back unchanged", () => {
    const hostile = {
      text: "</script><script>alert(1)</script>",
      amp: "a & b",
      lines: "x\u2028y\u2029z",
      c: "<!--",
    };
    const json = scriptJson(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it("escapes text for element content and quoted attributes", () => {
    expect(escapeXml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&apos;y&apos;&gt;&amp;&lt;/a&gt;",
    );
  });
});
