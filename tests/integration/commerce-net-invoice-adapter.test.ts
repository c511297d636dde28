/**
 * The commercetools adapter sends the NET invoice's actions as they are planned (decision 0029):
 * changeTaxMode, the net prices (setLineItemPrice, changeCustomLineItemMoney, setCustomShippingMethod)
 * and the 0 % reverse-charge rates in one cart update, and the Platform mode and gross amounts back. Request shapes only (the emulator computes no taxes); the embedded engine's semantics have
 * their own tests.
 */
import type { Cart } from "@commercetools/platform-sdk";
import { HttpResponse, http } from "msw";
import { expect, it } from "vitest";
import { netInvoiceActions } from "../../server/checkout/net-invoice";
import { CommercetoolsCommerce } from "../../server/commerce/commercetools";
import { commercetoolsEmulator } from "../support/commercetools-api";

const emulator = commercetoolsEmulator("proequip-net");

const eur = (centAmount: number) => ({ currencyCode: "EUR", centAmount });
const cart = {
  id: "cart-7",
  version: 5,
  country: "DE",
  taxMode: "Platform",
  totalPrice: eur(0),
  lineItems: [{ id: "line-1", priceMode: "Platform", price: { value: eur(11900) } }],
  customLineItems: [{ id: "fee-1", key: "cod-fee", money: eur(200) }],
  custom: { type: { typeId: "type", id: "cart-fields" }, fields: { calculatedCodFee: eur(200) } },
  shippingInfo: {
    shippingMethodName: "parcel",
    shippingMethod: { typeId: "shipping-method", id: "parcel-id" },
    shippingRate: { price: eur(195), freeAbove: eur(5900) },
  },
} as unknown as Cart;
const netCart = {
  ...cart,
  version: 6,
  taxMode: "External",
  lineItems: [{ id: "line-1", priceMode: "ExternalPrice", price: { value: eur(10000) } }],
  customLineItems: [{ id: "fee-1", key: "cod-fee", money: eur(168) }],
  shippingInfo: { shippingMethodName: "parcel", shippingRate: { price: eur(164) } },
} as unknown as Cart;
const facts = { vatRate: 0.19, platformShipping: { typeId: "shipping-method" as const, id: "parcel-id" } };

it("sends the net amounts and every 0 % reverse-charge rate in one update, and the gross ones back", async () => {
  const bodies: unknown[] = [];
  emulator.msw.use(
    http.post(
      `${emulator.env.CTP_API_URL}/${emulator.env.CTP_PROJECT_KEY}/carts/cart-7`,
      async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...cart, version: 6 });
      },
    ),
  );
  const commerce = new CommercetoolsCommerce(emulator.api());
  await commerce.updateCart(cart.id, cart.version, netInvoiceActions(cart, true, facts));
  await commerce.updateCart(cart.id, 6, netInvoiceActions(netCart, false, facts));
  const externalTaxRate = { name: "reverse-charge", amount: 0, includedInPrice: true, country: "DE" };
  const codField = (centAmount: number) => ({
    action: "setCustomField",
    name: "calculatedCodFee",
    value: { type: "centPrecision", currencyCode: "EUR", centAmount, fractionDigits: 2 },
  });
  expect(bodies).toEqual([
    {
      version: 5,
      actions: [
        { action: "changeTaxMode", taxMode: "External" },
        { action: "setLineItemPrice", lineItemId: "line-1", externalPrice: eur(10000) },
        { action: "setLineItemTaxRate", lineItemId: "line-1", externalTaxRate },
        { action: "changeCustomLineItemMoney", customLineItemId: "fee-1", money: eur(168) },
        codField(168),
        { action: "setCustomLineItemTaxRate", customLineItemId: "fee-1", externalTaxRate },
        {
          action: "setCustomShippingMethod",
          shippingMethodName: "parcel",
          shippingRate: { price: eur(164), freeAbove: eur(4958) },
          externalTaxRate,
        },
      ],
    },
    {
      version: 6,
      actions: [
        { action: "changeTaxMode", taxMode: "Platform" },
        { action: "setLineItemPrice", lineItemId: "line-1" },
        { action: "changeCustomLineItemMoney", customLineItemId: "fee-1", money: eur(200) },
        codField(200),
        { action: "setShippingMethod", shippingMethod: { typeId: "shipping-method", id: "parcel-id" } },
      ],
    },
  ]);
});
