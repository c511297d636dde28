/**
 * Cache headers, ETags and 304s for documents and Remix data requests (issue 20 item 5, decision
 * 0047). The rules are server/caching/policy.ts's; this module applies them where Remix hands over
 * the page (app/entry.server.tsx) with what only Remix knows: the matched routes and their data.
 */
import type { AppLoadContext, EntryContext } from "@remix-run/server-runtime";
import { resources } from "../../locales/resources";
import { cacheControlFor, isShareable, isSharedRoute, type PageFacts } from "../../server/caching/policy";
import { scriptJson } from "../../server/http/escape";
import { isFresh, weakEtag } from "../../server/pipeline/respond";

const encoder = new TextEncoder();

/**
 * The server's translations, hashed once per process: a page's text comes from them, and the build's
 * version (the client manifest's hash) does not change when only a locale file does.
 */
let translations: Promise<string> | undefined;
const translationsTag = (context: AppLoadContext) =>
  (translations ??= weakEtag(encoder.encode(JSON.stringify(resources)), context.sha1));

/**
 * What a shared route's page varies by: the cookies (a visitor with any gets a private page) and,
 * where the host compresses (Node), the encoding. Named on the 304 too, which a cache merges into
 * the stored response, so the stored Vary never loses Accept-Encoding.
 */
const SHARED_VARY = "Cookie, Accept-Encoding";

const factsOf = (
  request: Request,
  status: number,
  routeIds: readonly string[],
  context: AppLoadContext,
): PageFacts => ({
  method: request.method,
  status,
  anonymous: context.session.anonymous,
  routeIds,
  market: context.market,
  componentCache: context.flags.componentCache,
  hostAgrees: hostAgrees(request),
});

/** The request URL's host is the Host header's (a host without one asked for the URL itself). */
function hostAgrees(request: Request) {
  const host = request.headers.get("host");
  return host === null || host === new URL(request.url).host;
}

/**
 * Before a document renders: its Cache-Control (unless a route set one), `Vary: Cookie` on the
 * routes a shared cache may keep, an ETag over what the page is drawn from, and a 304 when the
 * browser's or the cache's copy is still current (no render at all). An anonymous visitor's page
 * that is no shared one (a checkout step, a 404) gets the visitor's CSRF token filled in here.
 */
export async function documentCaching(
  request: Request,
  status: number,
  headers: Headers,
  remixContext: EntryContext,
  context: AppLoadContext,
): Promise<Response | null> {
  const { matches, loaderData } = remixContext.staticHandlerContext;
  const routeIds = matches.map((match) => match.route.id);
  const facts = factsOf(request, status, routeIds, context);
  if (context.session.anonymous && !isShareable(facts) && loaderData.root) {
    fillToken(remixContext, context.session.csrfToken);
  }
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", cacheControlFor(facts));
  if (isSharedRoute(routeIds)) headers.append("Vary", SHARED_VARY);
  if (status !== 200 || (request.method !== "GET" && request.method !== "HEAD")) return null;
  const etag = await documentEtag(remixContext, context);
  headers.set("ETag", etag);
  return isFresh(request, etag) ? notModified(headers) : null;
}

/**
 * Puts the visitor's token into the root data the page renders and into the hydration data, which
 * Remix serialized before the page renders: the browser must hydrate with the same token, or its
 * forms would post none.
 */
function fillToken(remixContext: EntryContext, token: string) {
  (remixContext.staticHandlerContext.loaderData.root as { csrfToken?: string }).csrfToken = token;
  const handoff = remixContext.serverHandoffString;
  if (!handoff) return;
  const parsed = JSON.parse(handoff) as { state?: { loaderData?: { root?: { csrfToken?: string } } } };
  const root = parsed.state?.loaderData?.root;
  if (!root) return;
  root.csrfToken = token;
  remixContext.serverHandoffString = scriptJson(parsed);
}

/**
 * A weak ETag over the build, the server's translations and the routes' awaited data: the HTML is
 * drawn from nothing else but the CSP nonce (new for every response, so not hashed: a weak
 * validator means "the same page", RFC 9110 §8.8.1) and deferred lists. Those are left out: waiting
 * for them would hold every repeat view back (and a cancelled one throws), and a copy whose optional
 * lists (related products, comparison) are up to a cache lifetime old is still the same page.
 *
 * The data is read from Remix's hand-off string, which Remix has already serialised (with the token
 * `fillToken` put in), instead of serialising it a second time (decision 0087). A deferred value
 * stays a tracked promise there, settled or not, whose marks are not enumerable, so it serialises
 * as `{}` either way: the string does not depend on timing. Remix always writes a hand-off string,
 * but the data (`state`) is in it only without single fetch (`v3_singleFetch`, where the data
 * streams separately): there the string is the same for every page of a build, so the data is
 * serialised here, as it is for a hand-off without `state`.
 */
async function documentEtag(remixContext: EntryContext, context: AppLoadContext): Promise<string> {
  const version = `${remixContext.manifest.version} ${await translationsTag(context)}`;
  const handoff = remixContext.serverHandoffString;
  if (!remixContext.future?.v3_singleFetch && handoff?.includes('"state":')) {
    return weakEtag(encoder.encode(`${version}\n${handoff}`), context.sha1);
  }
  const { loaderData, activeDeferreds } = remixContext.staticHandlerContext;
  const data: Record<string, unknown> = { ...loaderData };
  for (const [id, deferred] of Object.entries(activeDeferreds ?? {})) {
    // Settled or not: whether a list is ready when the ETag is taken is down to timing.
    data[id] = Object.fromEntries(
      Object.entries(deferred.data).filter(([key]) => !deferred.deferredKeys.includes(key)),
    );
  }
  const text = JSON.stringify([version, data]);
  return weakEtag(encoder.encode(text), context.sha1);
}

/**
 * Loader data of client navigations (`?_data=`): the same Cache-Control and Vary rules as the
 * documents, and a weak ETag over the JSON with a 304 for a current copy. Deferred (streamed) data
 * and redirects are handed on as they are.
 */
export async function dataCaching(
  response: Response,
  request: Request,
  context: AppLoadContext,
): Promise<Response> {
  const routeId = new URL(request.url).searchParams.get("_data") ?? "";
  const facts = factsOf(request, response.status, [routeId], context);
  const headers = new Headers(response.headers);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", cacheControlFor(facts));
  if (isSharedRoute([routeId])) headers.append("Vary", SHARED_VARY);
  const json = /^application\/json\b/i.test(headers.get("Content-Type") ?? "");
  const get = request.method === "GET" || request.method === "HEAD";
  if (response.status !== 200 || !json || !get) {
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  const body = new Uint8Array(await response.arrayBuffer());
  const etag = await weakEtag(body, context.sha1);
  headers.set("ETag", etag);
  if (isFresh(request, etag)) return notModified(headers);
  return new Response(body, { status: 200, headers });
}

/**
 * A 304 with only what RFC 9110 §15.4.5 lets it carry (and the cookies a loader set): above all no
 * Content-Security-Policy, whose nonce must stay the one of the stored page (server/pipeline/run.ts).
 */
function notModified(headers: Headers): Response {
  const kept = new Headers();
  for (const name of ["Cache-Control", "ETag", "Vary", "Expires", "Content-Location"]) {
    const value = headers.get(name);
    if (value !== null) kept.set(name, value);
  }
  for (const cookie of headers.getSetCookie()) kept.append("Set-Cookie", cookie);
  return new Response(null, { status: 304, headers: kept });
}
