import { expect, test } from "@playwright/test";
import { LOCAL_MERCHANT_ACCOUNT } from "../../../server/payments/local/webhook";
import { signNotificationItem } from "../../../server/payments/notifications";
import { postAddresses, uniqueEmail } from "../../support/buyers";
import { PUMP } from "../../support/cart";
import { joinRoom, platform, postToWorker, servicesKeys, servicesUrl } from "../../support/edge-services";
import { fill, uiText } from "../../support/markets";
import { HttpShopper } from "../../support/shopper";

// What the local services host sends the worker, proven end to end on the edge (issue 18 items 4
// and 5): a payment notification marks the order paid (and a forged or wrong one does not), a stock
// change reaches the rooms of the carts holding the SKU (and only those). Raw HTTP and sockets, once.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "raw HTTP: runs once");

/** server/http/webhook.ts PAYMENT_WEBHOOK_PATH, server/edge/rooms/protocol.ts STOCK_WEBHOOK_PATH */
const PAYMENT_WEBHOOK = "/api/webhooks/payments";
const STOCK_WEBHOOK = "/rooms/stock-changes";
/** tests/e2e/multibanco.spec.ts's product, sold in Portugal (and BUYABLE.de of tests/support/buyers.ts). */
const SPRAYER_SKU = "EX10000828";

test("a Multibanco voucher paid at the provider's ATM: its notification marks the order paid on the edge; a forged or wrong-amount one marks nothing (pt)", async () => {
  const commerce = platform();
  const shopper = new HttpShopper("pt");
  expect(
    (await shopper.post("/checkout/cart", { intent: "add", sku: SPRAYER_SKU, quantity: "1" })).status,
  ).toBe(303);
  await postAddresses(shopper, uniqueEmail("edge-multibanco"), {
    "billing.streetName": "Rua Augusta",
    "billing.streetNumber": "10",
    "billing.postalCode": "1100-048",
    "billing.city": "Lisboa",
  });
  const placed = await shopper.post("/checkout/payment", { payment: "multibanco" });
  expect(placed.status, placed.body.slice(0, 300)).toBe(303);
  const thankYou = String(placed.headers.location);
  const orderId = new URL(thankYou, servicesUrl).searchParams.get("order") ?? "";
  const order = await commerce.order({ id: orderId });
  expect(order?.paymentState).toBe("Pending");
  const total = order?.totalPrice ?? { centAmount: 0, currencyCode: "" };
  expect(total.currencyCode).toBe("EUR");
  expect(total.centAmount).toBeGreaterThan(0);
  const payment = await commerce.payment(order?.paymentInfo?.payments.at(-1)?.id ?? "");
  const voucher = JSON.parse(String(payment?.custom?.fields.rawPaymentAction)) as {
    entity: string;
    reference: string;
  };

  // An AUTHORISATION for the order's payment and total, as the provider would send it.
  const item = {
    pspReference: `FORGED${Date.now()}`,
    merchantAccountCode: LOCAL_MERCHANT_ACCOUNT,
    merchantReference: payment?.id ?? "",
    amount: { currency: total.currencyCode, value: total.centAmount },
    eventCode: "AUTHORISATION",
    success: "true" as const,
    paymentMethod: "multibanco",
  };
  const notify = async (signed: typeof item) => {
    const answer = await postToWorker(PAYMENT_WEBHOOK, {
      live: "false",
      notificationItems: [{ NotificationRequestItem: signed }],
    });
    expect(answer).toEqual({ status: 200, body: "[accepted]" });
    // The webhook answers once the notification is handled: the order is as it leaves it.
    return (await commerce.order({ id: orderId }))?.paymentState;
  };
  const otherKey = "00".repeat(32);
  expect(await notify(await signNotificationItem(item, otherKey))).toBe("Pending");
  const { adyenHmac } = servicesKeys();
  const short = { ...item, amount: { ...item.amount, value: total.centAmount - 1 } };
  expect(await notify(await signNotificationItem(short, adyenHmac))).toBe("Pending");
  const pounds = { ...item, amount: { ...item.amount, currency: "GBP" } };
  expect(await notify(await signNotificationItem(pounds, adyenHmac))).toBe("Pending");

  // The shopper pays at the host's test ATM; the provider posts its own notification to the worker.
  const atm = await fetch(`${servicesUrl}/adyen/__pay/local-atm`, {
    method: "POST",
    body: new URLSearchParams({ entity: voucher.entity, reference: voucher.reference }),
    signal: AbortSignal.timeout(10_000),
  });
  expect(atm.status).toBe(200);
  await expect
    .poll(async () => (await commerce.order({ id: orderId }))?.paymentState, { timeout: 20_000 })
    .toBe("Paid");
  const euro = new Intl.NumberFormat("pt-PT", { style: "currency", currency: "EUR" }).format(
    total.centAmount / 100,
  );
  const page = await shopper.get(thankYou);
  expect(page.body).toContain(fill(uiText("pt", "thankYou.paid", "checkout"), { amount: euro }));
});

/** Another shopper orders one of the SKU by bank transfer on the edge (the order takes the stock). */
async function orderByBankTransfer(sku: string) {
  const buyer = new HttpShopper("de");
  expect((await buyer.post("/checkout/cart", { intent: "add", sku, quantity: "1" })).status).toBe(303);
  await postAddresses(buyer, uniqueEmail("edge-stock"));
  expect((await buyer.post("/checkout/payment", { payment: "bank" })).status).toBe(303);
}

test("a stock change in the engine reaches the room of a cart holding the SKU through the worker, no other room, and a wrong secret reaches none (de)", async () => {
  const commerce = platform();
  const holder = new HttpShopper("de");
  expect(
    (await holder.post("/checkout/cart", { intent: "add", sku: SPRAYER_SKU, quantity: "1" })).status,
  ).toBe(303);
  const pumpSku = /name="sku" value="([^"]+)"/.exec((await holder.get(PUMP)).body)?.[1] ?? "";
  expect(pumpSku).toMatch(/^EX\d+$/);
  const bystander = new HttpShopper("de");
  expect(
    (await bystander.post("/checkout/cart", { intent: "add", sku: pumpSku, quantity: "1" })).status,
  ).toBe(303);
  const holding = await joinRoom((await holder.get("/checkout/cart")).body);
  const other = await joinRoom((await bystander.get("/checkout/cart")).body);
  const stock = (room: typeof holding) =>
    room.events
      .filter((e) => e.event === "updated-stock")
      .map((e) => e.data as { sku: string; availableQuantity: number });
  try {
    // A post with a wrong secret is refused and reaches no room.
    const forged = { changes: [{ sku: SPRAYER_SKU, availableQuantity: 999 }] };
    expect((await postToWorker(STOCK_WEBHOOK, forged, { authorization: "Bearer wrong-secret" })).status).toBe(
      401,
    );
    expect((await postToWorker(STOCK_WEBHOOK, forged)).status).toBe(401);

    // Another shopper buys the sprayer on the edge: the engine's stock change goes host → worker → room.
    const [before] = await commerce.inventory([SPRAYER_SKU]);
    expect(before?.availableQuantity).toBeGreaterThan(0);
    await orderByBankTransfer(SPRAYER_SKU);
    const [left] = await commerce.inventory([SPRAYER_SKU]);
    expect(left?.availableQuantity).toBe((before?.availableQuantity ?? 0) - 1);
    await expect
      .poll(
        () =>
          stock(holding).some(
            (c) => c.sku === SPRAYER_SKU && c.availableQuantity === left?.availableQuantity,
          ),
        {
          timeout: 20_000,
        },
      )
      .toBe(true);

    // The pump's room heard nothing of it: the first stock event it gets is its own SKU's, after a pump sale.
    await orderByBankTransfer(pumpSku);
    await expect.poll(() => stock(other).length, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(stock(other).every((c) => c.sku === pumpSku)).toBe(true);
    expect(stock(holding).some((c) => c.availableQuantity === 999)).toBe(false);
    expect(stock(holding).every((c) => c.sku === SPRAYER_SKU)).toBe(true);
    // The listeners' events are the rooms' events: the acknowledgement of the join is not one.
    expect([...holding.events, ...other.events].map((e) => e.event)).not.toContain("room-joined");
  } finally {
    holding.close();
    other.close();
  }
});
