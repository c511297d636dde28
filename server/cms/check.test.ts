import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentFileProblems } from "./check";
import { blockSchemaFiles, formatJson } from "./schemas";

const page = (blocks: unknown[]) => JSON.stringify({ meta: { title: "t", description: "d" }, blocks });

describe("cms:check (issue 21 item 1)", () => {
  it("names the file, the block and the field of each problem", () => {
    expect(
      contentFileProblems("faq/de-DE.json", page([{ component: "Faq", heading: "", items: [] }])),
    ).toEqual([expect.stringMatching(/^faq\/de-DE\.json: block 0 \(Faq\): heading: .*; items: /)]);
    expect(contentFileProblems("faq/xx-YY.json", page([]))).toEqual([
      expect.stringContaining("language-and-country"),
    ]);
    expect(contentFileProblems("faq/de-DE.json", "{ nope")).toEqual([expect.stringContaining("not JSON")]);
    expect(contentFileProblems("faq/de-DE.json", JSON.stringify({ blocks: [] }))).toEqual([
      expect.stringContaining("meta"),
    ]);
    expect(
      contentFileProblems("faq/de-DE.json", page([{ component: "SectionHeading", heading: "Hi" }])),
    ).toEqual([]);
  });

  it("writes each kind's JSON Schema with its component name and required fields", () => {
    const faq = JSON.parse(blockSchemaFiles().get("Faq.json") ?? "{}");
    expect(faq.properties.component).toEqual({ const: "Faq" });
    expect(faq.required).toEqual(["component", "heading", "items"]);
    expect(faq.additionalProperties).toBe(false);
    expect(formatJson({ a: [1, 2], b: {} })).toBe('{\n  "a": [1, 2],\n  "b": {}\n}');
  });

  it("the script passes on the shop's cms/ and fails on a copy with a broken file", () => {
    const run = (dir: string) => {
      try {
        return {
          code: 0,
          out: execFileSync("node", ["--import", "tsx", "scripts/cms-check.ts", dir], {
            encoding: "utf8",
            stdio: "pipe",
          }),
        };
      } catch (error) {
        const e = error as { status: number; stderr: string };
        return { code: e.status, out: e.stderr };
      }
    };
    expect(run("cms")).toMatchObject({
      code: 0,
      out: expect.stringMatching(/content files and \d+ block schemas are valid/),
    });
    const copy = mkdtempSync(path.join(tmpdir(), "cms-check-"));
    cpSync("cms", copy, { recursive: true });
    writeFileSync(
      path.join(copy, "faq", "de-DE.json"),
      page([{ component: "Video", provider: "youtube", videoId: "1", title: "t" }]),
    );
    const broken = run(copy);
    expect(broken.code).toBe(1);
    expect(broken.out).toContain("faq/de-DE.json: block 0 (Video): videoId");
  }, 60_000);
});
