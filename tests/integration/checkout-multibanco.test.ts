/**
 * A Multibanco order through the checkout over the embedded defaults (SPEC §1, §3, §4): the voucher
 * kept raw on the payment, the order "in progress" until the AUTHORISATION notification of its own
 * amount, paid at the local provider's test ATM; offered in Portugal only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { add, createTestShop, marketOf, productsOf, type TestShop, withAddresses } from "../support/shop";

const pt = marketOf("pt");
const returnUrl = "http://pt.localhost:3100/checkout/payment";
let shop: TestShop;
let sku: string;

beforeAll(async () => {
  shop = await createTestShop();
  [sku = ""] = await productsOf(shop, pt, { stock: 20 });
});
afterAll(() => shop.close());

const place = async (market = pt) => {
  const cart = await withAddresses(shop, market, await add(shop, market, sku));
  const ready = await shop.checkout.ensureShippingMethod(market, cart);
  return {
    cart: ready,
    placed: await shop.checkout.place(market, ready, "multibanco", { clientType: "private", returnUrl }),
  };
};

describe("Multibanco through the local provider", () => {
  it("orders with the voucher kept raw, in progress until the reference is paid for the order's amount", async () => {
    const { placed } = await place();
    if (placed.kind !== "order") throw new Error(`not ordered: ${JSON.stringify(placed)}`);
    expect(placed.order.paymentState).toBe("Pending");
    const paymentId = placed.order.paymentInfo?.payments.at(-1)?.id ?? "";
    const payment = await shop.engine.payment(paymentId);
    const raw = JSON.parse(String(payment?.custom?.fields.rawPaymentAction));
    expect(raw).toMatchObject({
      type: "voucher",
      paymentMethodType: "multibanco",
      entity: "12345",
      reference: expect.stringMatching(/^\d{9}$/),
      merchantReference: paymentId,
      totalAmount: { currency: "EUR", value: placed.order.totalPrice.centAmount },
    });
    expect(payment?.paymentMethodInfo.method).toBe("multibanco");
    expect(payment?.transactions.map((t) => [t.type, t.state])).toEqual([["Authorization", "Pending"]]);

    // The receipt (thank-you page, mail, my orders) reads the same voucher back from the raw action.
    const cookie = (await shop.checkout.rememberOrder(new Request(returnUrl), placed.order.id)).split(";")[0];
    const browser = new Request(returnUrl, { headers: { cookie: cookie ?? "" } });
    const receipt = await shop.checkout.receipt(browser, pt, placed.order.id);
    expect(receipt?.kind).toBe("multibanco");
    expect(receipt?.voucher).toEqual({
      entity: "12345",
      reference: raw.reference,
      expiresAt: raw.expiresAt,
      merchantReference: paymentId,
      amount: { currency: "EUR", value: placed.order.totalPrice.centAmount },
    });

    // A notification for another amount is no payment (decision 0016); the ATM's is.
    const psp = payment?.transactions[0]?.interactionId ?? "";
    await shop.checkout.notify([
      {
        eventCode: "AUTHORISATION",
        success: true,
        pspReference: psp,
        merchantReference: paymentId,
        amount: { currency: "EUR", value: placed.order.totalPrice.centAmount + 1 },
        paymentMethod: "multibanco",
      },
    ]);
    expect((await shop.engine.order({ id: placed.order.id }))?.paymentState).toBe("Pending");
    expect(shop.payments.payVoucher({ entity: "12345", reference: "000000000" })).toBe(false);
    expect(shop.payments.payVoucher({ entity: raw.entity, reference: raw.reference })).toBe(true);
    // Paid once: the same reference cannot be paid twice.
    expect(shop.payments.payVoucher({ entity: raw.entity, reference: raw.reference })).toBe(false);
    const sent = (await shop.notifications()).filter((n) => n.merchantReference === paymentId);
    expect(sent).toEqual([
      expect.objectContaining({
        eventCode: "AUTHORISATION",
        success: true,
        pspReference: psp,
        amount: { currency: "EUR", value: placed.order.totalPrice.centAmount },
      }),
    ]);
    await shop.checkout.notify(sent);
    expect((await shop.engine.order({ id: placed.order.id }))?.paymentState).toBe("Paid");
  });

  it("is not offered outside Portugal, and a post asking for it there is refused", async () => {
    const de = marketOf("de");
    const cart = await withAddresses(shop, de, await add(shop, de, sku));
    expect(shop.checkout.options(de, cart).multibanco.allowed).toBe(false);
    expect(shop.checkout.options(pt, (await place()).cart).multibanco.allowed).toBe(true);
    const ready = await shop.checkout.ensureShippingMethod(de, cart);
    const placed = await shop.checkout.place(de, ready, "multibanco", { clientType: "private", returnUrl });
    expect(placed).toEqual({ kind: "refused", reason: "multibancoNotAllowed" });
  });
});
