import { z } from "zod";
import type { CmsSource } from "../cms";
import { CHUNKED_PAGE_MODULES, type ChunkedPageKind, type PageChunks } from "../http/page-chunks";
import type { ShopFolder } from "../http/shop-files";
import type { FileReader } from "../http/static";

/**
 * The worker's files (issue 18 items 1 and 2): Workers static assets (wrangler.toml `[assets]`,
 * miniflare's `assets` option locally), which `npm run build:edge` fills with public/ (and its build/),
 * locales/ and cms/, plus a manifest of sizes, modification times and types. The worker runs first
 * for every request, so only what the static step's mounts name is ever served; the CMS content is
 * read by the loader, never served as a file.
 */

/** The ASSETS binding: a Fetcher over the asset folder (only `fetch` is used). */
export interface AssetsBinding {
  fetch(request: Request | string): Promise<Response>;
}

/** Where the manifest sits inside the asset folder (written by scripts/edge/build.ts). */
export const MANIFEST_PATH = "files.json";

/**
 * Where `npm run build:edge` writes the catch-all's page-kind chunks of its build (decision 0077),
 * read from the build's metafile as the Node host reads it (server/node/page-chunks.ts).
 */
export const PAGE_CHUNKS_PATH = "page-chunks.json";
const pageChunksSchema = z.record(
  z.enum(Object.keys(CHUNKED_PAGE_MODULES) as [ChunkedPageKind, ...ChunkedPageKind[]]),
  z.array(z.string()),
);

/** Each file: [size in bytes, modification time in ms, Content-Type as the Node host's `send` gives it]. */
export const assetManifestSchema = z.object({
  files: z.record(z.string(), z.tuple([z.number().int().min(0), z.number(), z.string()])),
});
export type AssetManifest = z.infer<typeof assetManifestSchema>;

/** Asset URLs need an origin; the binding ignores it. */
const assetUrl = (key: string) =>
  `https://assets.invalid/${key.split("/").map(encodeURIComponent).join("/")}`;

/** The asset folder of one worker isolate: the manifest read once, files fetched when asked for. */
export function workerAssets(binding: AssetsBinding) {
  let manifest: Promise<{ files: AssetManifest["files"]; folders: Set<string> }> | undefined;
  const load = () => {
    manifest ??= binding.fetch(assetUrl(MANIFEST_PATH)).then(async (response) => {
      if (!response.ok)
        throw new Error(`The asset manifest is missing (${response.status}): run npm run build:edge`);
      const { files } = assetManifestSchema.parse(await response.json());
      const folders = new Set<string>();
      for (const key of Object.keys(files))
        for (let i = key.indexOf("/"); i > 0; i = key.indexOf("/", i + 1)) folders.add(key.slice(0, i));
      return { files, folders };
    });
    // A failed read is not kept for the isolate's life: the next request reads it again.
    manifest.catch(() => {
      manifest = undefined;
    });
    return manifest;
  };

  async function bytes(key: string): Promise<Uint8Array> {
    const response = await binding.fetch(assetUrl(key));
    if (!response.ok) throw new Error(`Asset ${key} answered ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }

  /** The static step's reader for one of the shop's folders (server/http/shop-files.ts). */
  const files =
    (folder: ShopFolder): FileReader =>
    async (relativePath) => {
      const key = relativePath ? `${folder}/${relativePath}` : folder;
      const { files: all, folders } = await load();
      const entry = all[key];
      if (!entry) return folders.has(key) ? "directory" : undefined;
      const [size, mtime, type] = entry;
      return {
        size,
        mtime: new Date(mtime),
        type,
        // `end` is inclusive, as in Node's createReadStream (server/http/static.ts reads one range).
        read: (start, end) =>
          new ReadableStream<Uint8Array>({
            async start(controller) {
              try {
                controller.enqueue((await bytes(key)).subarray(start, end + 1));
                controller.close();
              } catch (error) {
                controller.error(error);
              }
            },
          }),
      };
    };

  /** The CMS content under cms/ (SPEC §2 `<slug>/<locale>.json`), for server/cms's loader. */
  const cms: CmsSource = {
    async read(slug, locale) {
      const key = `cms/${slug}/${locale}.json`;
      if (!(await load()).files[key]) return undefined;
      return new TextDecoder().decode(await bytes(key));
    },
    async folders() {
      const { folders } = await load();
      return [...folders].flatMap((folder) => {
        const match = /^cms\/([^/]+)$/.exec(folder);
        return match?.[1] ? [match[1]] : [];
      });
    },
  };

  /**
   * The page-kind chunks the build wrote; none (no preload, decision 0077) when it wrote none or the
   * binding fails: the shop answers without the preload rather than with a 503.
   */
  async function pageChunks(): Promise<PageChunks | undefined> {
    const response = await binding.fetch(assetUrl(PAGE_CHUNKS_PATH)).catch((error: unknown) => {
      console.warn(
        `${PAGE_CHUNKS_PATH} could not be read: pages will not preload their kind's script`,
        error,
      );
      return undefined;
    });
    if (!response?.ok) return undefined;
    const parsed = pageChunksSchema.safeParse(await response.json().catch(() => undefined));
    return parsed.success ? parsed.data : undefined;
  }

  return { files, cms, pageChunks };
}
