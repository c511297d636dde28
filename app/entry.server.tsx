import { RemixServer } from "@remix-run/react";
import type { AppLoadContext, EntryContext } from "@remix-run/server-runtime";
import { createInstance } from "i18next";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server.browser";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { NonceProvider } from "./components/layout/nonce";
import { i18nConfig } from "./i18n";
import { i18next, resources } from "./i18n.server";

const ABORT_DELAY = 5_000;

/**
 * Streams the document as a web stream. Browsers get the shell as soon as it is ready; bots (and
 * curl) get the whole page at once so that crawlers never see a partial document.
 * See docs/decisions/0008-streaming-with-web-streams.md for why not renderToPipeableStream.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const instance = createInstance();
  const namespaces = i18next.getRouteNamespaces(remixContext);
  await instance
    .use(initReactI18next)
    .init({ ...i18nConfig, lng: loadContext.market.language, ns: namespaces, resources });

  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY);
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <NonceProvider value={loadContext.cspNonce}>
      <I18nextProvider i18n={instance}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
      </I18nextProvider>
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
  if (isbot(request.headers.get("user-agent") ?? "")) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Pages carry the visitor's CSRF token and client-type prices: never for shared caches.
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "private, no-cache");
  return new Response(body, { headers: responseHeaders, status });
}

/** Loader data of client navigations is per visitor too (see handleRequest). */
export function handleDataRequest(response: Response) {
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "private, no-cache");
  return response;
}
