/**
 * SPEC §2 search page "a confirmation-popup flag removed from the URL after reading" (issue 21 item 4,
 * decision 0063). The flag is read once, on the server: the page answers with a redirect to the same
 * listing without the flag and a one-minute cookie naming the confirmation; the listing then shows the
 * popup and clears the cookie. So the popup shows once, with or without JavaScript, and the address a
 * shopper shares, bookmarks or reloads never carries the flag (the newsletter notice's way, 0026).
 */
import { CONFIRMATION_FLAG, CONFIRMATIONS, type Confirmation } from "../../config/widgets";
import { shopCookie } from "../../server/session/cookies";

const cookieOf = (request: Request) =>
  shopCookie("confirmation", { https: new URL(request.url).protocol === "https:" });

const known = (value: unknown): Confirmation | undefined =>
  CONFIRMATIONS.find((confirmation) => confirmation === value);

/**
 * The redirect that takes the flag out of a GET's URL, with the popup's cookie when the flag names a
 * known confirmation (an unknown one is dropped without a popup); null when the URL has no flag.
 */
export async function confirmationRedirect(request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  if (request.method !== "GET" || !url.searchParams.has(CONFIRMATION_FLAG)) return null;
  const confirmation = known(url.searchParams.get(CONFIRMATION_FLAG));
  url.searchParams.delete(CONFIRMATION_FLAG);
  const headers = new Headers({ Location: `${url.pathname}${url.search}`, "Cache-Control": "no-store" });
  if (confirmation) headers.append("Set-Cookie", await cookieOf(request).serialize(confirmation));
  return new Response(null, { status: 303, headers });
}

/** The confirmation to show once, and the Set-Cookie header that clears it, when the request has one. */
export async function readConfirmation(
  request: Request,
): Promise<{ confirmation: Confirmation | null; clear?: string }> {
  const cookie = cookieOf(request);
  const confirmation = known(await cookie.parse(request.headers.get("Cookie")));
  if (!confirmation) return { confirmation: null };
  return { confirmation, clear: await cookie.serialize("", { maxAge: 0 }) };
}
