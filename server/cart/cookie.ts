import { shopCookie } from "../session/cookies";

/** The cart id travels in the signed, HTTP-only `cart` cookie (SPEC §3 cookies, §4 lifecycle). */
const cartCookie = (request: Request) =>
  shopCookie("cart", { https: new URL(request.url).protocol === "https:" });

/** The cart id of the request's cookie; a missing or forged cookie gives undefined. */
export async function readCartId(request: Request): Promise<string | undefined> {
  const value = await cartCookie(request).parse(request.headers.get("Cookie"));
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** The Set-Cookie header that stores a cart id, or removes the cookie when there is no cart. */
export function cartCookieHeader(request: Request, cartId: string | null): Promise<string> {
  const cookie = cartCookie(request);
  return cartId ? cookie.serialize(cartId) : cookie.serialize("", { maxAge: 0 });
}
