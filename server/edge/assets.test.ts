import { describe, expect, it } from "vitest";
import { type AssetsBinding, MANIFEST_PATH, PAGE_CHUNKS_PATH, workerAssets } from "./assets";

/** A Workers static-assets binding over an in-memory folder, counting what is fetched. */
function binding(files: Record<string, string>) {
  const fetched: string[] = [];
  const assets: AssetsBinding = {
    async fetch(request) {
      const key = decodeURIComponent(
        new URL(typeof request === "string" ? request : request.url).pathname.slice(1),
      );
      fetched.push(key);
      const body = files[key];
      return body === undefined ? new Response("Not Found", { status: 404 }) : new Response(body);
    },
  };
  return { assets, fetched };
}

const manifest = (files: Record<string, string>) =>
  JSON.stringify({
    files: Object.fromEntries(
      Object.entries(files).map(([key, body]) => [
        key,
        [body.length, Date.UTC(2026, 10, 1), "text/plain; charset=UTF-8"],
      ]),
    ),
  });

const FILES = {
  "public/robots.txt": "User-agent: *\n",
  "public/build/entry.client-ABC.js": "console.log(1)",
  "cms/faq/de-DE.json": '{"meta":{}}',
  "cms/home/de-DE.json": "{}",
};

describe("the worker's static assets (issue 18 items 1 and 2)", () => {
  const folder = binding({ ...FILES, [MANIFEST_PATH]: manifest(FILES) });
  const { files, cms } = workerAssets(folder.assets);

  it("answers a file with its manifest facts and reads the byte range asked for", async () => {
    const file = await files("public")("robots.txt");
    if (!file || file === "directory") throw new Error("robots.txt not found");
    expect(file.size).toBe(14);
    expect(file.mtime.toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(file.type).toBe("text/plain; charset=UTF-8");
    expect(await new Response(file.read(0, 9)).text()).toBe("User-agent");
    expect(await new Response(file.read(12, 13)).text()).toBe("*\n");
  });

  it("knows folders from the manifest and misses what it does not list, without fetching it", async () => {
    expect(await files("public")("build")).toBe("directory");
    expect(await files("public/build")("entry.client-ABC.js")).toMatchObject({ size: 14 });
    const before = folder.fetched.length;
    expect(await files("public")("files.json")).toBeUndefined();
    expect(await files("locales")("de/common.json")).toBeUndefined();
    expect(folder.fetched.length).toBe(before);
  });

  it("reads the CMS content and its folders, and reads the manifest once", async () => {
    expect(await cms.folders()).toEqual(["faq", "home"]);
    expect(await cms.read("faq", "de-DE")).toBe('{"meta":{}}');
    expect(await cms.read("faq", "fr-FR")).toBeUndefined();
    expect(folder.fetched.filter((key) => key === MANIFEST_PATH)).toHaveLength(1);
  });

  it("fails loudly without a manifest (the asset folder was not built)", async () => {
    const empty = workerAssets(binding({}).assets);
    await expect(empty.files("public")("robots.txt")).rejects.toThrow(/npm run build:edge/);
  });

  it("reads the page-kind chunks the edge build wrote, and none when it wrote none or a broken file (decision 0077)", async () => {
    const chunks = {
      product: ["/build/_shared/ProductPage-P.js"],
      category: ["/build/_shared/CategoryPage-C.js"],
    };
    const written = binding({ [PAGE_CHUNKS_PATH]: JSON.stringify(chunks) });
    expect(await workerAssets(written.assets).pageChunks()).toEqual(chunks);
    expect(await workerAssets(binding({}).assets).pageChunks()).toBeUndefined();
    const broken = binding({ [PAGE_CHUNKS_PATH]: '{"product":"x"' });
    expect(await workerAssets(broken.assets).pageChunks()).toBeUndefined();
    const oneKind = binding({ [PAGE_CHUNKS_PATH]: JSON.stringify({ product: chunks.product }) });
    expect(await workerAssets(oneKind.assets).pageChunks()).toBeUndefined();
    // A binding that fails (the asset service down) means no preload, not a worker that cannot start.
    const failing: AssetsBinding = { fetch: () => Promise.reject(new Error("network")) };
    expect(await workerAssets(failing).pageChunks()).toBeUndefined();
  });
});
