import type { Cart, CartUpdateAction } from "@commercetools/platform-sdk";
import { beforeAll, describe, expect, it } from "vitest";
import { LIMITS, OWN_BRANDS } from "../../config";
import { type CartCommand, type CartOutcome, createCartService } from "../../server/cart";
import { guaranteeParent } from "../../server/cart/view";
import { createCategories } from "../../server/catalog/category";
import { createCatalog } from "../../server/catalog/listing";
import { createProducts } from "../../server/catalog/product";
import { createStores } from "../../server/catalog/stores";
import { CommerceError, type CommercePort } from "../../server/commerce";
import { openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { seedIfEmpty } from "../../server/commerce/local/seed";
import { resolveMarket } from "../../server/market";
import { createInProcessBus, createRooms, type RoomEvent } from "../../server/rooms";
import { createSearch } from "../../server/search";
import { commerceUnderTest } from "../support/commerce-under-test";

const sk = resolveMarket({ host: "localhost", pathname: "/" });
const de = resolveMarket({ host: "de.localhost", pathname: "/" });

let engine: LocalCommerce;
/** What the services use: the engine, or the commercetools adapter in front of it (cart-service.ctapi.test.ts). */
let port: CommercePort;
let skus: { plain: string; volume: string; lowStock: string; soldOut: string; guarded: string };

/** The cart service over the embedded platform with the demo catalog, publishing to an in-process bus. */
function shop(commerce: CommercePort = port) {
  const bus = createInProcessBus();
  const events: RoomEvent[] = [];
  const rooms = createRooms(bus);
  const original = rooms.cartUpdated;
  rooms.cartUpdated = (cartId, cart) => {
    events.push({ event: "cart-update", data: cart });
    return original(cartId, cart);
  };
  const categories = createCategories(commerce);
  const products = createProducts(commerce, categories, createCatalog(searchPort), createStores(commerce));
  return { cart: createCartService(commerce, products, rooms, async () => null), events };
}
let searchPort: Awaited<ReturnType<typeof createSearch>>;

beforeAll(async () => {
  const db = openDatabase(":memory:");
  seedIfEmpty(db, 120);
  engine = new LocalCommerce(db);
  port = commerceUnderTest(engine);
  searchPort = await createSearch(engine, { SEARCH_DB_PATH: ":memory:" });
  const { results } = await engine.queryProducts({ limit: 120 }, { country: "SK", currency: "EUR" });
  const attr = (p: (typeof results)[number], name: string) =>
    p.masterVariant.attributes?.find((a) => a.name === name)?.value;
  const stock = (p: (typeof results)[number]) => p.masterVariant.availability?.availableQuantity ?? 0;
  const sellable = results.filter(
    (p) => p.masterVariant.price && !p.masterVariant.sku?.startsWith(LIMITS.guaranteeSkuPrefix),
  );
  const picked = new Set<string>();
  const pick = (test: (p: (typeof results)[number]) => boolean, what: string) => {
    const sku = sellable.find((p) => test(p) && !picked.has(p.masterVariant.sku ?? ""))?.masterVariant.sku;
    if (!sku) throw new Error(`The demo catalog has no ${what}`);
    picked.add(sku);
    return sku;
  };
  const guarded = (p: (typeof results)[number]) => attr(p, "isBware") !== true && stock(p) > 20;
  skus = {
    plain: pick((p) => guarded(p) && !attr(p, "volumeDiscountGroup"), "plain product"),
    volume: pick((p) => guarded(p) && Boolean(attr(p, "volumeDiscountGroup")), "volume-discount product"),
    lowStock: pick((p) => stock(p) > 1 && stock(p) < 20, "low-stock product"),
    soldOut: pick((p) => stock(p) === 0, "sold-out product"),
    guarded: pick((p) => guarded(p) && attr(p, "brand") !== OWN_BRANDS[9], "product with a guarantee"),
  };
});

const request = (cartId?: string, market = sk) => ({ market, cartId, visitor: "visitor-1" });

async function run(
  service: ReturnType<typeof shop>["cart"],
  command: CartCommand,
  cartId?: string,
  market = sk,
) {
  return service.change(request(cartId, market), command);
}

const ok = (outcome: CartOutcome): Cart => {
  if (!outcome.ok) throw new Error(`Expected success, got ${outcome.error}`);
  if (!outcome.cart) throw new Error("Expected a cart");
  return outcome.cart;
};

describe("cart lifecycle (SPEC §4)", () => {
  it("creates the cart on the first add in the market's store, currency and country, tracking inventory", async () => {
    const { cart: service, events } = shop();
    const cart = ok(await run(service, { intent: "add", sku: skus.plain, quantity: "2" }));
    expect(cart).toMatchObject({
      store: { key: sk.storeKey },
      country: "SK",
      inventoryMode: "TrackOnly",
      totalPrice: { currencyCode: "EUR" },
    });
    expect(cart.lineItems).toHaveLength(1);
    expect(cart.lineItems[0]).toMatchObject({ quantity: 2, variant: { sku: skus.plain } });
    expect(events.at(-1)).toEqual({ event: "cart-update", data: cart });
  });

  it("increases the quantity of a SKU already in the cart and sets 0 to remove it", async () => {
    const { cart: service } = shop();
    let cart = ok(await run(service, { intent: "add", sku: skus.plain, quantity: "1" }));
    cart = ok(await run(service, { intent: "add", sku: skus.plain, quantity: "3" }, cart.id));
    expect(cart.lineItems.map((l) => l.quantity)).toEqual([4]);
    const line = cart.lineItems[0]?.id ?? "";
    const removed = await run(service, { intent: "quantity", lineId: line, quantity: "0" }, cart.id);
    expect(removed).toMatchObject({ ok: true, notice: "removed" });
    expect(ok(removed).lineItems).toHaveLength(0);
  });

  it("applies SPEC's quantity rules: 1 or less or not a number becomes 1, above stock is clamped", async () => {
    const { cart: service } = shop();
    let cart = ok(await run(service, { intent: "add", sku: skus.plain, quantity: "abc" }));
    expect(cart.lineItems[0]?.quantity).toBe(1);
    cart = ok(await run(service, { intent: "add", sku: skus.plain, quantity: "-7" }, cart.id));
    expect(cart.lineItems[0]?.quantity).toBe(2);
    const stock = (await engine.inventory([skus.lowStock]))[0]?.availableQuantity ?? 0;
    const capped = await run(
      service,
      { intent: "add", sku: skus.lowStock, quantity: "999999999999" },
      cart.id,
    );
    expect(capped).toMatchObject({ ok: true, notice: "maxQuantity", capped: true });
    expect(ok(capped).lineItems.find((l) => l.variant.sku === skus.lowStock)?.quantity).toBe(stock);
    const more = await run(service, { intent: "add", sku: skus.lowStock, quantity: "1" }, cart.id);
    expect(more).toMatchObject({ ok: false, error: "maxQuantity", field: "quantity", status: 422 });
  });

  it("refuses sold-out and unknown products with a message, and forged line ids", async () => {
    const { cart: service } = shop();
    expect(await run(service, { intent: "add", sku: skus.soldOut, quantity: "1" })).toMatchObject({
      ok: false,
      error: "outOfStock",
    });
    expect(await run(service, { intent: "add", sku: "EX99999999", quantity: "1" })).toMatchObject({
      ok: false,
      error: "unknownProduct",
      status: 404,
    });
    // A guarantee cannot be bought on its own.
    expect(await run(service, { intent: "add", sku: LIMITS.defaultGuaranteeSku })).toMatchObject({
      ok: false,
      error: "unknownProduct",
    });
    const cart = ok(await run(service, { intent: "add", sku: skus.plain }));
    expect(await run(service, { intent: "remove", lineId: "forged-line" }, cart.id)).toMatchObject({
      ok: false,
      error: "unknownLine",
      field: "lineId",
    });
  });

  it("adds an extra guarantee priced product price × rate, carrying the parent SKU, following its quantity", async () => {
    const { cart: service } = shop();
    let cart = ok(
      await run(service, {
        intent: "add",
        sku: skus.guarded,
        quantity: "2",
        guarantee: LIMITS.defaultGuaranteeSku,
      }),
    );
    const parent = cart.lineItems.find((l) => l.variant.sku === skus.guarded);
    const guarantee = cart.lineItems.find((l) => guaranteeParent(l) === skus.guarded);
    const unit = parent?.price.discounted?.value.centAmount ?? parent?.price.value.centAmount ?? 0;
    // The seed's first guarantee has the rate 5 %.
    expect(guarantee).toMatchObject({
      quantity: 2,
      priceMode: "ExternalPrice",
      variant: { sku: LIMITS.defaultGuaranteeSku },
    });
    expect(guarantee?.price.value.centAmount).toBe(Math.round(unit * 0.05));
    expect(Object.keys(guarantee?.custom?.fields ?? {})[0]).toBe("parentSku");
    // Adding more of the product with the guarantee still chosen (a restored form) adds the units.
    cart = ok(
      await run(
        service,
        { intent: "add", sku: skus.guarded, quantity: "1", guarantee: LIMITS.defaultGuaranteeSku },
        cart.id,
      ),
    );
    expect(cart.lineItems.filter((l) => guaranteeParent(l)).map((l) => l.quantity)).toEqual([3]);
    // Not twice for one product.
    expect(
      await run(service, { intent: "guarantee", lineId: parent?.id ?? "", guarantee: "4100020" }, cart.id),
    ).toMatchObject({ ok: false, error: "guaranteeNotOffered" });
    cart = ok(await run(service, { intent: "quantity", lineId: parent?.id ?? "", quantity: "5" }, cart.id));
    expect(cart.lineItems.find((l) => guaranteeParent(l))?.quantity).toBe(5);
    // The guarantee's price stays the shop's after the platform recalculates.
    expect(cart.lineItems.find((l) => guaranteeParent(l))?.totalPrice.centAmount).toBe(
      Math.round(unit * 0.05) * 5,
    );
    cart = ok(await run(service, { intent: "remove", lineId: parent?.id ?? "" }, cart.id));
    expect(cart.lineItems).toHaveLength(0);
  });

  it("applies and removes coupons, with the platform's reasons as field errors", async () => {
    const { cart: service } = shop();
    expect(await run(service, { intent: "coupon", code: "WELCOME10" })).toMatchObject({
      ok: false,
      error: "emptyCart",
    });
    let cart = ok(await run(service, { intent: "add", sku: skus.plain }));
    const before = cart.totalPrice.centAmount;
    cart = ok(await run(service, { intent: "coupon", code: "WELCOME10" }, cart.id));
    expect(cart.totalPrice.centAmount).toBeLessThan(before);
    expect(await run(service, { intent: "coupon", code: "NOPE" }, cart.id)).toMatchObject({
      ok: false,
      error: "couponUnknown",
      field: "code",
    });
    expect(await run(service, { intent: "coupon", code: "EXPIRED5" }, cart.id)).toMatchObject({
      error: "couponNotValid",
    });
    // Removing a code that is not in the cart leaves it as it is.
    const unchanged = ok(await run(service, { intent: "removeCoupon", code: "OTHER" }, cart.id));
    expect(unchanged.version).toBe(cart.version);
    cart = ok(await run(service, { intent: "removeCoupon", code: "welcome10" }, cart.id));
    expect(cart.discountCodes).toHaveLength(0);
    expect(cart.totalPrice.centAmount).toBe(before);
  });

  it("shows volume discounts per line with the next threshold, and the conflict with a code", async () => {
    const { cart: service } = shop();
    let cart = ok(await run(service, { intent: "add", sku: skus.volume, quantity: "2" }));
    let view = await service.view(sk, cart);
    expect(view.lines[0]?.volume).toEqual({ next: { minItems: 3, percent: 5, missing: 1 } });
    cart = ok(await run(service, { intent: "add", sku: skus.volume, quantity: "1" }, cart.id));
    view = await service.view(sk, cart);
    expect(view.lines[0]?.volume).toEqual({ percent: 5, next: { minItems: 5, percent: 10, missing: 2 } });
    expect(view.discounts).toEqual([{ kind: "volume", percent: 5, amount: expect.any(Number) }]);
    expect(view.discountConflict).toBe(false);
    cart = ok(await run(service, { intent: "coupon", code: "WELCOME10" }, cart.id));
    view = await service.view(sk, cart);
    expect(view.discountConflict).toBe(true);
    expect(view.coupons).toEqual([{ code: "WELCOME10", state: "ApplicationStoppedByPreviousDiscount" }]);
  });

  it("shows shipping, 'Free' above the threshold, what is missing for it, VAT and the total", async () => {
    const { cart: service } = shop();
    const cart = ok(await run(service, { intent: "add", sku: skus.plain }));
    const view = await service.view(sk, cart);
    const subtotal = cart.totalPrice.centAmount / 100;
    expect(view.subtotal).toBe(subtotal);
    // SPEC §9 EUR: free from 59, parcel fee 1.95.
    if (subtotal >= 59) expect(view.shipping).toEqual({ cost: 0, missing: 0 });
    else expect(view.shipping).toEqual({ cost: 1.95, missing: Math.round((59 - subtotal) * 100) / 100 });
    expect(view.vat?.rate).toBe(23);
    expect(view.total).toBeCloseTo(subtotal + (view.shipping?.cost ?? 0), 2);
    expect(view.count).toBe(1);
  });

  it("names the personalised discount of a cohort in LT (SPEC §1), and only there", async () => {
    const { cart: service } = shop();
    const lt = resolveMarket({ host: "lt.localhost", pathname: "/" });
    const cohort = await engine.createCart({
      currency: "EUR",
      country: "LT",
      store: { typeId: "store", key: lt.storeKey },
      customerGroup: { typeId: "customer-group", id: "group-tier-1" },
      inventoryMode: "TrackOnly",
    });
    const cart = ok(await run(service, { intent: "add", sku: skus.plain }, cohort.id, lt));
    const view = await service.view(lt, cart);
    // The seed's tier-1 discount is 2 %.
    expect(view.discounts).toEqual([{ kind: "personal", percent: 2, amount: expect.any(Number) }]);
    expect(view.discounts[0]?.amount).toBeGreaterThan(0);
  });

  it("sends pages that need a cart with lines home without one (SPEC §2 guard 11)", async () => {
    const { cart: service } = shop();
    const empty = () => service.requireLines(de, null);
    expect(empty).toThrow(Response);
    try {
      empty();
    } catch (response) {
      expect((response as Response).status).toBe(303);
      expect((response as Response).headers.get("Location")).toBe("/");
    }
    const cart = ok(await run(service, { intent: "add", sku: skus.plain }));
    expect(service.requireLines(sk, cart)).toBe(cart);
  });

  it("clears a cart of another store and deletes it on request", async () => {
    const { cart: service, events } = shop();
    const cart = ok(await run(service, { intent: "add", sku: skus.plain }));
    expect(await service.load(de, cart.id)).toBeNull();
    expect(await run(service, { intent: "clear" }, cart.id)).toMatchObject({
      ok: true,
      cart: null,
      notice: "cleared",
    });
    expect(await engine.getCart(cart.id)).toBeNull();
    expect(events.at(-1)).toEqual({ event: "cart-update", data: null });
  });

  it("never loses a line when changes to one cart arrive together", async () => {
    const { cart: service } = shop();
    const first = ok(await run(service, { intent: "add", sku: skus.plain }));
    const others = [skus.volume, skus.guarded];
    await Promise.all([
      ...Array.from({ length: 10 }, () =>
        run(service, { intent: "add", sku: skus.plain, quantity: "1" }, first.id),
      ),
      ...others.map((sku) => run(service, { intent: "add", sku, quantity: "2" }, first.id)),
    ]);
    const cart = await engine.getCart(first.id);
    const quantities = Object.fromEntries(cart?.lineItems.map((l) => [l.variant.sku, l.quantity]) ?? []);
    expect(quantities).toEqual({ [skus.plain]: 11, [skus.volume]: 2, [skus.guarded]: 2 });
  });

  it("gives a visitor's parallel first adds one cart", async () => {
    const { cart: service } = shop();
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () =>
        service.change({ market: sk, visitor: "fresh" }, { intent: "add", sku: skus.plain }),
      ),
    );
    const ids = new Set(outcomes.map((o) => o.cart?.id));
    expect(ids.size).toBe(1);
    expect(outcomes.at(-1)?.cart?.lineItems[0]?.quantity).toBe(5);
  });
});

describe("platform errors (SPEC §4, §8)", () => {
  /** The engine, with the next cart update answered by the given failure first. */
  function failingOnce(failure: (id: string, version: number) => Promise<void> | never) {
    let armed = true;
    const commerce: CommercePort = Object.create(port);
    commerce.updateCart = async (id: string, version: number, actions: CartUpdateAction[]) => {
      if (armed) {
        armed = false;
        await failure(id, version);
      }
      return port.updateCart(id, version, actions);
    };
    return commerce;
  }

  it("retries a concurrent modification once, planned again on the current cart", async () => {
    const seeded = ok(await run(shop().cart, { intent: "add", sku: skus.plain }));
    // Another process adds a unit between our read and our write.
    const commerce = failingOnce(async (id, version) => {
      const line = seeded.lineItems[0];
      await engine.updateCart(id, version, [
        { action: "changeLineItemQuantity", lineItemId: line?.id ?? "", quantity: 2 },
      ]);
    });
    const cart = ok(await run(shop(commerce).cart, { intent: "add", sku: skus.plain }, seeded.id));
    expect(cart.lineItems[0]?.quantity).toBe(3);
  });

  it("answers a failing platform read with the message, not an exception", async () => {
    const seeded = ok(await run(shop().cart, { intent: "add", sku: skus.plain }));
    const down: CommercePort = Object.create(port);
    down.inventory = async () => {
      throw new Error("connect ECONNREFUSED");
    };
    expect(await run(shop(down).cart, { intent: "add", sku: skus.plain }, seeded.id)).toMatchObject({
      ok: false,
      error: "addingProblem",
      cart: { id: seeded.id, version: seeded.version },
    });
  });

  it("clears the cart on 'was not found in store' and reloads it on any other error", async () => {
    const seeded = ok(await run(shop().cart, { intent: "add", sku: skus.plain }));
    const missing = failingOnce(() => {
      throw new CommerceError(404, [
        {
          code: "ResourceNotFound",
          message: `The Resource with ID '${seeded.id}' was not found in store '${sk.storeKey}'.`,
        },
      ]);
    });
    expect(await run(shop(missing).cart, { intent: "add", sku: skus.plain }, seeded.id)).toMatchObject({
      ok: false,
      error: "addingProblem",
      cart: null,
    });
    const broken = failingOnce(() => {
      throw new Error("socket hang up");
    });
    const outcome = await run(shop(broken).cart, { intent: "add", sku: skus.plain }, seeded.id);
    expect(outcome).toMatchObject({ ok: false, error: "addingProblem", field: "intent" });
    expect(outcome.cart?.version).toBe(seeded.version);
  });
});
