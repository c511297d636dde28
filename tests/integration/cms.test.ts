import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { createCmsLoader } from "../../server/cms";
import { diskCms } from "../../server/cms/disk";
import { resolveMarket } from "../../server/market";

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

const pagesOf = (dir: string) => createCmsLoader(diskCms(dir)).page;

describe("CMS loader", () => {
  it("follows the locale fallback chain (de-AT → de-DE) and prefers the locale's own file", async () => {
    const load = pagesOf(
      contentDir({ "home/de-DE.json": page("Deutschland"), "home/de-CH.json": page("Schweiz") }),
    );
    expect((await load("home", "de-AT"))?.blocks[0]).toMatchObject({ heading: "Deutschland" });
    expect((await load("home", "de-CH"))?.blocks[0]).toMatchObject({ heading: "Schweiz" });
    expect(await load("home", "fr-FR")).toBeNull();
  });

  it("answers null for unknown and malformed slugs without touching other folders", async () => {
    const load = pagesOf(contentDir({ "home/sk-SK.json": page("Domov") }));
    expect(await load("missing", "sk-SK")).toBeNull();
    expect(await load("../home", "sk-SK")).toBeNull();
    expect(await load("Home", "sk-SK")).toBeNull();
  });

  it("logs an invalid file as an invalid key and shows no content", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const load = pagesOf(
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
    const load = pagesOf(path.resolve("cms"));
    for (const locale of ["sk-SK", "de-AT", "en-IE", "fr-CH", "it-CH", "nl-BE", "el-GR"] as const) {
      expect((await load("home", locale))?.blocks.length).toBeGreaterThan(0);
    }
  });

  it("finds content pages with their path in every locale that has them, never the internal ones", async () => {
    const cms = createCmsLoader(
      diskCms(
        contentDir({
          "faq/de-DE.json": page("FAQ"),
          "faq/en-GB.json": page("FAQ"),
          "home/de-DE.json": page("Start"),
        }),
      ),
    );
    const de = resolveMarket({ host: "proequip.de", pathname: "/" });
    const found = await cms.contentPage(de, "faq");
    expect(found?.page.blocks[0]).toMatchObject({ heading: "FAQ" });
    // de-AT and de-CH fall back to de-DE, en-IE to en-GB.
    expect(Object.keys(found?.paths ?? {}).sort()).toEqual(["de-AT", "de-CH", "de-DE", "en-GB", "en-IE"]);
    expect(found?.paths["de-AT"]).toBe("/faq/");
    expect(await cms.contentPage(de, "home")).toBeNull();
    expect(await cms.contentPage(resolveMarket({ host: "proequip.fr", pathname: "/" }), "faq")).toBeNull();
    expect(await cms.contentSlugs()).toEqual(["faq"]);
  });
});
