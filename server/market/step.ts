import type { Step } from "../pipeline/types";
import { shopCookie } from "../session/cookies";
import { resolveMarket } from ".";

/**
 * Resolves the request's market once (a pipeline step, issue 18 item 1). A URL with an accepted
 * language prefix also stores that locale in the locale cookie, so unprefixed links keep the
 * shopper's language.
 */
export const marketStep: Step = async ({ request, path, host, state, headers }) => {
  const localeCookie = shopCookie("locale", { https: host.https });
  const cookieValue = await localeCookie.parse(request.headers.get("cookie"));
  const market = resolveMarket({
    host: request.headers.get("host") ?? undefined,
    pathname: path,
    localeCookie: cookieValue,
  });
  if (market.pathPrefix && cookieValue !== market.locale.code) {
    headers.append("Set-Cookie", await localeCookie.serialize(market.locale.code));
  }
  state.market = market;
  // The visitor's own choice of language, if any: server/routing tells it from the country's
  // default when it leads a link to its page in that language (decision 0018).
  const chosen = market.country.locales.find((code) => code === cookieValue);
  if (chosen) state.cookieLocale = chosen;
  return undefined;
};
