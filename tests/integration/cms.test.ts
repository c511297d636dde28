import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { createCmsLoader } from "../../server/cms";

const page = (heading: string) => ({
  meta: { title: `${heading} title`, description: "d" },
  blocks: [{ component: "Hero", heading, text: "t", cta: { label: "l", href: "/search" } }],
});

function contentDir(files: Record<string, unknown>) {
  const dir = mkdtempSync(path.join(tmpdir(), "cms-"));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), typeof content === "string" ? content : JSON.stringify(content));
  }
  return dir;
}

describe("CMS loader", () => {
  it("follows the locale fallback chain (de-AT → de-DE) and prefers the locale's own file", async () => {
    const load = createCmsLoader(
      contentDir({ "home/de-DE.json": page("Deutschland"), "home/de-CH.json": page("Schweiz") }),
    );
    expect((await load("home", "de-AT"))?.blocks[0]).toMatchObject({ heading: "Deutschland" });
    expect((await load("home", "de-CH"))?.blocks[0]).toMatchObject({ heading: "Schweiz" });
    expect(await load("home", "fr-FR")).toBeNull();
  });

  it("answers null for unknown and malformed slugs without touching other folders", async () => {
    const load = createCmsLoader(contentDir({ "home/sk-SK.json": page("Domov") }));
    expect(await load("missing", "sk-SK")).toBeNull();
    expect(await load("../home", "sk-SK")).toBeNull();
    expect(await load("Home", "sk-SK")).toBeNull();
  });

  it("logs an invalid file as an invalid key and shows no content", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const load = createCmsLoader(
      contentDir({
        "bad/sk-SK.json": { meta: { title: "x" }, blocks: [] },
        "broken/sk-SK.json": "{ not json",
      }),
    );
    expect(await load("bad", "sk-SK")).toBeNull();
    expect(await load("broken", "sk-SK")).toBeNull();
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringContaining("CMS: invalid key bad/sk-SK"),
      expect.stringContaining("CMS: invalid key broken/sk-SK"),
    ]);
    warn.mockRestore();
  });

  it("serves every shipped locale a valid home page", async () => {
    const load = createCmsLoader(path.resolve("cms"));
    for (const locale of ["sk-SK", "de-AT", "en-IE", "fr-CH", "it-CH", "nl-BE", "el-GR"] as const) {
      expect((await load("home", locale))?.blocks.length).toBeGreaterThan(0);
    }
  });
});
