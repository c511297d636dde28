/**
 * The six page kinds issue 20 item 2 scores with Lighthouse, and the visitor state the cart and the
 * checkout need: a cart with one line, made by the same form post a shopper without JavaScript sends
 * (SPEC §4 add to cart), whose cookies Lighthouse then sends with every request.
 */
import { request } from "node:http";

export interface LighthousePage {
  name: string;
  path: string;
  /** SEO counts only where a crawler may index the page (search results, cart and checkout say noindex). */
  indexable: boolean;
  /** Needs the cart of `cartCookies` (a line in it). */
  withCart?: boolean;
}

export const LIGHTHOUSE_PAGES: LighthousePage[] = [
  { name: "home", path: "/", indexable: true },
  { name: "category", path: "/werkstatt/", indexable: true },
  // A result page says noindex (SPEC: search results are no landing pages), so SEO is not scored.
  { name: "search", path: "/search?q=Schwei%C3%9Fger%C3%A4t", indexable: false },
  { name: "product", path: "/mirota-kontaktgrill-mi-1788-10000008", indexable: true },
  { name: "cart", path: "/checkout/cart", indexable: false, withCart: true },
  { name: "addresses", path: "/checkout/addresses", indexable: false, withCart: true },
];

/** The product the cart holds (a plain line of the demo catalog, without a guarantee). */
const CART_SKU = "EX10000008";

/**
 * Puts one line into a new cart with the add-to-cart form post (the same-origin proof of decision
 * 0047 stands in for the token an anonymous page leaves out) and answers the visitor's cookies as
 * one `Cookie` header value.
 */
export async function cartCookies(port: number, host: string): Promise<string> {
  // A server just started on a loaded machine may drop the first connection: three tries.
  for (let attempt = 1; ; attempt++) {
    try {
      return await addToNewCart(port, host);
    } catch (error) {
      if (attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
    }
  }
}

function addToNewCart(port: number, host: string): Promise<string> {
  const body = new URLSearchParams({ csrf: "", intent: "add", sku: CART_SKU, quantity: "1", guarantee: "" });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/checkout/cart",
        method: "POST",
        headers: {
          host,
          origin: `http://${host}`,
          "sec-fetch-site": "same-origin",
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body.toString()),
          "user-agent": "Mozilla/5.0 (X11; Linux x86_64) lighthouse-setup",
        },
      },
      (res) => {
        res.resume();
        const cookies = (res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
        if (res.statusCode !== 303 || !cookies.includes("cart="))
          reject(new Error(`adding to the cart answered ${res.statusCode}`));
        else resolve(cookies);
      },
    );
    req.on("error", reject);
    req.end(body.toString());
  });
}

/** The median of a page's runs (the middle one of three; the lower middle of an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}
