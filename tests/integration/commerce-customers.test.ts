import { describe, expect, it } from "vitest";
import { address, fixtureCommerce } from "../support/commerce";

const products = [
  { sku: "DRILL", prices: [["DE", "EUR", 119]] as [string, string, number][] },
  { sku: "SMALL", prices: [["DE", "EUR", 10]] as [string, string, number][] },
];
const DE_CART = {
  currency: "EUR",
  country: "DE",
  store: { typeId: "store" as const, key: "store-de" },
  inventoryMode: "TrackOnly" as const,
};
const eva = { email: "Eva@Example.com", password: "secret1", firstName: "Eva", lastName: "Novak" };

describe("embedded platform: customers", () => {
  it("signs up with a unique e-mail and signs in case-insensitively; wrong passwords fail alike", async () => {
    const { commerce } = fixtureCommerce(products);
    const { customer } = await commerce.signUp(eva);
    expect(customer).toMatchObject({ email: "Eva@Example.com", firstName: "Eva", version: 1 });
    expect(JSON.stringify(customer)).not.toContain("secret1");
    await expect(commerce.signUp({ ...eva, email: "eva@example.com" })).rejects.toMatchObject({
      code: "DuplicateField",
    });
    expect((await commerce.signIn({ email: "eva@example.COM", password: "secret1" })).customer.id).toBe(
      customer.id,
    );
    await expect(commerce.signIn({ email: "eva@example.com", password: "wrong1" })).rejects.toMatchObject({
      code: "InvalidCredentials",
    });
    await expect(commerce.signIn({ email: "nobody@example.com", password: "secret1" })).rejects.toMatchObject(
      { code: "InvalidCredentials" },
    );
  });

  it("merges the anonymous cart into the customer's cart on sign-in", async () => {
    const { commerce } = fixtureCommerce(products);
    const { customer } = await commerce.signUp(eva);
    const own = await commerce.createCart({ ...DE_CART, customerId: customer.id });
    await commerce.updateCart(own.id, own.version, [{ action: "addLineItem", sku: "DRILL", quantity: 1 }]);
    const anonymous = await commerce.createCart({ ...DE_CART, anonymousId: "anon-1" });
    await commerce.updateCart(anonymous.id, anonymous.version, [
      { action: "addLineItem", sku: "DRILL", quantity: 2 },
      { action: "addLineItem", sku: "SMALL", quantity: 1 },
    ]);
    const { cart } = await commerce.signIn(
      { email: eva.email, password: eva.password },
      { anonymousCartId: anonymous.id },
    );
    expect(cart?.id).toBe(own.id);
    // As on commercetools: a line both carts hold takes the larger quantity, not the sum.
    expect(cart?.lineItems.map((l) => [l.variant.sku, l.quantity])).toEqual([
      ["DRILL", 2],
      ["SMALL", 1],
    ]);
    expect(cart?.totalPrice.centAmount).toBe(2 * 11900 + 1000);
    expect((await commerce.getCart(anonymous.id))?.cartState).toBe("Merged");
  });

  it("hands the anonymous cart to a customer without one", async () => {
    const { commerce } = fixtureCommerce(products);
    const anonymous = await commerce.createCart({ ...DE_CART, anonymousId: "anon-2" });
    await commerce.updateCart(anonymous.id, anonymous.version, [
      { action: "addLineItem", sku: "SMALL", quantity: 1 },
    ]);
    const { customer, cart } = await commerce.signUp(eva, { anonymousCartId: anonymous.id });
    expect(cart).toMatchObject({ id: anonymous.id, customerId: customer.id, customerEmail: eva.email });
    expect((await commerce.activeCart({ customerId: customer.id }, "store-de"))?.id).toBe(anonymous.id);
  });

  it("changes the password and resets it with an expiring single-use token", async () => {
    const { commerce } = fixtureCommerce(products);
    const { customer } = await commerce.signUp(eva);
    await expect(
      commerce.changePassword({
        id: customer.id,
        version: 1,
        currentPassword: "nope",
        newPassword: "better2",
      }),
    ).rejects.toMatchObject({
      code: "InvalidCurrentPassword",
    });
    const changed = await commerce.changePassword({
      id: customer.id,
      version: 1,
      currentPassword: "secret1",
      newPassword: "better2",
    });
    expect(changed.version).toBe(2);
    await expect(commerce.signIn({ email: eva.email, password: "secret1" })).rejects.toMatchObject({
      code: "InvalidCredentials",
    });
    expect(await commerce.createPasswordResetToken("unknown@example.com")).toBeNull();
    const token = await commerce.createPasswordResetToken(eva.email, 30);
    expect(token?.value.length).toBeGreaterThan(30);
    await commerce.resetPassword(token?.value ?? "", "fresh3");
    expect((await commerce.signIn({ email: eva.email, password: "fresh3" })).customer.id).toBe(customer.id);
    await expect(commerce.resetPassword(token?.value ?? "", "again4")).rejects.toMatchObject({
      code: "ExpiredCustomerPasswordToken",
    });
  });

  it("keeps addresses with ids, keys and defaults, and a customer group", async () => {
    const { commerce } = fixtureCommerce(products);
    const { customer } = await commerce.signUp(eva);
    let updated = await commerce.updateCustomer(customer.id, customer.version, [
      { action: "addAddress", address: address("DE", { postalCode: "10115" }) },
      { action: "setCustomerGroup", customerGroup: { typeId: "customer-group", key: "tier-2" } },
      { action: "setVatId", vatId: "DE123456789" },
    ]);
    const added = updated.addresses[0];
    expect(added?.id).toBeTruthy();
    expect(added?.key).toMatch(/^10115\d{13}$/);
    expect(updated.customerGroup?.id).toBe("group-tier-2");
    updated = await commerce.updateCustomer(customer.id, updated.version, [
      { action: "setDefaultShippingAddress", addressId: added?.id },
      { action: "setDefaultBillingAddress", addressId: added?.id },
    ]);
    expect(updated).toMatchObject({
      defaultShippingAddressId: added?.id,
      shippingAddressIds: [added?.id],
      billingAddressIds: [added?.id],
    });
    await expect(
      commerce.updateCustomer(customer.id, 1, [{ action: "setFirstName", firstName: "X" }]),
    ).rejects.toMatchObject({
      statusCode: 409,
    });
    await expect(
      commerce.updateCustomer(customer.id, updated.version, [
        { action: "changeAddress", addressId: "missing", address: address("DE") },
      ]),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe("embedded platform: reviews", () => {
  it("lets only buyers review, once per purchase, and keeps rating statistics", async () => {
    const { commerce } = fixtureCommerce(products);
    const { customer } = await commerce.signUp(eva);
    const review = {
      productId: "prod-DRILL",
      sku: "DRILL",
      customerId: customer.id,
      rating: 4,
      title: "Solid",
      text: "Works.",
    };
    await expect(commerce.createReview(review)).rejects.toMatchObject({
      message: "You haven't purchased this particular SKU",
    });

    let cart = await commerce.createCart({ ...DE_CART, customerId: customer.id });
    cart = await commerce.updateCart(cart.id, cart.version, [
      { action: "addLineItem", sku: "DRILL", quantity: 1 },
    ]);
    await commerce.createOrderFromCart({ id: cart.id, version: cart.version, idempotencyKey: "o1" });

    await commerce.createReview(review);
    await expect(commerce.createReview({ ...review, rating: 5 })).rejects.toMatchObject({
      message: "You have already submitted review for your purchase for SKU",
    });
    await expect(commerce.createReview({ ...review, rating: 6 })).rejects.toMatchObject({ statusCode: 400 });

    const other = await commerce.signUp({ ...eva, email: "jan@example.com" });
    let second = await commerce.createCart({ ...DE_CART, customerId: other.customer.id });
    second = await commerce.updateCart(second.id, second.version, [
      { action: "addLineItem", sku: "DRILL", quantity: 1 },
    ]);
    await commerce.createOrderFromCart({ id: second.id, version: second.version, idempotencyKey: "o2" });
    await commerce.createReview({ ...review, customerId: other.customer.id, rating: 2, title: "Meh" });

    const page = await commerce.reviews({ productId: "prod-DRILL", sort: "top" });
    expect(page.total).toBe(2);
    expect(page.results.map((r) => r.rating)).toEqual([4, 2]);
    const product = await commerce.queryProducts({ ids: ["prod-DRILL"] }, { country: "DE", currency: "EUR" });
    expect(product.results[0]?.reviewRatingStatistics).toMatchObject({
      averageRating: 3,
      count: 2,
      ratingsDistribution: { "2": 1, "4": 1 },
    });
  });
});
