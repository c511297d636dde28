/**
 * What a shopper reads from the shop's HTML and headers, as a person reads the page: the links to
 * departments and products, the add-to-cart form of a product page, the cart page's lines, the
 * signed cart cookie and the thank-you page's order. Pure functions over text (pages.test.ts).
 */

const unique = (values: Iterable<string>) => [...new Set(values)];

/** The departments of the header's category drawer (`nav-drawer__department` links). */
export function departmentLinks(html: string): string[] {
  return unique(
    [...html.matchAll(/<a class="nav-drawer__department"[^>]*href="(\/[^"?#]*)"/g)].map((m) => m[1] ?? ""),
  );
}

/** Product page links of a listing: a slug ending in the product's eight-digit number. */
export function productLinks(html: string): string[] {
  return unique([...html.matchAll(/href="(\/(?:[a-z]{2}\/)?[a-z0-9-]+-\d{8})"/g)].map((m) => m[1] ?? ""));
}

export interface AddToCartForm {
  sku: string;
  /** The most the form accepts (the stock the page shows). */
  max: number;
}

/** The product page's add-to-cart form: the SKU and the quantity's maximum; undefined when not sold. */
export function addToCartForm(html: string): AddToCartForm | undefined {
  const form = /<form[^>]*id="add-to-cart"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1];
  if (!form) return undefined;
  const sku = /name="sku" value="([^"]+)"/.exec(form)?.[1];
  const max = Number(/name="quantity"[^>]*max="(\d+)"/.exec(form)?.[1] ?? 0);
  return sku ? { sku, max } : undefined;
}

export interface CartPageLine {
  sku: string;
  lineId: string;
  quantity: number;
}

/** The cart page's lines: each `<li class="cart-line" data-sku>` with its line id and quantity field. */
export function cartPageLines(html: string): CartPageLine[] {
  return html
    .split('<li class="cart-line"')
    .slice(1)
    .flatMap((part) => {
      const sku = /^[^>]*data-sku="([^"]+)"/.exec(part)?.[1];
      const lineId = /name="lineId" value="([^"]+)"/.exec(part)?.[1];
      const quantity = Number(/name="quantity"[^>]*value="(\d+)"/.exec(part)?.[1] ?? Number.NaN);
      return sku && lineId && Number.isFinite(quantity) ? [{ sku, lineId, quantity }] : [];
    });
}

/**
 * The cart id inside the shop's signed `cart` cookie (server/cart/cookie.ts): Remix writes
 * base64(JSON) + "." + signature, URL-encoded. Read only to find the shopper's cart on the platform
 * afterwards; the shopper never sends a changed value.
 */
export function cartIdOfCookie(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const decoded = decodeURIComponent(value);
  const dot = decoded.lastIndexOf(".");
  if (dot <= 0) return undefined;
  try {
    const id: unknown = JSON.parse(Buffer.from(decoded.slice(0, dot), "base64").toString("utf8"));
    return typeof id === "string" && id ? id : undefined;
  } catch {
    return undefined;
  }
}

/** The order id of a redirect to the thank-you page (`/checkout/thank-you?order=<id>`). */
export function thankYouOrder(location: string | undefined): string | undefined {
  if (!location) return undefined;
  const url = new URL(location, "http://shop.invalid");
  if (!/\/checkout\/thank-you$/.test(url.pathname)) return undefined;
  return url.searchParams.get("order") || undefined;
}

/** The path and query of a redirect's Location (absolute or not), to request it on loopback. */
export function localPath(location: string | undefined): string | undefined {
  if (!location) return undefined;
  const url = new URL(location, "http://shop.invalid");
  return `${url.pathname}${url.search}`;
}

/** The payment kinds the payment step offers (its radio buttons that are not disabled), in order. */
export function offeredPayments(html: string): string[] {
  return [...html.matchAll(/<input [^>]*name="payment"[^>]*>/g)]
    .map((m) => m[0])
    .filter((input) => /type="radio"/.test(input) && !/\bdisabled=""/.test(input))
    .map((input) => /value="([a-z]+)"/.exec(input)?.[1] ?? "");
}
