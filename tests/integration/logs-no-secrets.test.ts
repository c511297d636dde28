import type { Cart } from "@commercetools/platform-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CARDS } from "../../server/payments/local/rules";
import { captureOutput } from "../support/captured-output";
import {
  add,
  createTestShop,
  marketOf,
  payOnPage,
  productsOf,
  type TestShop,
  withAddresses,
} from "../support/shop";

// Issue 22 item 8: secrets and personal data never reach the logs. A card checkout of a customer
// with a password, a refused card and a wrong password run with every console method and both
// output streams captured; the e-mail, the password and both card numbers must appear nowhere.
const de = marketOf("de");
const returnUrl = "http://de.localhost:3100/checkout/payment";
const EMAIL = "geheim.kundin@example.com";
const PASSWORD = "Sup3r-Secret-Pa55word!";
const spaced = (card: string) => card.replace(/(\d{4})(?=\d)/g, "$1 ");

let shop: TestShop;
let output: ReturnType<typeof captureOutput>;
beforeAll(async () => {
  shop = await createTestShop();
  output = captureOutput();
  console.error("capture-check console");
  process.stdout.write("capture-check stdout\n");
});
afterAll(async () => {
  output.restore();
  await shop.close();
});

/** Places a card order of a new cart and pays it on the local provider's page with `card`. */
async function payByCard(card: string) {
  const [sku = ""] = await productsOf(shop, de);
  const cart: Cart = await withAddresses(shop, de, await add(shop, de, sku), EMAIL);
  const placed = await shop.checkout.place(de, cart, "card", { clientType: "private", returnUrl });
  if (placed.kind !== "provider") throw new Error(`no provider page: ${placed.kind}`);
  const paid = payOnPage(shop, placed.url, card);
  expect(paid.submitted.kind).toBe("redirect");
  return shop.checkout.completeCardPayment(
    new Request(returnUrl),
    de,
    await shop.carts.load(de, cart.id),
    paid.sessionId,
    paid.sessionResult,
  );
}

describe("logs of a checkout (issue 22 item 8)", () => {
  it("hold neither the e-mail, nor the password, nor a card number, refused or paid", async () => {
    await shop.engine.signUp({ email: EMAIL, password: PASSWORD, firstName: "Eva", lastName: "Geheim" });
    expect(await payByCard(TEST_CARDS.authorised)).toMatchObject({
      ok: true,
      created: true,
      order: { paymentState: "Paid" },
    });
    await shop.checkout.notify(await shop.notifications());
    // A refused card and a wrong password log their failures too.
    expect(await payByCard(TEST_CARDS.refused)).toEqual({
      ok: false,
      code: "payment-error",
      released: false,
    });
    await shop.checkout.notify(await shop.notifications());
    await shop.engine.signIn({ email: EMAIL, password: `${PASSWORD}x` }).catch(() => undefined);
    const log = output.text().toLowerCase();
    // The capture sees what is written (else the greps below would prove nothing). This embedded
    // flow logs nothing of its own today; whatever a change makes it log is grepped below.
    expect(log).toContain("capture-check console");
    expect(log).toContain("capture-check stdout");
    expect(log).not.toContain(EMAIL.toLowerCase());
    expect(log).not.toContain(PASSWORD.toLowerCase());
    for (const card of [TEST_CARDS.authorised, TEST_CARDS.refused]) {
      expect(log).not.toContain(card);
      expect(log).not.toContain(spaced(card));
    }
  });
});
