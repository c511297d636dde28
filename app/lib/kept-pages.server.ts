/**
 * Rendered shared pages served again while what they were drawn from is unchanged (issue 20 item 3,
 * decision 0089); the store and its rules are server/caching/rendered-pages.ts, the host gives it in
 * the load context (Node only). Used by app/entry.server.tsx once the page's loaders, its ETag and
 * its deferred data of this turn are known.
 */
import type { AppLoadContext, EntryContext } from "@remix-run/server-runtime";
import { sharedStoreAllowed } from "../../server/caching/policy";
import { type PageSource, RenderedPages } from "../../server/caching/rendered-pages";

export interface KeptPageSlot {
  pages: RenderedPages;
  key: string;
  source: PageSource;
}

/**
 * Where this page is kept and what it is drawn from, or null when it may not be kept: no store from
 * the host, not a GET or HEAD, not a 200 a shared cache may store (an anonymous visitor's shared
 * route, no cookie set by a loader or a step), or deferred data not settled yet (a list that
 * streams after the shell, over the network) or failed.
 */
export function keptPageSlot(
  request: Request,
  status: number,
  headers: Headers,
  remixContext: EntryContext,
  context: AppLoadContext,
  crawler: boolean,
): KeptPageSlot | null {
  const pages = context.renderedPages;
  if (!pages || status !== 200 || (request.method !== "GET" && request.method !== "HEAD")) return null;
  // Only what a shared cache may store: a cookie from a loader or a pipeline step (utm_source, a
  // prefix's locale) makes the answer private (server/caching/guard.ts).
  const setsCookie = headers.has("Set-Cookie") || context.stepsSetCookies?.() === true;
  if (
    !context.session.anonymous ||
    !sharedStoreAllowed({ status, cacheControl: headers.get("Cache-Control"), setsCookie })
  )
    return null;
  const etag = headers.get("ETag");
  if (!etag) return null;
  const deferred = settledDeferredData(remixContext);
  if (deferred === null) return null;
  return { pages, key: RenderedPages.key(request.url, crawler), source: { etag, deferred } };
}

/**
 * The deferred values of every matched route as JSON (what the ETag leaves out), or null when one is
 * still pending or failed: such a page is rendered, and not kept.
 */
function settledDeferredData(remixContext: EntryContext): string | null {
  const deferreds = Object.entries(remixContext.staticHandlerContext.activeDeferreds ?? {});
  if (deferreds.length === 0) return "";
  const values: unknown[] = [];
  for (const [id, deferred] of deferreds) {
    if (!deferred.done) return null;
    try {
      const data = deferred.unwrappedData as Record<string, unknown>;
      values.push(id, ...deferred.deferredKeys.map((key) => [key, data[key]]));
    } catch {
      return null; // a rejected list (unwrapping throws its error)
    }
  }
  return JSON.stringify(values);
}

/** The kept page for this request, with its nonce, or null. */
export function keptPage(slot: KeptPageSlot, nonce: string): Uint8Array<ArrayBuffer> | null {
  return slot.pages.find(slot.key, slot.source, nonce);
}

/**
 * The rendered body, passed on chunk by chunk; once it has ended whole and `keepable(html)` (no
 * render error, not aborted, nothing of this request's own in it), its text is kept under the slot.
 * Only a GET's body is kept, and only one within the store's page bound (a larger one is no longer
 * collected once it is past it). A body that errors or is cancelled is not kept.
 */
export function keepingWhileStreaming(
  body: ReadableStream<Uint8Array>,
  slot: KeptPageSlot,
  request: Request,
  nonce: string,
  keepable: (html: string) => boolean,
): ReadableStream<Uint8Array> {
  if (request.method !== "GET") return body;
  let chunks: Uint8Array[] | null = [];
  let bytes = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        controller.enqueue(chunk);
        if (!chunks) return;
        bytes += chunk.byteLength;
        if (slot.pages.fits(bytes)) chunks.push(chunk);
        else chunks = null;
      },
      flush() {
        if (!chunks) return;
        // Before the body's end goes out (a few tenths of a millisecond for a product page), so the
        // next request finds it; nothing here may break the answer.
        try {
          const html = textOf(chunks);
          if (keepable(html)) slot.pages.keep(slot.key, slot.source, nonce, html);
        } catch (error) {
          console.error("Keeping a rendered page failed", error);
        }
      },
    }),
  );
}

function textOf(chunks: readonly Uint8Array[]): string {
  const decoder = new TextDecoder();
  let html = "";
  for (const chunk of chunks) html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

/**
 * Whether a rendered page may be kept once its body has ended: still a 200 (an error while streaming
 * makes it a 500), not aborted (the render's time ran out), and without this request's id in it (no
 * shared page has it; one that did would hand it to others).
 */
export function keepableRender(
  status: () => number,
  signal: AbortSignal,
  requestId: string,
): (html: string) => boolean {
  return (html) => status() === 200 && !signal.aborted && !(requestId !== "" && html.includes(requestId));
}
