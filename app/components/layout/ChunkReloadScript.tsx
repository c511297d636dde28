import { chunkReloadScript } from "~/lib/routes.server";
import { useNonce } from "./nonce";

/**
 * The chunk-reload guard (app/lib/chunk-reload.server.ts) as an inline script in the document head,
 * before the page's modules, so it also sees the failure of the entry script itself. Its text exists
 * on the server only (the browser bundle gets an empty module): the script has run by hydration, and
 * the unchanged element is kept.
 */
export function ChunkReloadScript() {
  const nonce = useNonce();
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own constant code, no input in it
      dangerouslySetInnerHTML={{ __html: typeof chunkReloadScript === "function" ? chunkReloadScript() : "" }}
    />
  );
}
