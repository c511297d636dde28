/**
 * One contract, three ways (decision 0036): the embedded platform; the commercetools adapter against
 * @labdigital/commercetools-mock (a CRUD emulator written from commercetools' API, a second opinion on
 * request shapes: it computes no taxes or discounts, so only shapes and CRUD results are asserted
 * here); and the commercetools adapter against the engine's own commercetools HTTP API over real
 * HTTP (server/commerce/local/http-api.ts), whose full semantics commerce-local-api.test.ts asserts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SOCIAL } from "../../config/social";
import { cartFieldActions, codFeeValue } from "../../server/checkout/cart-fields";
import { CommercetoolsCommerce } from "../../server/commerce/commercetools";
import { CommerceError } from "../../server/commerce/errors";
import { type CommercePort, SEO_REDIRECTS_OBJECT } from "../../server/commerce/port";
import { linkActions, loginsOf } from "../../server/social/links";
import { fixtureCommerce } from "../support/commerce";
import { commercetoolsEmulator, localCommercetools } from "../support/commercetools-api";

const emulator = commercetoolsEmulator("proequip-test");
let localApi: Awaited<ReturnType<typeof localCommercetools>>;
beforeAll(async () => {
  localApi = await localCommercetools();
});
afterAll(() => localApi.close());

async function commercetools(): Promise<CommercePort> {
  await emulator.mock.clear();
  const api = emulator.api();
  const type = await api
    .productTypes()
    .post({ body: { key: "equipment", name: "Equipment", description: "Equipment" } })
    .execute();
  await api
    .products()
    .post({
      body: {
        key: "drill",
        productType: { typeId: "product-type", id: type.body.id },
        name: { en: "Drill" },
        slug: { en: "drill-10000001" },
        publish: true,
        masterVariant: {
          sku: "DRILL",
          prices: [{ value: { currencyCode: "EUR", centAmount: 11900 }, country: "DE" }],
        },
      },
    })
    .execute();
  await api
    .stores()
    .post({ body: { key: "store-de", name: { en: "ProEquip Germany" } } })
    .execute();
  await api
    .inventory()
    .post({ body: { sku: "DRILL", quantityOnStock: 5 } })
    .execute();
  await api
    .customObjects()
    .post({ body: { ...SEO_REDIRECTS_OBJECT, value: [{ path: "/sale/", target: "/search?tags=on-sale" }] } })
    .execute();
  // SPEC §3 cart custom fields (decision 0028): the project's cart type.
  await api
    .types()
    .post({
      body: {
        key: "cart-fields",
        name: { en: "Cart fields" },
        resourceTypeIds: ["order"],
        fieldDefinitions: [
          { name: "calculatedCodFee", label: { en: "COD fee" }, required: false, type: { name: "Money" } },
          {
            name: "customerAgreedToSendEmail",
            label: { en: "E-mail consent" },
            required: false,
            type: { name: "Boolean" },
          },
          { name: "utmSource", label: { en: "utm source" }, required: false, type: { name: "String" } },
        ],
      },
    })
    .execute();
  // The shop's customer type (decision 0064): the provider sign-ins linked to a customer.
  await api
    .types()
    .post({
      body: {
        key: SOCIAL.customerFields.typeKey,
        name: { en: "Customer fields" },
        resourceTypeIds: ["customer"],
        fieldDefinitions: [
          {
            name: SOCIAL.customerFields.logins,
            label: { en: "Social sign-ins" },
            required: false,
            type: { name: "Set", elementType: { name: "String" } },
          },
        ],
      },
    })
    .execute();
  return new CommercetoolsCommerce(api);
}

const engine = () => fixtureCommerce([{ sku: "DRILL", prices: [["DE", "EUR", 119]], stock: 5 }]).commerce;
const local = async (): Promise<CommercePort> => engine();
const overLocalApi = async (): Promise<CommercePort> => localApi.adapterFor(engine());

const market = {
  currency: "EUR",
  country: "DE",
  store: { typeId: "store" as const, key: "store-de" },
  inventoryMode: "TrackOnly" as const,
};

describe.each([
  ["embedded platform", local],
  ["commercetools adapter → CRUD emulator", commercetools],
  ["commercetools adapter → local API", overLocalApi],
])("commerce contract: %s", (_name, make) => {
  it("finds stores by key and stock by SKU", async () => {
    const commerce = await make();
    expect((await commerce.stores(["store-de"])).map((s) => s.key)).toEqual(["store-de"]);
    expect((await commerce.inventory(["DRILL"]))[0]).toMatchObject({ sku: "DRILL", availableQuantity: 5 });
    expect(await commerce.inventory([])).toEqual([]);
  });

  it("reads the SEO redirect table", async () => {
    const commerce = await make();
    expect(await commerce.seoRedirects()).toContainEqual({ path: "/sale/", target: "/search?tags=on-sale" });
  });

  it("creates, reads, changes and deletes a cart by version", async () => {
    const commerce = await make();
    const created = await commerce.createCart({ ...market, anonymousId: "anon-contract" });
    expect(created).toMatchObject({
      version: 1,
      cartState: "Active",
      totalPrice: { currencyCode: "EUR", centAmount: 0 },
    });
    let cart = await commerce.updateCart(created.id, created.version, [
      { action: "addLineItem", sku: "DRILL", quantity: 2 },
    ]);
    expect(cart.lineItems.map((l) => [l.variant.sku, l.quantity])).toEqual([["DRILL", 2]]);
    expect(cart.lineItems[0]?.price.value.centAmount).toBe(11900);
    cart = await commerce.updateCart(cart.id, cart.version, [
      { action: "changeLineItemQuantity", lineItemId: cart.lineItems[0]?.id ?? "", quantity: 3 },
      { action: "setCustomerEmail", email: "eva@example.com" },
    ]);
    // Versions only grow (the platform counts one per request, the emulator one per action).
    expect(cart.customerEmail).toBe("eva@example.com");
    expect(cart.version).toBeGreaterThan(created.version + 1);
    expect(cart.lineItems[0]?.quantity).toBe(3);

    const stale = await commerce
      .updateCart(cart.id, created.version, [{ action: "setCustomerEmail", email: "jan@example.com" }])
      .catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(CommerceError);
    expect((stale as CommerceError).statusCode).toBe(409);
    expect((stale as CommerceError).code).toBe("ConcurrentModification");

    expect((await commerce.getCart(cart.id))?.version).toBe(cart.version);
    await commerce.deleteCart(cart.id, cart.version);
    expect(await commerce.getCart(cart.id)).toBeNull();
  });

  it("signs customers up once and keeps their addresses", async () => {
    const commerce = await make();
    const { customer } = await commerce.signUp({
      email: "eva@example.com",
      password: "secret1",
      firstName: "Eva",
    });
    expect(customer).toMatchObject({ email: "eva@example.com", firstName: "Eva", version: 1 });
    await expect(commerce.signUp({ email: "eva@example.com", password: "secret1" })).rejects.toMatchObject({
      code: "DuplicateField",
    });
    const updated = await commerce.updateCustomer(customer.id, customer.version, [
      {
        action: "addAddress",
        address: {
          country: "DE",
          city: "Berlin",
          postalCode: "10115",
          streetName: "Hauptstraße",
          streetNumber: "1",
        },
      },
    ]);
    expect(updated.addresses).toHaveLength(1);
    expect(updated.addresses[0]?.id).toBeTruthy();
    expect((await commerce.customer(customer.id))?.version).toBe(updated.version);
    expect(await commerce.customer("missing")).toBeNull();
  });

  it("a password reset verifies the e-mail; a social sign-up is verified and linked (decision 0064)", async () => {
    const commerce = await make();
    const { customer } = await commerce.signUp({ email: "eva@example.com", password: "secret1" });
    expect(customer.isEmailVerified).toBe(false);
    const token = await commerce.createPasswordResetToken("eva@example.com");
    const reset = await commerce.resetPassword(token?.value ?? "", "fresh12");
    expect(reset.isEmailVerified).toBe(true);
    expect((await commerce.customer(customer.id))?.isEmailVerified).toBe(true);

    const { customer: social } = await commerce.signUp({
      email: "jana@example.com",
      password: "unguessable1",
      isEmailVerified: true,
      custom: {
        type: { typeId: "type", key: SOCIAL.customerFields.typeKey },
        fields: { [SOCIAL.customerFields.logins]: ["google:jana"] },
      },
    });
    expect(social.isEmailVerified).toBe(true);
    expect(loginsOf(social)).toEqual(["google:jana"]);
  });

  // commercetools' reference: "Changes the email of the Customer and sets the isEmailVerified property
  // to false" (platform-sdk's CustomerChangeEmailAction); the CRUD emulator does not model it.
  it.skipIf(_name === "commercetools adapter → CRUD emulator")(
    "a changed e-mail is not verified: a verification never carries over to another address (decision 0064)",
    async () => {
      const commerce = await make();
      const { customer } = await commerce.signUp({ email: "mallory@example.com", password: "secret1" });
      const token = await commerce.createPasswordResetToken("mallory@example.com");
      const reset = await commerce.resetPassword(token?.value ?? "", "fresh12");
      expect(reset.isEmailVerified).toBe(true);
      // The attacker's own verified account, moved onto the victim's address, must not be joined by
      // the victim's social sign-in (server/social/links.ts trusts isEmailVerified).
      const moved = await commerce.updateCustomer(customer.id, reset.version, [
        { action: "changeEmail", email: "victim@example.com" },
      ]);
      expect(moved.email).toBe("victim@example.com");
      expect(moved.isEmailVerified).toBe(false);
      expect((await commerce.customer(customer.id))?.isEmailVerified).toBe(false);
    },
  );

  it("links a provider sign-in to a customer without custom fields, then adds another (decision 0064)", async () => {
    const commerce = await make();
    const { customer } = await commerce.signUp({ email: "eva@example.com", password: "secret1" });
    const typed = await commerce.updateCustomer(
      customer.id,
      customer.version,
      linkActions(customer, "google:1"),
    );
    expect(loginsOf(typed)).toEqual(["google:1"]);
    const both = await commerce.updateCustomer(typed.id, typed.version, linkActions(typed, "facebook:2"));
    expect(loginsOf((await commerce.customer(both.id)) ?? both).sort()).toEqual(["facebook:2", "google:1"]);
    expect(linkActions(both, "google:1")).toEqual([]);
  });

  it("refuses setCustomField on a customer or cart without a custom type; after setCustomType it is accepted (decision 0073)", async () => {
    const commerce = await make();
    const refused = { statusCode: 400, code: "InvalidOperation" };
    const { customer } = await commerce.signUp({ email: "bare@example.com", password: "secret1" });
    expect(customer.custom).toBeUndefined();
    const login = {
      action: "setCustomField" as const,
      name: SOCIAL.customerFields.logins,
      value: ["google:1"],
    };
    await expect(commerce.updateCustomer(customer.id, customer.version, [login])).rejects.toMatchObject(
      refused,
    );
    expect((await commerce.customer(customer.id))?.custom).toBeUndefined();
    const typed = await commerce.updateCustomer(customer.id, customer.version, [
      { action: "setCustomType", type: { typeId: "type", key: SOCIAL.customerFields.typeKey } },
      login,
    ]);
    expect(loginsOf(typed)).toEqual(["google:1"]);
    const relinked = await commerce.updateCustomer(typed.id, typed.version, [
      { ...login, value: ["google:2"] },
    ]);
    expect(loginsOf(relinked)).toEqual(["google:2"]);

    const cart = await commerce.createCart(market);
    const utm = { action: "setCustomField" as const, name: "utmSource", value: "newsletter" };
    await expect(commerce.updateCart(cart.id, cart.version, [utm])).rejects.toMatchObject(refused);
    const withType = await commerce.updateCart(cart.id, cart.version, [
      { action: "setCustomType", type: { typeId: "type", key: "cart-fields" } },
      utm,
    ]);
    expect(withType.custom?.fields.utmSource).toBe("newsletter");
  });

  it.skipIf(_name === "commercetools adapter → CRUD emulator")(
    "signs in (the emulator has no login endpoint)",
    async () => {
      const commerce = await make();
      const { customer } = await commerce.signUp({ email: "eva@example.com", password: "secret1" });
      const store = { storeKey: "store-de" };
      expect(
        (await commerce.signIn({ email: "eva@example.com", password: "secret1" }, store)).customer.id,
      ).toBe(customer.id);
      await expect(
        commerce.signIn({ email: "eva@example.com", password: "wrong9" }, store),
      ).rejects.toMatchObject({
        code: "InvalidCredentials",
      });
    },
  );

  it("creates a payment, adds it to the cart and finds it", async () => {
    const commerce = await make();
    const payment = await commerce.createPayment({
      amountPlanned: { currencyCode: "EUR", centAmount: 11900 },
      paymentMethodInfo: { paymentInterface: "shop", method: "bank-transfer", name: { en: "Bank transfer" } },
    });
    expect(payment).toMatchObject({
      amountPlanned: { currencyCode: "EUR", centAmount: 11900 },
      paymentMethodInfo: { method: "bank-transfer" },
    });
    const cart = await commerce.createCart(market);
    const paid = await commerce.updateCart(cart.id, cart.version, [
      { action: "addPayment", payment: { typeId: "payment", id: payment.id } },
    ]);
    expect(paid.paymentInfo?.payments.map((p) => p.id)).toEqual([payment.id]);
    expect((await commerce.payment(payment.id))?.id).toBe(payment.id);
    expect(await commerce.payment("missing")).toBeNull();
  });

  it("turns a cart into one order and finds it again", async () => {
    const commerce = await make();
    const cart = await commerce.createCart(market);
    const filled = await commerce.updateCart(cart.id, cart.version, [
      { action: "addLineItem", sku: "DRILL", quantity: 1 },
      { action: "setShippingAddress", address: { country: "DE", city: "Berlin", postalCode: "10115" } },
      { action: "setCustomerEmail", email: "eva@example.com" },
    ]);
    const input = { id: filled.id, version: filled.version, idempotencyKey: `order-${filled.id}` };
    const order = await commerce.createOrderFromCart(input);
    expect(order.lineItems.map((l) => l.variant.sku)).toEqual(["DRILL"]);
    expect(order.customerEmail).toBe("eva@example.com");
    expect((await commerce.createOrderFromCart(input)).id).toBe(order.id);
    expect((await commerce.order({ id: order.id }))?.id).toBe(order.id);
    expect(await commerce.order({ id: "missing" })).toBeNull();
  });

  it("sets, changes and removes the cart's custom fields with the same actions, and the order keeps them", async () => {
    const commerce = await make();
    const cart = await commerce.createCart(market);
    const fee = codFeeValue("EUR", 200);
    let filled = await commerce.updateCart(cart.id, cart.version, [
      { action: "addLineItem", sku: "DRILL", quantity: 1 },
      { action: "setShippingAddress", address: { country: "DE", city: "Berlin", postalCode: "10115" } },
      { action: "setCustomerEmail", email: "eva@example.com" },
      ...cartFieldActions(cart, { emailConsent: true, utmSource: "newsletter", codFee: fee }),
    ]);
    expect(filled.custom?.fields).toMatchObject({ customerAgreedToSendEmail: true, utmSource: "newsletter" });
    expect(filled.custom?.fields.calculatedCodFee).toMatchObject({ currencyCode: "EUR", centAmount: 200 });
    filled = await commerce.updateCart(
      filled.id,
      filled.version,
      cartFieldActions(filled, { codFee: undefined }),
    );
    expect(filled.custom?.fields.calculatedCodFee).toBeUndefined();
    filled = await commerce.updateCart(filled.id, filled.version, cartFieldActions(filled, { codFee: fee }));
    const order = await commerce.createOrderFromCart({
      id: filled.id,
      version: filled.version,
      idempotencyKey: `order-${filled.id}`,
    });
    expect(order.custom?.fields).toMatchObject({ customerAgreedToSendEmail: true, utmSource: "newsletter" });
    expect(order.custom?.fields.calculatedCodFee).toMatchObject({ currencyCode: "EUR", centAmount: 200 });
  });
});
