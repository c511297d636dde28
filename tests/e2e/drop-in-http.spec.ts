import { expect, test } from "@playwright/test";
import { postAddresses } from "../support/buyers";
import { HttpShopper } from "../support/shopper";

// The payment step's Drop-in ask and return over raw HTTP, with the e2e server's local provider,
// which has no Drop-in (decision 0032): hostile posts never make a payment page or a 500.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP checks run once");

const SMALL = "EX10000828"; // 30,09 € in the deterministic demo catalog

async function atPayment() {
  const shopper = new HttpShopper("de");
  expect((await shopper.post("/checkout/cart", { intent: "add", sku: SMALL, quantity: "1" })).status).toBe(
    303,
  );
  await postAddresses(shopper, `dropin-${Date.now()}@example.com`);
  return shopper;
}

test("the Drop-in's ask: no session for another kind, the hosted page with the local provider, garbage refused", async () => {
  const shopper = await atPayment();
  const page = await shopper.get("/checkout/payment");
  expect(page.body).toContain('"dropIn":null');
  for (const fields of [
    { payment: "cod", intent: "dropin" },
    { payment: "card", intent: "dropin&x" },
    { payment: "card".repeat(3000), intent: "dropin" },
  ])
    expect((await shopper.post("/checkout/payment", fields)).status).toBe(422);
  // Without a Drop-in the ask is the hosted page's placing: 303 to the provider's page.
  const hosted = await shopper.post("/checkout/payment", { payment: "card", intent: "dropin" });
  expect([hosted.status, String(hosted.headers.location)]).toEqual([
    303,
    expect.stringMatching(/\/__pay\/local\//),
  ]);
});

test("a forged Drop-in redirect result leads to the payment error page, nothing ordered", async () => {
  const shopper = await atPayment();
  const back = await shopper.get(`/checkout/payment?sessionId=CS1&redirectResult=${"A".repeat(5000)}`);
  expect([back.status, back.headers.location]).toEqual([303, "/adyen-payment-error/?code=payment-error"]);
  expect((await shopper.get("/checkout/payment")).status).toBe(200);
});
