import { type AppLoadContext, createRequestHandler, type ServerBuild } from "@remix-run/server-runtime";
import type { RenderedPages } from "../caching/rendered-pages";
import { RETRY_AFTER_SECONDS } from "../faults/unavailable";
import type { PageChunks } from "../http/page-chunks";
import type { Market } from "../market";
import type { RequestFlags } from "../routing/flags";
import { guardLanguageParam } from "../routing/lang-guard";
import type { Services } from "../services";
import type { Session } from "../session";
import { HttpError, type Sha1 } from "./respond";
import type { Final, PipelineContext } from "./types";

/**
 * The page: Remix's runtime-neutral request handler (@remix-run/server-runtime), with the load
 * context the routes have always read (server/context.ts declares its shape), filled from the
 * pipeline's state. `setBuild` swaps the build after a development rebuild.
 */
export function remixPage(
  build: ServerBuild,
  mode: "development" | "production",
  services: Services,
  initialChunks?: PageChunks,
  host: { sha1?: Sha1; renderedPages?: RenderedPages } = {},
) {
  let pageChunks = initialChunks;
  const handlerOf = (serverBuild: ServerBuild) => createRequestHandler(guardLanguageParam(serverBuild), mode);
  let handle = handlerOf(build);
  const page: Final = async (context) => {
    // Express matched the page route `*` on the decoded path: a path that does not decode is a 400.
    try {
      decodeURIComponent(context.path);
    } catch {
      throw new HttpError(400);
    }
    return withRetryAfter(
      await handle(context.request, { ...loadContext(context, services), pageChunks, ...host }),
    );
  };
  return {
    page,
    setBuild(next: ServerBuild, nextChunks?: PageChunks) {
      handle = handlerOf(next);
      pageChunks = nextChunks;
    },
  };
}

/**
 * Every 503 says when to try again (RFC 9110 §10.2.3; SPEC §8, decision 0058): the error page has it
 * already (app/lib/unavailable.server.ts), and so do the forms and JSON answers whose own message says
 * a service did not answer (sign-in, contact, newsletter, payment ...), without each route repeating it.
 */
function withRetryAfter(response: Response): Response {
  if (response.status !== 503 || response.headers.has("Retry-After")) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  return new Response(response.body, { status: 503, statusText: response.statusText, headers });
}

/** The routes' `context`: the market, nonce, services, session, flags and client IP of this request. */
export function loadContext({ state, host, headers }: PipelineContext, services: Services): AppLoadContext {
  return {
    market: state.market as Market,
    cspNonce: state.cspNonce as string,
    services,
    session: state.session as Session,
    flags: state.flags as RequestFlags,
    clientIp: host.clientIp,
    requestId: state.requestId ?? "",
    stepsSetCookies: () => headers.getSetCookie().length > 0,
    observeRoute: (id) => {
      if (host.route) host.route.id = id;
    },
  };
}
