import type { Cart } from "@commercetools/platform-sdk";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  add,
  createTestShop,
  marketOf,
  payOnPage,
  productsOf,
  type TestShop,
  withAddresses,
} from "../support/shop";

// Issue 22 item 8: secrets and personal data never reach the logs. A whole card checkout of a
// customer with a password runs with every console method and both output streams captured; the
// e-mail, the password and the card number must appear nowhere in what was written.
const de = marketOf("de");
const returnUrl = "http://de.localhost:3100/checkout/payment";
const EMAIL = "geheim.kundin@example.com";
const PASSWORD = "Sup3r-Secret-Pa55word!";
const CARD = "4111111111111111";

let shop: TestShop;
const written: string[] = [];
beforeAll(async () => {
  shop = await createTestShop();
  const record = (...args: unknown[]) => void written.push(args.map((a) => String(a)).join(" "));
  for (const method of ["log", "info", "warn", "error", "debug"] as const)
    vi.spyOn(console, method).mockImplementation(record);
  for (const stream of [process.stdout, process.stderr])
    vi.spyOn(stream, "write").mockImplementation((chunk: unknown) => {
      written.push(String(chunk));
      return true;
    });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await shop.close();
});

describe("logs of a checkout (issue 22 item 8)", () => {
  it("hold neither the e-mail, nor the password, nor the card number", async () => {
    await shop.engine.signUp({ email: EMAIL, password: PASSWORD, firstName: "Eva", lastName: "Geheim" });
    const [sku = ""] = await productsOf(shop, de);
    const cart: Cart = await withAddresses(shop, de, await add(shop, de, sku), EMAIL);
    const placed = await shop.checkout.place(de, cart, "card", { clientType: "private", returnUrl });
    if (placed.kind !== "provider") throw new Error(`no provider page: ${placed.kind}`);
    const paid = payOnPage(shop, placed.url, CARD);
    expect(paid.submitted.kind).toBe("redirect");
    const done = await shop.checkout.completeCardPayment(
      new Request(returnUrl),
      de,
      await shop.carts.load(de, cart.id),
      paid.sessionId,
      paid.sessionResult,
    );
    expect(done).toMatchObject({ ok: true, created: true, order: { paymentState: "Paid" } });
    await shop.checkout.notify(await shop.notifications());
    // A wrong password and a refused card log their failures too.
    await shop.engine.signIn({ email: EMAIL, password: `${PASSWORD}x` }).catch(() => undefined);
    const log = written.join("\n").toLowerCase();
    expect(log).not.toContain(EMAIL.toLowerCase());
    expect(log).not.toContain(PASSWORD.toLowerCase());
    expect(log).not.toContain(CARD);
    expect(log).not.toContain("4111 1111 1111 1111");
  });
});
