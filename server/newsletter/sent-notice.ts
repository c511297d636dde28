import { shopCookie } from "../session/cookies";

/**
 * The one-time "check your inbox" after a sign-up without JavaScript: the action sets a short-lived
 * cookie with its 303 back to the page, the root loader shows the notice once and clears it. The page's
 * URL stays as it was (no query that would reach canonical links or caches; decision 0026).
 */
const cookieOf = (request: Request) =>
  shopCookie("newsletterSent", { https: new URL(request.url).protocol === "https:" });

export const sentNotice = {
  /** The Set-Cookie header of the action's redirect. */
  set: (request: Request) => cookieOf(request).serialize("1"),
  /** Whether the request carries the notice, and the header that clears it when it does. */
  async read(request: Request): Promise<{ sent: boolean; clear?: string }> {
    const cookie = cookieOf(request);
    if ((await cookie.parse(request.headers.get("Cookie"))) !== "1") return { sent: false };
    return { sent: true, clear: await cookie.serialize("", { maxAge: 0 }) };
  },
};
