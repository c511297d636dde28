import { expect, test } from "@playwright/test";
import { postAddresses, uniqueEmail } from "../support/buyers";
import { rawRequest } from "../support/http";
import { HttpShopper } from "../support/shopper";

// Issue 23 items 4 and 9 (decision 0060): "customers also bought" from orders placed in this test,
// over plain HTTP as a shopper without JavaScript sees it. Products no other journey buys: a shelf
// (A), a site light (B) and an air-tool set (C) from three different departments, and another shelf
// (D) nobody buys.
const A = "/nordhal-steckregal-no-9861-10000340";
const B = "/kaltmann-baustrahler-ka-6401-10000136";
const C = "/askford-druckluftwerkzeug-set-as-9476-10000958";
const D = "/saxby-steckregal-sa-8030-10000484";

/** The product links of a page's recommendation block (by its heading's id), in order. */
function recommended(html: string, headingId: string): string[] {
  const start = html.indexOf(`id="${headingId}"`);
  if (start < 0) return [];
  const block = html.slice(start, html.indexOf("</section>", start));
  // The link's attributes in any order (Remix adds data-discover).
  return [...block.matchAll(/<a [^>]*class="product-card__link"[^>]*>/g)].map(
    (m) => /href="([^"]+)"/.exec(m[0])?.[1] ?? "",
  );
}

/** One order of these products (one each) by bank transfer, through the shop's own forms. */
async function order(paths: string[]) {
  const shopper = new HttpShopper("de");
  for (const path of paths) {
    const sku = /name="sku" value="([^"]+)"/.exec((await shopper.get(path)).body)?.[1] ?? "";
    expect((await shopper.post("/checkout/cart", { intent: "add", sku, quantity: "1" })).status).toBe(303);
  }
  await postAddresses(shopper, uniqueEmail("recommendations"));
  expect((await shopper.post("/checkout/payment", { payment: "bank" })).status).toBe(303);
  return shopper;
}

test.describe("recommendations from real purchases over HTTP", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only: runs once");

  test("A+B, A+B, A+C: A's page shows B first, then C; a product nobody bought shows its own kind", async () => {
    test.setTimeout(120_000);
    await order([A, B]);
    await order([A, B]);
    await order([C, A]);

    const page = await rawRequest("de", A);
    expect(page.status).toBe(200);
    expect(recommended(page.body, "similar-recommendations").slice(0, 2)).toEqual([B, C]);
    // B's page: A, bought with it twice, comes first.
    expect(recommended((await rawRequest("de", B)).body, "similar-recommendations")[0]).toBe(A);

    // D has no purchases: the products most like it, shelves first, never itself.
    const lonely = recommended((await rawRequest("de", D)).body, "similar-recommendations");
    expect(lonely.length).toBeGreaterThan(0);
    expect(lonely[0]).toMatch(/steckregal/);
    expect(lonely).not.toContain(D);

    // The cart recommends from the product put in last, never what the cart holds already.
    const shopper = new HttpShopper("de");
    const sku = /name="sku" value="([^"]+)"/.exec((await shopper.get(A)).body)?.[1] ?? "";
    expect((await shopper.post("/checkout/cart", { intent: "add", sku, quantity: "1" })).status).toBe(303);
    const cart = recommended((await shopper.get("/checkout/cart")).body, "cart-recommendations");
    expect(cart[0]).toBe(B);
    expect(cart).not.toContain(A);
    expect(cart.length).toBeLessThanOrEqual(4);

    // Switched off by the visitor: no block on the product page nor in the cart.
    expect((await shopper.get(`${A}?toggle_recommendations=off`)).body).not.toContain(
      "similar-recommendations",
    );
    expect((await shopper.get("/checkout/cart")).body).not.toContain("cart-recommendations");
  });

  test("a card's add in the block names the list, for cart-update's recommendation_id (sk, decision 0066)", async () => {
    // Slovakia allows the cards' quick add (SPEC §9 restricts it in AT and DE).
    const home = await rawRequest("sk", "/");
    const product = /class="product-card__link"[^>]*href="([^"]+)"/.exec(home.body)?.[1];
    if (!product) throw new Error("no product card on the Slovak home page");
    const page = await rawRequest("sk", product);
    const start = page.body.indexOf('id="similar-recommendations"');
    expect(start).toBeGreaterThan(0);
    const block = page.body.slice(start, page.body.indexOf("</section>", start));
    const ids = [...block.matchAll(/name="recommendationId" value="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids)).toEqual(new Set(["sk-sk-similar-products"]));
    // Outside the block, the page's own add names no list.
    expect(page.body.slice(0, start)).not.toContain('name="recommendationId"');
  });
});
