import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/server-runtime";
import type { i18n } from "i18next";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server.browser";
import { I18nextProvider } from "react-i18next";
import { RequestIdProvider } from "./components/error/request-id";
import { NonceProvider } from "./components/layout/nonce";
import { renderTranslator } from "./i18n.server";
import { keepableRender, keepingWhileStreaming, keptPage, keptPageSlot } from "./lib/kept-pages.server";
import { dataCaching, documentCaching } from "./lib/shared-cache.server";
import { dataWithUnavailable, noteUnavailable, statusWithUnavailable } from "./lib/unavailable.server";

const ABORT_DELAY = 5_000;
/** Says, in the browser's developer tools and to tests, that a page was served as kept (decision 0089). */
const KEPT_TIMING = 'page;desc="kept"';

/**
 * Streams the document as a web stream. Browsers get the shell as soon as it is ready; bots (and
 * curl) get the whole page at once so that crawlers never see a partial document.
 * See docs/decisions/0008-streaming-with-web-streams.md for why not renderToPipeableStream; React's
 * writer is patched to encode once per flush (patches/, decision 0088).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The route that renders the page, for the host's request metrics (issue 22 item 7).
  const rendered = remixContext.staticHandlerContext.matches.at(-1)?.route.id;
  if (rendered) loadContext.observeRoute?.(rendered);
  // One translator per language, made once: the browser's own (app/i18n.server.ts, decision 0076).
  const translator = renderTranslator(loadContext.market.language);

  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY);
  const bot = isbot(request.headers.get("user-agent") ?? "");
  // Cache headers and ETag; a copy that is still current is a 304 without rendering (decision 0047),
  // and without waiting for deferred data: the ETag does not depend on it (a deferred value is `{}`
  // in the hand-off string, and left out of the data serialised without one), for bots neither.
  const notModified = await documentCaching(
    request,
    responseStatusCode,
    responseHeaders,
    remixContext,
    loadContext,
  );
  if (notModified) {
    clearTimeout(timeout);
    return notModified;
  }
  // A bot's page carries deferred data inline: pending data would be streamed in inline scripts
  // marked `async`, which HTML does not allow (the Nu checker's error; seen on the edge, where the
  // data comes over HTTP and is still pending when rendering starts).
  if (bot) await resolveDeferredData(remixContext, controller.signal);
  else await deferredDataOfThisTurn(remixContext, controller.signal);
  let status = statusWithUnavailable(responseStatusCode, loadContext, responseHeaders);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // A shared page rendered before from the same data is served as it was, with this answer's nonce
  // (decision 0089).
  const slot = keptPageSlot(request, status, responseHeaders, remixContext, loadContext, bot);
  const kept = slot && keptPage(slot, loadContext.cspNonce);
  if (kept) {
    clearTimeout(timeout);
    responseHeaders.append("Server-Timing", KEPT_TIMING);
    return new Response(kept, { headers: responseHeaders, status });
  }
  const body = await renderToReadableStream(
    <NonceProvider value={loadContext.cspNonce}>
      <RequestIdProvider value={loadContext.requestId}>
        <I18nextProvider i18n={translator as unknown as i18n}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
        </I18nextProvider>
      </RequestIdProvider>
    </NonceProvider>,
    {
      nonce: loadContext.cspNonce,
      signal: controller.signal,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    },
  );
  body.allReady.finally(() => clearTimeout(timeout));
  if (bot) await body.allReady;
  if (!slot) return new Response(body, { headers: responseHeaders, status });
  // Kept once whole, unless the render failed or was cut off (decision 0089).
  const keepable = keepableRender(() => status, controller.signal, loadContext.requestId);
  const keeping = keepingWhileStreaming(body, slot, request, loadContext.cspNonce, keepable);
  return new Response(keeping, { headers: responseHeaders, status });
}

/**
 * Gives deferred data that is already being computed until the next timer to settle, so that it
 * renders in place (main's HTML: the product page's comparison there for a visitor without
 * JavaScript) instead of streaming in after the shell. The mechanism: the comparison's loader
 * starts it with `afterShell` (server/catalog/product-lists.ts, decision 0046), a `setTimeout(0)`
 * queued before this one; Node runs timers of the same delay first in, first out and drains the
 * microtasks between them, so a chain of microtasks over synchronous reads (the embedded engine)
 * settles before this timer fires. Anything waiting on I/O or another macrotask (commercetools, a
 * cold HTTP image check, a group customer's platform read, the edge) still streams after the shell.
 * So the shell waits at most one timer turn, and only for data that is already being computed,
 * which keeps 0046's point (the shell never waits for a list that needs the network). On main, the
 * ETag's Web Crypto job (a thread hop) gave the same time by accident; hashed at once (decision
 * 0087), it is given on purpose.
 */
async function deferredDataOfThisTurn(remixContext: EntryContext, signal: AbortSignal) {
  if (Object.keys(remixContext.staticHandlerContext.activeDeferreds ?? {}).length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const turn = new Promise<void>((done) => {
    timer = setTimeout(done, 0);
  });
  await Promise.race([resolveDeferredData(remixContext, signal), turn]);
  clearTimeout(timer);
}

/**
 * Waits (until `signal` aborts) for the deferred loader data of every matched route. Never rejects:
 * Remix's `resolveData` answers whether it was aborted, and a rejected list settles it too.
 */
async function resolveDeferredData(remixContext: EntryContext, signal: AbortSignal) {
  const deferreds = Object.values(remixContext.staticHandlerContext.activeDeferreds ?? {});
  await Promise.all(deferreds.map((deferred) => deferred.resolveData(signal)));
}

type HandleDataRequestArgs = Parameters<HandleDataRequestFunction>[1];

/**
 * Loader data of client navigations: the same cache rules as documents, with ETags (decision 0047),
 * and a service that did not answer is a 503 as for the document (decision 0069).
 */
export function handleDataRequest(response: Response, { request, context }: HandleDataRequestArgs) {
  // Remix answers `_data` only for a route id of the build, so the label stays one of them.
  const route = new URL(request.url).searchParams.get("_data");
  if (route) context.observeRoute?.(route);
  return dataCaching(dataWithUnavailable(response, context), request, context);
}

/**
 * Every loader and action error (Remix logs it too): a service that did not answer makes the page a
 * 503 (app/lib/unavailable.server.ts). Logged as Remix's default handler does.
 */
export function handleError(
  error: unknown,
  { request, context }: { request: Request; context: AppLoadContext },
) {
  // A route error response made from a thrown error carries it (Remix's default handler logs that).
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  const cause = inner ?? error;
  noteUnavailable(cause, context);
  if (!request.signal.aborted) console.error(cause);
}
