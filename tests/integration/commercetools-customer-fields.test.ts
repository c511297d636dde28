/**
 * Decision 0073: the shop's customer fields (session version, newsletter choice, linked provider
 * sign-ins) on a commercetools customer that has no custom type yet, as one made in the Merchant
 * Center (or by the shop's own sign-up) is. commercetools answers setCustomField on such a customer
 * with 400 InvalidOperation; so does @labdigital/commercetools-mock (the CRUD emulator), which this
 * test runs the account services and the commercetools adapter against.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Customer, CustomerUpdateAction, FieldDefinition, FieldType } from "@commercetools/platform-sdk";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CUSTOMER_FIELDS } from "../../config/customer-fields";
import { createAccounts } from "../../server/account";
import { sessionVersionOf } from "../../server/account/auth";
import { CommercetoolsCommerce } from "../../server/commerce/commercetools";
import { createOutbox } from "../../server/mail";
import { linkActions, loginsOf } from "../../server/social/links";
import { requestAs, sk } from "../support/accounts";
import { commercetoolsEmulator } from "../support/commercetools-api";

const emulator = commercetoolsEmulator("proequip-fields");
/** Made after the emulator listens: the client takes the global fetch when it is made. */
let api: ReturnType<typeof emulator.api>;

/** Every customer update the adapter sent (the emulator is the platform; these are its requests). */
const sent: CustomerUpdateAction[][] = [];

beforeAll(() => {
  api = emulator.api();
  emulator.msw.events.on("request:start", async ({ request }) => {
    if (request.method === "POST" && /\/customers\/[^/]+$/.test(new URL(request.url).pathname))
      sent.push(((await request.clone().json()) as { actions: CustomerUpdateAction[] }).actions);
  });
});

beforeEach(async () => {
  await emulator.mock.clear();
  sent.length = 0;
  // The project's customer type with the shop's fields.
  const field = (name: string, type: FieldType): FieldDefinition => ({
    name,
    label: { en: name },
    required: false,
    type,
  });
  await api
    .types()
    .post({
      body: {
        key: CUSTOMER_FIELDS.typeKey,
        name: { en: "Customer fields" },
        resourceTypeIds: ["customer"],
        fieldDefinitions: [
          field(CUSTOMER_FIELDS.sessionVersion, { name: "Number" }),
          field(CUSTOMER_FIELDS.newsletter, { name: "Boolean" }),
          field(CUSTOMER_FIELDS.newsletterChangedAt, { name: "DateTime" }),
          field(CUSTOMER_FIELDS.socialLogins, { name: "Set", elementType: { name: "String" } }),
        ],
      },
    })
    .execute();
});

/** A customer as the Merchant Center makes one: no custom type, no custom fields. */
async function merchantCenterCustomer(email: string): Promise<Customer> {
  const { body } = await api
    .customers()
    .post({ body: { email, password: "secret123", firstName: "Eva" } })
    .execute();
  expect(body.customer.custom).toBeUndefined();
  return body.customer;
}

const commerce = () => new CommercetoolsCommerce(api);
const stored = async (id: string) => (await api.customers().withId({ ID: id }).get().execute()).body;
const typeKeyOf = async (customer: Customer) =>
  (
    await api
      .types()
      .withId({ ID: customer.custom?.type.id ?? "" })
      .get()
      .execute()
  ).body.key;

describe("customer fields on a commercetools customer without a custom type (decision 0073)", () => {
  it("the emulator refuses a bare setCustomField there, as commercetools does", async () => {
    const customer = await merchantCenterCustomer("bare@example.com");
    await expect(
      commerce().updateCustomer(customer.id, customer.version, [
        { action: "setCustomField", name: CUSTOMER_FIELDS.newsletter, value: true },
      ]),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it("saves the newsletter choice: the customer type with both fields, then a plain field change", async () => {
    const accounts = createAccounts(commerce(), createOutbox(mkdtempSync(path.join(tmpdir(), "outbox-"))));
    const customer = await merchantCenterCustomer("news@example.com");
    const outcome = await accounts.setNewsletter(customer, true);
    expect(outcome.ok).toBe(true);
    const typed = await stored(customer.id);
    expect(typed.custom?.fields[CUSTOMER_FIELDS.newsletter]).toBe(true);
    expect(typed.custom?.fields[CUSTOMER_FIELDS.newsletterChangedAt]).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await typeKeyOf(typed)).toBe(CUSTOMER_FIELDS.typeKey);
    expect(sent[0]).toEqual([
      {
        action: "setCustomType",
        type: { typeId: "type", key: CUSTOMER_FIELDS.typeKey },
        fields: { newsletter: true, newsletterChangedAt: expect.any(String) },
      },
    ]);

    // Now typed: the next choice is a field change, and the type's other fields stay.
    expect((await accounts.setNewsletter(typed, false)).ok).toBe(true);
    expect(sent[1]?.map((a) => a.action)).toEqual(["setCustomField", "setCustomField"]);
    expect((await stored(customer.id)).custom?.fields[CUSTOMER_FIELDS.newsletter]).toBe(false);
  });

  it("log-out raises the session version of a customer without a type, and again once typed", async () => {
    const accounts = createAccounts(commerce(), createOutbox(mkdtempSync(path.join(tmpdir(), "outbox-"))));
    const customer = await merchantCenterCustomer("out@example.com");
    expect(sessionVersionOf(customer)).toBe(0);
    await accounts.signOut(await requestAs(customer), { market: sk });
    const once = await stored(customer.id);
    expect(sessionVersionOf(once)).toBe(1);
    expect(sent[0]?.[0]).toMatchObject({ action: "setCustomType", fields: { sessionVersion: 1 } });
    await accounts.signOut(await requestAs(once), { market: sk });
    expect(sessionVersionOf(await stored(customer.id))).toBe(2);
    expect(sent[1]).toEqual([{ action: "setCustomField", name: "sessionVersion", value: 2 }]);
  });

  it("links a provider sign-in to a customer without a type, and keeps its other fields when adding one", async () => {
    const customer = await merchantCenterCustomer("link@example.com");
    const linked = await commerce().updateCustomer(
      customer.id,
      customer.version,
      linkActions(customer, "google:1"),
    );
    expect(loginsOf(linked)).toEqual(["google:1"]);
    const accounts = createAccounts(commerce(), createOutbox(mkdtempSync(path.join(tmpdir(), "outbox-"))));
    expect((await accounts.setNewsletter(linked, true)).ok).toBe(true);
    const both = await stored(customer.id);
    expect(loginsOf(both)).toEqual(["google:1"]);
    expect(both.custom?.fields[CUSTOMER_FIELDS.newsletter]).toBe(true);
  });
});
