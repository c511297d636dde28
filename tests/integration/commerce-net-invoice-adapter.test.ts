/**
 * The commercetools adapter sends the NET invoice's actions as they are planned (decision 0029):
 * changeTaxMode and the 0 % reverse-charge rates in one cart update, and changeTaxMode Platform to go
 * gross. Request shapes only (the emulator computes no taxes); the embedded engine's semantics have
 * their own tests.
 */
import type { Cart } from "@commercetools/platform-sdk";
import { CommercetoolsMock } from "@labdigital/commercetools-mock";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, expect, it } from "vitest";
import { netInvoiceActions } from "../../server/checkout/net-invoice";
import { CommercetoolsCommerce } from "../../server/commerce/commercetools";
import { createApiRoot } from "../../server/commerce/commercetools/client";

const CTP = {
  CTP_PROJECT_KEY: "proequip-net",
  CTP_CLIENT_ID: "client",
  CTP_CLIENT_SECRET: "secret",
  CTP_AUTH_URL: "https://auth.ctp.test",
  CTP_API_URL: "https://api.ctp.test",
};
const mock = new CommercetoolsMock({
  apiHost: CTP.CTP_API_URL,
  authHost: CTP.CTP_AUTH_URL,
  defaultProjectKey: CTP.CTP_PROJECT_KEY,
  enableAuthentication: false,
  validateCredentials: false,
  silent: true,
});
const msw = setupServer();
beforeAll(() => {
  msw.listen({ onUnhandledRequest: "error" });
  mock.registerHandlers(msw);
});
afterAll(() => msw.close());

const cart = {
  id: "cart-7",
  version: 5,
  country: "DE",
  taxMode: "Platform",
  lineItems: [{ id: "line-1" }],
  customLineItems: [{ id: "fee-1" }],
  shippingInfo: { shippingMethodName: "parcel" },
} as unknown as Cart;

it("sends changeTaxMode and every 0 % reverse-charge rate in one update, and Platform to go gross", async () => {
  const bodies: unknown[] = [];
  msw.use(
    http.post(`${CTP.CTP_API_URL}/${CTP.CTP_PROJECT_KEY}/carts/cart-7`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ ...cart, version: 6 });
    }),
  );
  const commerce = new CommercetoolsCommerce(createApiRoot(CTP));
  await commerce.updateCart(cart.id, cart.version, netInvoiceActions(cart, true));
  await commerce.updateCart(cart.id, 6, netInvoiceActions({ ...cart, taxMode: "External" }, false));
  const externalTaxRate = { name: "reverse-charge", amount: 0, includedInPrice: true, country: "DE" };
  expect(bodies).toEqual([
    {
      version: 5,
      actions: [
        { action: "changeTaxMode", taxMode: "External" },
        { action: "setLineItemTaxRate", lineItemId: "line-1", externalTaxRate },
        { action: "setCustomLineItemTaxRate", customLineItemId: "fee-1", externalTaxRate },
        { action: "setShippingMethodTaxRate", externalTaxRate },
      ],
    },
    { version: 6, actions: [{ action: "changeTaxMode", taxMode: "Platform" }] },
  ]);
});
