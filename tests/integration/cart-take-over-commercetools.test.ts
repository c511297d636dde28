/**
 * The social sign-in's cart take-over through the commercetools adapter against
 * @labdigital/commercetools-mock (decision 0065): the merged lines name their custom type by id, as a
 * line's TypeReference does (a key with the id's value names no type and commercetools refuses it),
 * and the customer's price group is asked for by id. Request shapes and CRUD results only.
 */
import type { Cart, Customer } from "@commercetools/platform-sdk";
import { expect, it } from "vitest";
import { CommercetoolsCommerce } from "../../server/commerce/commercetools";
import { cartGroupActions } from "../../server/commerce/price-group";
import { mergeActions } from "../../server/social/cart";
import { commercetoolsEmulator } from "../support/commercetools-api";

const emulator = commercetoolsEmulator("proequip-take-over");

/** The emulator's project (its client made after msw listens, so its fetch is intercepted). */
async function project() {
  const api = emulator.api();
  const productType = await api
    .productTypes()
    .post({ body: { key: "equipment", name: "Equipment", description: "Equipment" } })
    .execute();
  for (const sku of ["DRILL", "GUARANTEE-2Y"])
    await api
      .products()
      .post({
        body: {
          key: sku.toLowerCase(),
          productType: { typeId: "product-type", id: productType.body.id },
          name: { en: sku },
          slug: { en: sku.toLowerCase() },
          publish: true,
          masterVariant: {
            sku,
            prices: [{ value: { currencyCode: "EUR", centAmount: 11900 }, country: "DE" }],
          },
        },
      })
      .execute();
  const type = await api
    .types()
    .post({
      body: {
        key: "line-guarantee",
        name: { en: "Extra guarantee" },
        resourceTypeIds: ["line-item"],
        fieldDefinitions: [
          { name: "parentSku", label: { en: "Parent" }, required: false, type: { name: "String" } },
        ],
      },
    })
    .execute();
  const group = await api
    .customerGroups()
    .post({ body: { key: "tier-1", groupName: "tier-1" } })
    .execute();
  const signedUp = await api
    .customers()
    .post({ body: { email: "tier@example.com", password: "secret123" } })
    .execute();
  return { api, typeId: type.body.id, groupId: group.body.id, customerId: signedUp.body.customer.id };
}

const draft = { currency: "EUR", country: "DE", inventoryMode: "None" as const };

it("merges a typed line by its type's id, and names the customer's group for the cart", async () => {
  const { api, typeId, groupId, customerId } = await project();
  const commerce = new CommercetoolsCommerce(api);
  const customer = {
    id: customerId,
    email: "tier@example.com",
    customerGroupAssignments: [
      { customerGroup: { typeId: "customer-group", id: groupId, obj: { key: "tier-1" } } },
    ],
  } as unknown as Customer;
  const anonymousDraft = await commerce.createCart({ ...draft, anonymousId: "visitor-1" });
  const anonymous: Cart = await commerce.updateCart(anonymousDraft.id, anonymousDraft.version, [
    {
      action: "addLineItem",
      sku: "GUARANTEE-2Y",
      quantity: 2,
      custom: { type: { typeId: "type", key: "line-guarantee" }, fields: { parentSku: "DRILL" } },
    },
  ]);
  expect(anonymous.lineItems[0]?.custom?.type.id).toBe(typeId);
  const ownDraft = await commerce.createCart({ ...draft, customerId: customer.id });
  const own = await commerce.updateCart(ownDraft.id, ownDraft.version, [
    { action: "addLineItem", sku: "DRILL", quantity: 1 },
  ]);

  const merged = await commerce.updateCart(own.id, own.version, mergeActions(own, anonymous));
  const copied = merged.lineItems.find((l) => l.variant.sku === "GUARANTEE-2Y");
  expect(copied?.quantity).toBe(2);
  expect(copied?.custom).toEqual({ type: { typeId: "type", id: typeId }, fields: { parentSku: "DRILL" } });
  // The emulator has no setCustomerGroup on carts: the group action is asserted as a request shape.
  expect(cartGroupActions(merged, customer)).toEqual([
    { action: "setCustomerGroup", customerGroup: { typeId: "customer-group", id: groupId } },
  ]);
});
