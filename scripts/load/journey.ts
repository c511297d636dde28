/**
 * One scripted shopper (issue 22 item 2): rounds of home, a department, a search and the same
 * search with filters, a product, add to cart, the cart, a quantity change, the discount code, then
 * the checkout without JavaScript (addresses, payment by cash on delivery, bank transfer or card
 * through the local provider's page, thank-you page), until the run's time is up; then one last
 * round that fills a cart and keeps it. Each step is a plain form post or page read, as in
 * tests/support/buyers.ts, and every step that changes the cart updates the shopper's own record.
 */

import { type Answer, type ShopperClient, Unexpected } from "./client";
import { LOAD_MARKETS, type LoadCountry } from "./options";
import {
  addToCartForm,
  cartIdOfCookie,
  cartPageLines,
  departmentLinks,
  localPath,
  offeredPayments,
  productLinks,
  thankYouOrder,
} from "./pages";
import { PAYMENT_KINDS, type PaymentKind, type ShopperRecord } from "./record";

/** The steps every round runs, in order (the report lists them so; the test checks each ran). */
export const STEPS = [
  "home",
  "category",
  "search",
  "search filtered",
  "product",
  "add to cart",
  "cart",
  "change quantity",
  "coupon",
  "addresses",
  "payment page",
  "pay cod",
  "pay bank",
  "pay card",
  "card provider page",
  "card pay",
  "card return",
  "thank-you",
] as const;
export type Step = (typeof STEPS)[number];

/** A small deterministic random source per shopper, so a run can be repeated (mulberry32). */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Unexpected("nothing to choose from");
      return item;
    },
    between: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  };
}
type Random = ReturnType<typeof randomSource>;

function expect(answer: Answer, status: number, step: string, path: string): Answer {
  if (answer.status !== status)
    throw new Unexpected(`${step}: ${path} answered ${answer.status}, expected ${status}`);
  return answer;
}

const location = (answer: Answer) =>
  typeof answer.headers.location === "string" ? answer.headers.location : undefined;

export interface Journey {
  client: ShopperClient;
  record: ShopperRecord;
  random: Random;
  coupon: string;
}

/**
 * Browsing: home, a department, a search and its filtered form; the product links to choose from.
 * A shopper who means to pay cash on delivery sorts by price and keeps to the cheapest few (SPEC §9
 * limits cash on delivery by total, and to one product line in some countries).
 */
async function browse({ client, random }: Journey, cheap: boolean): Promise<string[]> {
  const home = expect(await client.get("home", "/"), 200, "home", "/");
  const department = random.pick(departmentLinks(home.body));
  const category = expect(await client.get("category", department), 200, "category", department);
  const seen = productLinks(category.body);
  // A brand from a product's slug as the search term, then the page's own brand facet as a filter.
  const term = random.pick(seen).split("/").pop()?.split("-")[0] ?? "";
  const query = `/search?q=${encodeURIComponent(term)}`;
  const search = expect(await client.get("search", query), 200, "search", query);
  const brand = /name="brand" value="([^"]+)"/.exec(search.body)?.[1];
  // Relevance is the default, which the canonical query leaves out (a 308 to it).
  const sort = cheap ? "price-up" : random.pick(["price-up", "price-down", "name-asc", "latest"]);
  const filtered = `${query}${brand ? `&brand=${encodeURIComponent(brand)}` : ""}&inStock=1&sort=${sort}`;
  const results = expect(await client.get("search filtered", filtered), 200, "search filtered", filtered);
  const found = productLinks(results.body);
  return cheap && found.length > 0 ? found.slice(0, 4) : [...found, ...seen];
}

/**
 * A product page, then the product into the cart. A product that is not sold or short of stock, or
 * an add the shop refuses (stock gone meanwhile: 422), adds nothing; the shopper tries another, up
 * to three products, as a person would.
 */
async function addProduct(journey: Journey, links: string[]) {
  const { client, record, random } = journey;
  for (let tries = 0; tries < 3; tries++) {
    const link = random.pick(links);
    const form = addToCartForm(expect(await client.get("product", link), 200, "product", link).body);
    if (!form || form.max < 10) continue;
    const quantity = random.between(1, 2);
    const added = await client.post("add to cart", "/checkout/cart", {
      intent: "add",
      sku: form.sku,
      quantity: String(quantity),
    });
    if (added.status !== 422) expect(added, 303, "add to cart", "/checkout/cart");
    if (added.status !== 303) continue;
    record.meant[form.sku] = (record.meant[form.sku] ?? 0) + quantity;
    return;
  }
}

/** The cart page, one line's quantity changed there, and the discount code once per cart. */
async function editCart({ client, record, random, coupon }: Journey, most: number) {
  const page = expect(await client.get("cart", "/checkout/cart"), 200, "cart", "/checkout/cart");
  const lines = cartPageLines(page.body).filter((line) => record.meant[line.sku] !== undefined);
  if (lines.length > 0) {
    const line = random.pick(lines);
    const quantity = random.between(1, most);
    const changed = await client.post("change quantity", "/checkout/cart", {
      intent: "quantity",
      lineId: line.lineId,
      quantity: String(quantity),
    });
    expect(changed, 303, "change quantity", "/checkout/cart");
    record.meant[line.sku] = quantity;
  }
  if (!record.couponApplied && Object.keys(record.meant).length > 0) {
    const applied = await client.post("coupon", "/checkout/cart", { intent: "coupon", code: coupon });
    expect(applied, 303, "coupon", "/checkout/cart");
    record.couponApplied = true;
  }
}

/** The addresses step of a private buyer in the shopper's market, answered with a 303 to payment. */
async function addresses({ client, record }: Journey) {
  const market = LOAD_MARKETS[record.country as LoadCountry];
  const email = `${record.emailPrefix}${record.shopper}-${record.rounds}@example.com`;
  const posted = await client.post("addresses", "/checkout/addresses", {
    email,
    clientType: "private",
    "billing.firstName": "Eva",
    "billing.lastName": "Novak",
    "billing.streetName": market.street,
    "billing.streetNumber": "1",
    "billing.postalCode": market.postalCode,
    "billing.city": market.city,
    shippingType: "same",
  });
  expect(posted, 303, "addresses", "/checkout/addresses");
}

/** Pays by card on the local provider's page and comes back: the shop's answer to the return. */
async function payByCard(client: ShopperClient, started: Answer): Promise<Answer> {
  const page = localPath(location(started));
  if (!page?.startsWith("/__pay/")) throw new Unexpected(`pay card: sent to ${location(started)}`);
  expect(await client.get("card provider page", page), 200, "card provider page", page);
  const paid = await client.send("card pay", "POST", page, {
    method: "scheme",
    cardNumber: "4111111111111111",
    action: "pay",
  });
  const back = localPath(location(expect(paid, 303, "card pay", page)));
  if (!back) throw new Unexpected("card provider page: no way back to the shop");
  return client.get("card return", back);
}

/**
 * The checkout: addresses, payment page, payment of the round's kind if the page offers it (cash on
 * delivery has price and item limits, SPEC §9), else the next offered kind; thank-you page.
 */
async function checkout(journey: Journey, preferred: PaymentKind) {
  const { client, record } = journey;
  await addresses(journey);
  const page = await client.get("payment page", "/checkout/payment");
  const offered = offeredPayments(expect(page, 200, "payment page", "/checkout/payment").body);
  const start = PAYMENT_KINDS.indexOf(preferred);
  const kind = [...PAYMENT_KINDS.slice(start), ...PAYMENT_KINDS.slice(0, start)].find((k) =>
    offered.includes(k),
  );
  if (!kind) throw new Unexpected(`payment page: none of ${PAYMENT_KINDS.join(", ")} offered`);
  const cartId = cartIdOfCookie(client.cookie("cart"));
  if (!cartId) throw new Unexpected("payment page: the shopper has no cart cookie");
  let answer: Answer;
  try {
    answer = await client.post(`pay ${kind}`, "/checkout/payment", { payment: kind });
    if (kind === "card")
      answer = await payByCard(client, expect(answer, 303, "pay card", "/checkout/payment"));
  } catch (error) {
    record.unconfirmed.push(cartId);
    throw error;
  }
  const orderId = thankYouOrder(location(answer));
  if (!orderId) {
    record.unconfirmed.push(cartId);
    throw new Unexpected(`pay ${kind}: answered ${answer.status} ${location(answer) ?? ""}, no order`);
  }
  record.orders.push({ orderId, cartId, payment: kind, lines: { ...record.meant } });
  record.meant = {};
  record.couponApplied = false;
  const thanks = localPath(location(answer)) ?? "";
  expect(await client.get("thank-you", thanks), 200, "thank-you", thanks);
}

/**
 * One round: browse, fill the cart with one or two products, edit it, and (unless last) check out,
 * each round with the next payment kind.
 */
export async function round(journey: Journey, { last }: { last: boolean }) {
  const { record, client } = journey;
  record.rounds++;
  const kind = PAYMENT_KINDS[(record.shopper + record.rounds) % PAYMENT_KINDS.length] ?? "cod";
  const cod = kind === "cod" && !last;
  try {
    const links = await browse(journey, cod);
    await addProduct(journey, links);
    if (last || (!cod && journey.random.next() < 0.5)) await addProduct(journey, links);
    await editCart(journey, cod ? 2 : 3);
    if (Object.keys(record.meant).length === 0) return;
    if (last) {
      const cartId = cartIdOfCookie(client.cookie("cart"));
      if (cartId) record.finalCart = { cartId, lines: { ...record.meant } };
      return;
    }
    await checkout(journey, kind);
  } catch (error) {
    if (!(error instanceof Unexpected)) throw error;
    // What the cart holds after an unexpected answer is unknown: start a new one.
    record.abandoned.push(error.message);
    record.meant = {};
    record.couponApplied = false;
    client.forgetCart();
  }
}
