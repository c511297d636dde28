/**
 * Local payments over HTTP. The provider's page as the shop serves it: the session's page, its accessibility,
 * the 422 answers and the methods a session offers.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Listening,
  paymentRequest,
  startLocalPayments,
  submit,
} from "../../../tests/support/local-payments";
import type { HostedPaymentRequest, LocalPayments } from "..";

let provider: LocalPayments;
let shop: Listening;
let close: () => Promise<void>;
beforeAll(async () => ({ provider, shop, close } = await startLocalPayments()));
afterAll(() => close());
const request = (over: Partial<HostedPaymentRequest> = {}) => paymentRequest(shop.base, over);

describe("local payments over HTTP", () => {
  it("creates a session whose page is served by the shop", async () => {
    const session = await provider.createSession(request());
    expect(session.url).toBe(`${shop.base}/__pay/local/${session.id}`);
    expect(Date.parse(session.expiresAt) - Date.now()).toBeGreaterThan(59 * 60 * 1000);
  });

  it("serves an accessible page without scripts or inline styles", async () => {
    const req = request();
    const session = await provider.createSession(req);
    const response = await fetch(session.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("style-src 'self'");
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("€123.45");
    expect(html).toContain(req.reference);
    expect(html).toContain("<legend>Payment method</legend>");
    expect(html).toMatch(/<label><input type="radio" name="method" value="scheme" checked> Card<\/label>/);
    // Multibanco is its own payment option, asked for directly: never on the hosted page.
    expect(html).not.toContain("multibanco");
    expect(html).toContain('<label for="card">');
    expect(html).toMatch(/<button type="submit" name="action" value="pay">Pay<\/button>/);
    expect(html).toMatch(/<button type="submit" name="action" value="cancel">Cancel<\/button>/);
    expect(html).not.toMatch(/<script|style=|<style/);
    const css = await fetch(`${shop.base}/__pay/local/page.css`);
    expect(css.headers.get("content-type")).toContain("text/css");
  });

  it("answers 422 to a number failing the Luhn check, echoing nothing", async () => {
    const session = await provider.createSession(request());
    const response = await submit(session.url, {
      method: "scheme",
      cardNumber: "4111 1111 1111 1112",
      action: "pay",
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('<p id="error" class="error" role="alert">Enter a valid card number</p>');
    expect(html).toContain('aria-invalid="true"');
    expect(html).not.toContain("1112");
    expect(provider.session(session.id)?.status).toBe("active");
  });

  it("answers 422, not 500, to a form that sends a field twice", async () => {
    const session = await provider.createSession(request());
    const response = await fetch(session.url, {
      method: "POST",
      body: "method=scheme&cardNumber=4111111111111111&cardNumber=4000000000000002&action=pay",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    expect(response.status).toBe(422);
    expect(provider.session(session.id)?.status).toBe("active");
  });

  it("offers only allowed methods, and never Multibanco", async () => {
    const czk = await provider.createSession(request({ amount: { currency: "CZK", value: 250000 } }));
    const html = await (await fetch(czk.url)).text();
    expect(html).toContain("Kč\u00a02,500.00");
    expect(html).not.toContain("multibanco");
    const refused = await submit(czk.url, { method: "multibanco", action: "pay" });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain("Choose a payment method");

    const eur = await provider.createSession(request({ allowedPaymentMethods: ["scheme", "multibanco"] }));
    expect(await (await fetch(eur.url)).text()).not.toContain("multibanco");
    expect((await submit(eur.url, { method: "multibanco", action: "pay" })).status).toBe(422);

    const cardOnly = await provider.createSession(request({ allowedPaymentMethods: ["scheme"] }));
    expect(await (await fetch(cardOnly.url)).text()).not.toContain("multibanco");
  });
});
