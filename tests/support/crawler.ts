import { rawRequest } from "./http";

/** Googlebot's user agent: bots get the whole page at once, not a stream. */
export const BOT = {
  "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
};

/** A crawler's GET: the status and the Location it answers. */
export const go = async (country: string, pathname: string) => {
  const response = await rawRequest(country, pathname, { headers: BOT });
  return [response.status, response.headers.location];
};

/** The canonical link, the hreflang alternates by language and the robots meta of a page. */
export async function links(country: string, pathname: string) {
  const { body } = await rawRequest(country, pathname, { headers: BOT });
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`, "i").exec(tag)?.[1];
  const tags = [...body.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
  return {
    canonical: tags.filter((t) => /rel="canonical"/.test(t)).map((t) => attr(t, "href")),
    alternates: Object.fromEntries(
      tags.filter((t) => /rel="alternate"/.test(t)).map((t) => [attr(t, "hreflang"), attr(t, "href")]),
    ),
    robots: /<meta name="robots" content="([^"]*)"/.exec(body)?.[1],
  };
}
