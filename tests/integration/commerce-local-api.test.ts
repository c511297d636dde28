/**
 * The commercetools adapter (its real SDK and ts-client over fetch) against the embedded engine's
 * commercetools HTTP API (decision 0036), with the engine's full semantics: prices with tax,
 * shipping, volume discounts and codes, versions and ConcurrentModification, orders taking stock,
 * sign-in merging the anonymous cart, password resets, reviews under SPEC §8's rules. Where the
 * answer is a stored resource, the adapter's copy must equal the engine's own, field for field.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { netInvoiceActions } from "../../server/checkout/net-invoice";
import type { CommercetoolsCommerce } from "../../server/commerce/commercetools";
import { CommerceError, REVIEW_ERRORS } from "../../server/commerce/errors";
import type { LocalCommerce } from "../../server/commerce/local/engine";
import { fixtureCommerce } from "../support/commerce";
import { localCommercetools } from "../support/commercetools-api";
import { cartWith, cents, DE, products } from "../support/engine-carts";

let server: Awaited<ReturnType<typeof localCommercetools>>;
beforeAll(async () => {
  server = await localCommercetools();
});
afterAll(() => server.close());

/** A fresh fixture engine and the adapter over HTTP in front of it. */
function setup(): { engine: LocalCommerce; api: CommercetoolsCommerce } {
  const { commerce: engine } = fixtureCommerce(products);
  return { engine, api: server.adapterFor(engine) };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a failure");
    },
    (error: unknown) => error as CommerceError,
  );

describe("commercetools adapter → local API: the engine's semantics over HTTP", () => {
  it("prices with tax and shipping, one version per request, and a stale version is a 409 with the current one", async () => {
    const { engine, api } = setup();
    const cart = await cartWith(api, DE, [["DRILL", 2]], "parcel");
    // 2 × 119.00 € gross at Germany's 19 %: 200.00 net + 38.00 tax; above the free-shipping threshold.
    expect(cents(cart)).toEqual({ total: 23800, net: 20000, tax: 3800, shipping: 0 });
    expect(cart.version).toBe(2);
    expect(cart).toEqual(await engine.getCart(cart.id));

    const small = await cartWith(api, DE, [["SMALL", 1]], "parcel");
    expect(cents(small).total).toBe(1000 + (small.shippingInfo?.price.centAmount ?? 0));
    expect(small.shippingInfo?.price.centAmount).toBeGreaterThan(0);

    const stale = await failure(
      api.updateCart(cart.id, 1, [{ action: "setCustomerEmail", email: "x@example.com" }]),
    );
    expect(stale).toBeInstanceOf(CommerceError);
    expect(stale).toMatchObject({ statusCode: 409, code: "ConcurrentModification", currentVersion: 2 });
    expect((await api.getCart(cart.id))?.customerEmail).toBeUndefined();
    expect(await api.getCart("no-such-cart")).toBeNull();
  });

  it("keeps working across a restart of the API: the client's old token is refused and it fetches a new one", async () => {
    const { engine, api } = setup();
    const cart = await cartWith(api, DE, [["SMALL", 1]]);
    server.restart(engine);
    expect((await api.getCart(cart.id))?.version).toBe(cart.version);
  });

  it("applies volume discounts, stops a code behind them, and names an unknown code's reason", async () => {
    const { api } = setup();
    let cart = await cartWith(api, DE, [["VD", 3]]);
    cart = await api.updateCart(cart.id, cart.version, [{ action: "addDiscountCode", code: "WELCOME10" }]);
    // 100 → 95 (volume 5 %) three times; the code waits behind the volume discount (SPEC §5).
    expect(cart.totalPrice.centAmount).toBe(28500);
    expect(cart.discountCodes[0]?.state).toBe("ApplicationStoppedByPreviousDiscount");
    expect(cart.discountCodes[0]?.discountCode.obj?.code).toBe("WELCOME10");
    cart = await api.updateCart(cart.id, cart.version, [
      { action: "changeLineItemQuantity", lineItemId: cart.lineItems[0]?.id ?? "", quantity: 2 },
    ]);
    expect(cart.totalPrice.centAmount).toBe(18000);
    expect(cart.discountCodes[0]?.state).toBe("MatchesCart");
    const unknown = await failure(
      api.updateCart(cart.id, cart.version, [{ action: "addDiscountCode", code: "NOPE" }]),
    );
    expect(unknown).toMatchObject({ statusCode: 400, code: "DiscountCodeNonApplicable" });
    expect(unknown.errors[0]).toMatchObject({ reason: "DoesNotExist" });
  });

  it("makes a cart net with 0 % reverse charge and gross again in one update each (decision 0029)", async () => {
    const { api } = setup();
    const gross = await cartWith(api, DE, [["SMALL", 1]], "parcel");
    const platformShipping = {
      typeId: "shipping-method" as const,
      id: gross.shippingInfo?.shippingMethod?.id ?? "",
    };
    const facts = { vatRate: 0.19, platformShipping };
    const net = await api.updateCart(gross.id, gross.version, netInvoiceActions(gross, true, facts));
    expect(net).toMatchObject({ taxMode: "External", version: gross.version + 1 });
    // 10.00 € + 1.95 € parcel, gross at 19 %; net: 8.40 € + 1.64 €, no tax.
    expect(cents(gross)).toEqual({ total: 1195, net: 1004, tax: 191, shipping: 195 });
    expect(cents(net)).toEqual({ total: 1004, net: 1004, tax: 0, shipping: 164 });
    const back = await api.updateCart(net.id, net.version, netInvoiceActions(net, false, facts));
    expect(back.taxMode).toBe("Platform");
    expect(cents(back)).toEqual(cents(gross));
  });

  it("answers the engine's catalog, discounts and shipping methods", async () => {
    const { engine, api } = setup();
    const scope = { country: "DE", currency: "EUR" };
    const slug = { language: "de", value: "produkt-drill-10000001" };
    const product = await api.productBySlug(slug, scope);
    expect(product?.masterVariant.price?.value.centAmount).toBe(11900);
    expect(product).toEqual(await engine.productBySlug(slug, scope));
    expect(await api.productBySlug({ language: "de", value: "nope" }, scope)).toBeNull();
    const query = { skus: ["VD", "VD2", "RARE"], attributes: { volumeDiscountGroup: "vd-workshop" } };
    const page = await api.queryProducts(query, scope);
    expect(page.results.map((p) => p.masterVariant.sku).sort()).toEqual(["VD", "VD2"]);
    expect(page).toEqual(await engine.queryProducts(query, scope));
    expect(await api.categories()).toEqual(await engine.categories());
    expect(await api.volumeDiscounts("vd-workshop", "store-de")).toEqual(
      await engine.volumeDiscounts("vd-workshop", "store-de"),
    );
    expect(await api.shippingMethods("FR")).toEqual(await engine.shippingMethods("FR"));
    const freight = await cartWith(api, DE, [["BENCH", 1]], "parcel");
    expect((await api.shippingMethodsForCart(freight.id)).map((m) => m.key)).toEqual(["freight"]);
  });

  it("orders a cart once with its payment state, takes the stock, and finds the order every way", async () => {
    const { engine, api } = setup();
    const payment = await api.createPayment({
      amountPlanned: { currencyCode: "EUR", centAmount: 23800 },
      paymentMethodInfo: { paymentInterface: "shop", method: "card" },
    });
    let cart = await cartWith(api, DE, [["RARE", 2]], "parcel");
    cart = await api.updateCart(cart.id, cart.version, [
      { action: "setCustomerEmail", email: "eva@example.com" },
      { action: "addPayment", payment: { typeId: "payment", id: payment.id } },
    ]);
    const input = {
      id: cart.id,
      version: cart.version,
      idempotencyKey: "ignored",
      paymentState: "Paid" as const,
    };
    const [order, again] = await Promise.all([
      api.createOrderFromCart(input),
      api.createOrderFromCart(input),
    ]);
    expect(again.id).toBe(order.id);
    // Paid in the draft itself: version 1, no update after.
    expect(order).toMatchObject({ version: 1, paymentState: "Paid", totalPrice: cart.totalPrice });
    expect(order.taxedPrice?.totalTax?.centAmount).toBe(cart.taxedPrice?.totalTax?.centAmount);
    expect((await api.inventory(["RARE"]))[0]?.availableQuantity).toBe(0);
    expect((await api.getCart(cart.id))?.cartState).toBe("Ordered");
    expect(await api.order({ orderNumber: order.orderNumber ?? "" })).toEqual(order);
    expect(await api.order({ paymentId: payment.id })).toEqual(order);
    expect(await api.order({ cartId: cart.id })).toEqual(await engine.order({ id: order.id }));
    const shipped = await api.updateOrder(order.id, order.version, [
      { action: "changeShipmentState", shipmentState: "Shipped" },
    ]);
    expect(shipped).toMatchObject({ version: 2, shipmentState: "Shipped" });
    await expect(
      api.updateOrder(order.id, 1, [{ action: "changeOrderState", orderState: "Complete" }]),
    ).rejects.toMatchObject({ statusCode: 409, code: "ConcurrentModification" });
  });

  it("signs up and in within a store, taking the anonymous cart, and resets a password", async () => {
    const { api } = setup();
    const anonymous = await cartWith(api, DE, [["SMALL", 1]]);
    const { customer, cart } = await api.signUp(
      { email: "eva@example.com", password: "secret1", firstName: "Eva" },
      { anonymousCartId: anonymous.id, storeKey: "store-de" },
    );
    expect(cart).toMatchObject({ id: anonymous.id, customerId: customer.id });
    expect(await api.activeCart({ customerId: customer.id }, "store-de")).toMatchObject({ id: anonymous.id });
    expect(await api.activeCart({ customerId: customer.id }, "store-fr")).toBeNull();
    await expect(
      api.signIn({ email: "eva@example.com", password: "wrong9" }, { storeKey: "store-de" }),
    ).rejects.toMatchObject({ statusCode: 400, code: "InvalidCredentials" });
    expect(await api.createPasswordResetToken("nobody@example.com")).toBeNull();
    const token = await api.createPasswordResetToken("eva@example.com", 30);
    await api.resetPassword(token?.value ?? "", "newsecret2");
    const signedIn = await api.signIn(
      { email: "eva@example.com", password: "newsecret2" },
      { storeKey: "store-de" },
    );
    expect(signedIn.customer.id).toBe(customer.id);
    await expect(
      api.changePassword({
        id: customer.id,
        version: signedIn.customer.version,
        currentPassword: "nope",
        newPassword: "x1",
      }),
    ).rejects.toMatchObject({ code: "InvalidCurrentPassword" });
  });

  it("lets only buyers review, once per purchase, and lists the review in its language first", async () => {
    const { engine, api } = setup();
    const { customer } = await api.signUp({ email: "jan@example.com", password: "secret1" });
    const input = {
      productId: "prod-DRILL",
      sku: "DRILL",
      customerId: customer.id,
      rating: 5,
      locale: "de-DE",
      text: "Gut",
    };
    await expect(api.createReview(input)).rejects.toMatchObject({ message: REVIEW_ERRORS.notPurchased });
    let cart = await cartWith(api, DE, [["DRILL", 1]], "parcel");
    cart = await api.updateCart(cart.id, cart.version, [
      { action: "setCustomerId", customerId: customer.id },
      { action: "setCustomerEmail", email: "jan@example.com" },
    ]);
    await api.createOrderFromCart({ id: cart.id, version: cart.version, idempotencyKey: "k" });
    const review = await api.createReview(input);
    expect(review).toMatchObject({ rating: 5, target: { id: "prod-DRILL" }, customer: { id: customer.id } });
    await expect(api.createReview(input)).rejects.toMatchObject({ message: REVIEW_ERRORS.alreadyReviewed });
    const listed = await api.reviews({ productId: "prod-DRILL", language: "de" });
    expect(listed).toMatchObject({ total: 1, results: [{ id: review.id }] });
    expect((await api.reviewsOfCustomer(customer.id)).results.map((r) => r.id)).toEqual([review.id]);
    const product = await engine.productBySlug({ language: "de", value: "produkt-drill-10000001" }, DE);
    expect(product?.reviewRatingStatistics).toMatchObject({ averageRating: 5, count: 1 });
  });

  it("keeps newsletter consents and the SEO redirect table as custom objects", async () => {
    const { engine, api } = setup();
    await api.recordNewsletterConsent({ email: "Eva@Example.com", hash: "h1" });
    await api.recordNewsletterConsent({ email: "eva@example.com", hash: "h2" });
    const stored = await engine.db
      .prepare("SELECT version, value FROM custom_objects WHERE container = 'newsletter-consents'")
      .all();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ version: 2 });
    expect(JSON.parse((stored[0] as { value: string }).value)).toMatchObject({ hash: "h2", consent: true });
    expect(await api.seoRedirects()).toEqual(await engine.seoRedirects());
  });
});
