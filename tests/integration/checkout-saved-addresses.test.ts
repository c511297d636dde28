/**
 * Issue 19 items 6 and 7 against the embedded defaults: a customer's saved addresses at the addresses
 * step (only their own, by id: decision 0033), the shipping address type cookie, and the address
 * check before the cart is updated, once per address (decision 0034).
 */

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Customer } from "@commercetools/platform-sdk";
import { parseWithZod } from "@conform-to/zod/v4";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { withSavedAddresses } from "../../config/address-choices-form";
import { checkoutAddressForm } from "../../config/forms";
import { createAccounts } from "../../server/account";
import { createValidationPort, Gazetteer, localValidationAnswer } from "../../server/address-validation";
import { createAddressChecks } from "../../server/checkout/address-check";
import { savedAddresses } from "../../server/checkout/address-choices";
import { createOutbox } from "../../server/mail";
import { add, createTestShop, marketOf, productsOf, type TestShop } from "../support/shop";

const de = marketOf("de");
const at = marketOf("at");
let shop: TestShop;
let accounts: ReturnType<typeof createAccounts>;
beforeAll(async () => {
  shop = await createTestShop();
  accounts = createAccounts(shop.engine, createOutbox(mkdtempSync(path.join(tmpdir(), "outbox-"))));
});

const home = {
  firstName: "Eva",
  lastName: "Novak",
  streetName: "Unter den Linden",
  streetNumber: "5",
  postalCode: "10117",
  city: "Berlin",
};
// Another postal code: an address's key is its postal code plus the time (SPEC §3), and two saved in
// the same millisecond with one postal code would share it.
const office = {
  ...home,
  company: "Novak Werkzeuge GmbH",
  streetName: "Friedrichstraße",
  streetNumber: "20",
  postalCode: "10115",
};

async function customerWith(email: string, ...addresses: (typeof home)[]): Promise<Customer> {
  const up = await accounts.signUp(
    { email, password: "geheim123", firstName: "Eva", lastName: "Novak" },
    { market: de },
  );
  if (!up.ok) throw new Error("sign-up failed");
  let customer = up.customer;
  for (const address of addresses) {
    const saved = await accounts.saveAddress(customer, "billing", de, address);
    if (!saved.ok) throw new Error("save failed");
    customer = saved.customer;
  }
  return customer;
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const typedBilling = {
  clientType: "private",
  "billing.firstName": "Typed",
  "billing.lastName": "Buyer",
  "billing.streetName": "Typedstraße",
  "billing.streetNumber": "1",
  "billing.postalCode": "10115",
  "billing.city": "Berlin",
};
const parse = (customer: Customer | null, fields: Record<string, string>) =>
  parseWithZod(form(fields), {
    schema: withSavedAddresses(
      checkoutAddressForm("de", { guest: false }),
      savedAddresses.options(customer, "billing"),
    ),
  });

describe("saved addresses at the addresses step (SPEC §4 Addresses)", () => {
  it("takes a chosen address from the customer's own books, and an address with a company makes a company buyer", async () => {
    const eva = await customerWith(`eva-${Date.now()}@example.com`, home, office);
    const [first, second] = savedAddresses.options(eva, "billing");
    expect(first?.fields).toMatchObject({ streetName: "Unter den Linden" });
    // Each country's shop ships within it: the German addresses are no choice in Austria.
    expect(savedAddresses.options(eva, "billing", "DE")).toHaveLength(2);
    expect(savedAddresses.options(eva, "billing", "AT")).toEqual([]);
    const submission = parse(eva, {
      ...typedBilling,
      billingAddressId: second?.id ?? "",
      shippingType: "saved",
      shippingAddressId: first?.id ?? "",
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.clientType).toBe("company");
    expect(submission.value.billing).toMatchObject({
      company: "Novak Werkzeuge GmbH",
      streetName: "Friedrichstraße",
      firstName: "Eva",
    });
    expect(submission.value.shipping).toMatchObject({ streetName: "Unter den Linden", streetNumber: "5" });
    // "new" uses what was typed.
    const typed = parse(eva, { ...typedBilling, billingAddressId: "new", shippingType: "same" });
    expect(typed.status === "success" && typed.value.billing.streetName).toBe("Typedstraße");
  });

  it("refuses another customer's address id, a forged one and a guest's, naming the field and never their content", async () => {
    const victim = await customerWith(`victim-${Date.now()}@example.com`, office);
    const attacker = await customerWith(`attacker-${Date.now()}@example.com`, home);
    const victimId = savedAddresses.options(victim, "billing")[0]?.id ?? "";
    for (const [customer, fields] of [
      [attacker, { ...typedBilling, billingAddressId: victimId, shippingType: "same" }],
      [attacker, { ...typedBilling, shippingType: "saved", shippingAddressId: victimId }],
      [attacker, { ...typedBilling, shippingType: "saved" }],
      [attacker, { ...typedBilling, billingAddressId: "x".repeat(65) }],
      [null, { ...typedBilling, billingAddressId: victimId }],
    ] as const) {
      const submission = parse(customer, fields);
      if (submission.status === "success")
        throw new Error(`accepted: ${JSON.stringify(fields).slice(0, 80)}`);
      const errors = Object.keys(submission.error ?? {});
      expect(errors.some((e) => e === "billingAddressId" || e === "shippingAddressId")).toBe(true);
      expect(JSON.stringify(submission.reply())).not.toContain("Friedrichstraße");
    }
  });

  it("puts the chosen address's id on the cart (saved billing); same-as-billing shipping drops it", async () => {
    const eva = await customerWith(`cart-${Date.now()}@example.com`, home);
    const [option] = savedAddresses.options(eva, "billing");
    const cart = await add(shop, de, (await productsOf(shop, de))[0] ?? "");
    const submission = parse(eva, {
      ...typedBilling,
      billingAddressId: option?.id ?? "",
      shippingType: "same",
    });
    if (submission.status !== "success") throw new Error("not parsed");
    const saved = await shop.checkout.saveAddresses(de, cart, {
      value: submission.value,
      email: eva.email,
      shipping: null,
      vat: null,
      billingId: option?.id,
    });
    expect(saved.billingAddress?.id).toBe(option?.id);
    expect(saved.shippingAddress?.id).not.toBe(option?.id);
    expect(saved.shippingAddress?.streetName).toBe("Unter den Linden");
    const options = savedAddresses.options(eva, "billing");
    expect(
      savedAddresses.preselection(saved, options, savedAddresses.options(eva, "shipping"), "SAME_AS_BILLING"),
    ).toEqual({
      billingAddressId: option?.id,
      shippingType: "same",
      shippingAddressId: option?.id,
    });
  });

  it("after submit, a ticked saved address is updated and made the default, a new one added (SPEC §4)", async () => {
    const eva = await customerWith(`books-${Date.now()}@example.com`, home, office);
    const officeOption = savedAddresses.options(eva, "billing")[1];
    const submission = parse(eva, {
      ...typedBilling,
      billingAddressId: officeOption?.id ?? "",
      saveBilling: "on",
      shippingType: "different",
      "shipping.firstName": "Eva",
      "shipping.lastName": "Novak",
      "shipping.streetName": "Alexanderplatz",
      "shipping.streetNumber": "1",
      "shipping.postalCode": "10178",
      "shipping.city": "Berlin",
      saveShipping: "on",
    });
    if (submission.status !== "success") throw new Error("not parsed");
    const ids = savedAddresses.chosenIds(submission.value, {});
    expect(ids).toEqual({ billingId: officeOption?.id });
    const shipping = { ...home, streetName: "Alexanderplatz", streetNumber: "1", postalCode: "10178" };
    await savedAddresses.saveToBooks(accounts, eva, de, { value: submission.value, shipping, ...ids });
    const after = await shop.engine.customer(eva.id);
    if (!after) throw new Error("no customer");
    expect(accounts.addressBook(after, "billing").map((e) => [e.address.streetName, e.isDefault])).toEqual([
      ["Friedrichstraße", true],
      ["Unter den Linden", false],
    ]);
    expect(accounts.addressBook(after, "shipping").map((e) => [e.address.streetName, e.isDefault])).toEqual([
      ["Alexanderplatz", true],
    ]);
    // A taken suggestion drops the saved id: the cart's address is no longer the saved one.
    expect(savedAddresses.chosenIds(submission.value, { billing: {} })).toEqual({});
  });

  it("keeps the shipping address type in a signed cookie under SPEC's names; a forged one reads as the default", async () => {
    const request = new Request("https://de.localhost/checkout/addresses");
    const header = await savedAddresses.shippingTypeCookie(request, "saved");
    expect(header).toMatch(/^shipping_address_type=/);
    const back = new Request(request.url, { headers: { Cookie: header.split(";")[0] ?? "" } });
    expect(await savedAddresses.storedShippingType(back)).toBe("SAVED_ADDRESS");
    const forged = new Request(request.url, { headers: { Cookie: "shipping_address_type=SAVED_ADDRESS" } });
    expect(await savedAddresses.storedShippingType(forged)).toBe("SAME_AS_BILLING");
    // A new cart of a returning customer: the stored type with the book's first address.
    const eva = await customerWith(`return-${Date.now()}@example.com`, home);
    const cart = await add(shop, de, (await productsOf(shop, de))[0] ?? "");
    const options = savedAddresses.options(eva, "shipping");
    expect(
      savedAddresses.preselection(cart, savedAddresses.options(eva, "billing"), options, "SAVED_ADDRESS"),
    ).toMatchObject({
      shippingType: "saved",
      shippingAddressId: options[0]?.id,
    });
  });
});

describe("address validation before the cart is updated (SPEC §4, §5)", () => {
  const gazetteer = new Gazetteer(":memory:");
  const calls = vi.fn();
  const port = createValidationPort(async (request) => {
    calls(request);
    return { status: 200, body: localValidationAnswer(gazetteer, request) };
  });
  const checks = createAddressChecks({ port, countries: ["at"] });
  const doubtful = {
    firstName: "Eva",
    lastName: "Novak",
    streetName: "hauptstr.",
    streetNumber: "1",
    postalCode: "1010",
    city: "wien",
  };
  const request = (cookie = "") =>
    new Request("https://at.localhost/checkout/addresses", { headers: { Cookie: cookie } });

  it("offers the suggestion, takes it when asked for that address, and does not ask again", async () => {
    const first = await checks.check(request(), at, [{ role: "billing", address: doubtful }]);
    expect(first.doubts).toMatchObject([
      {
        role: "billing",
        differs: true,
        issues: ["corrected"],
        suggestion: { streetName: "Hauptstraße", city: "Wien" },
      },
    ]);
    const print = first.doubts[0]?.fingerprint ?? "";
    const taken = await checks.check(request(), at, [{ role: "billing", address: doubtful }], {
      billing: `take:${print}`,
    });
    expect(taken.doubts).toEqual([]);
    expect(taken.taken.billing).toEqual({
      streetName: "Hauptstraße",
      streetNumber: "1",
      postalCode: "1010",
      city: "Wien",
    });
    const memo = taken.memoCookie?.split(";")[0] ?? "";
    expect(memo).toMatch(/^address_checks=/);
    calls.mockClear();
    // Both the typed address and the suggestion are remembered: neither is sent again.
    const again = await checks.check(request(memo), at, [
      { role: "billing", address: doubtful },
      { role: "shipping", address: { ...doubtful, streetName: "Hauptstraße", city: "Wien" } },
    ]);
    expect(again).toEqual({ doubts: [], taken: {}, memoCookie: null });
    expect(calls).not.toHaveBeenCalled();
  });

  it("keeps the own address only when the decision names it, and checks nothing where it is off", async () => {
    const other = { ...doubtful, streetName: "ringstr.", streetNumber: "3" };
    const forged = await checks.check(request(), at, [{ role: "billing", address: other }], {
      billing: "keep:0123456789abcdef",
    });
    expect(forged.doubts).toHaveLength(1);
    const kept = await checks.check(request(), at, [{ role: "billing", address: other }], {
      billing: `keep:${forged.doubts[0]?.fingerprint}`,
    });
    expect(kept.doubts).toEqual([]);
    expect(kept.taken).toEqual({});
    expect(kept.memoCookie).toMatch(/^address_checks=/);
    calls.mockClear();
    expect(await checks.check(request(), de, [{ role: "billing", address: other }])).toEqual({
      doubts: [],
      taken: {},
      memoCookie: null,
    });
    expect(calls).not.toHaveBeenCalled();
  });

  it("goes on when the service cannot answer (SPEC §8)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const down = createAddressChecks({
      port: createValidationPort(async () => ({ status: 503, body: null })),
      countries: ["at"],
    });
    expect(await down.check(request(), at, [{ role: "billing", address: doubtful }])).toEqual({
      doubts: [],
      taken: {},
      memoCookie: null,
    });
    warn.mockRestore();
  });
});
