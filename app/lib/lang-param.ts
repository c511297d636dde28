import type { Params } from "@remix-run/react";

/**
 * A `($lang)` route answers only under the market's own prefix: "/xx/login" for a language the
 * country does not speak is not a page (guard 13's 404).
 */
export function requireLangParam(params: Params, market: { pathPrefix: string }) {
  if (params.lang !== undefined && `/${params.lang}` !== market.pathPrefix)
    throw new Response("Not Found", { status: 404 });
}
