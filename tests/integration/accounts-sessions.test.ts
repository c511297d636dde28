/**
 * Accounts. The signed-in state: the signed auth cookie, a customer's cart shown only to that customer, and
 * sessions ended by log-out, a password change or a reset on every device.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { TIMINGS } from "../../config";
import type { AuthClaims } from "../../server/account/auth";
import type { LocalCommerce } from "../../server/commerce/local/engine";
import {
  type Accounts,
  type CartService,
  newClient,
  openAccountsShop,
  requestAs,
  requestWithClaims,
  signedInTo,
  signedUp,
  sk,
} from "../support/accounts";

let engine: LocalCommerce;
let accounts: Accounts;
let cart: CartService;
let sku: string;
beforeAll(async () => ({ engine, accounts, cart, sku } = await openAccountsShop()));
const signedIn = (request: Request | Promise<Request>) => signedInTo(accounts, request);
const customerWith = (email: string, password?: string) => signedUp(accounts, email, password);

describe("the signed-in state and cart ownership", () => {
  it("reads the customer from the signed auth cookie and ignores a forged one", async () => {
    const up = await accounts.signUp(
      { email: "olga@example.com", password: "secret123", firstName: "Olga", lastName: "K" },
      { market: sk },
    );
    if (!up.ok) throw new Error("sign-up failed");
    expect((await accounts.fromRequest(await requestAs(up.customer), { market: sk }))?.email).toBe(
      "olga@example.com",
    );
    const forged = new Request("https://localhost/", {
      headers: {
        Cookie: `auth=${Buffer.from(JSON.stringify({ customerId: up.customer.id })).toString("base64")}`,
      },
    });
    expect(await accounts.fromRequest(forged, { market: sk })).toBeNull();
  });

  it("shows a customer's cart only to that customer, and gives a signed-in add a cart of theirs", async () => {
    const up = await accounts.signUp(
      { email: "petra@example.com", password: "secret123", firstName: "Petra", lastName: "S" },
      { market: sk },
    );
    if (!up.ok) throw new Error("sign-up failed");
    const added = await cart.change(
      { market: sk, visitor: "visitor-2", customer: up.customer },
      { intent: "add", sku, quantity: "1", guarantee: undefined },
    );
    expect(added.ok && added.cart?.customerId).toBe(up.customer.id);
    expect(added.ok && added.cart?.customerEmail).toBe("petra@example.com");
    const cartCookie = (await cart.cookie(new Request("https://localhost/"), added.cart?.id ?? null)).split(
      ";",
    )[0];
    const own = await cart.fromRequest(await requestAs(up.customer, cartCookie), { market: sk });
    expect(own.cart?.id).toBe(added.cart?.id);
    const stranger = await cart.fromRequest(await requestAs(null, cartCookie), { market: sk });
    expect(stranger).toEqual({ cart: null, stale: true });
  });
});

describe("sessions end: log-out, password change and reset end every copy of the cookie", () => {
  const { authSession } = TIMINGS.seconds;
  const epochSeconds = () => Math.floor(Date.now() / 1000);

  it("opens the account with a cookie of the current session only: not expired, not forged, not old", async () => {
    const customer = await customerWith("session@example.com");
    const claims: AuthClaims = { customerId: customer.id, sessionVersion: 0, issuedAt: epochSeconds() };
    expect(await signedIn(requestAs(customer))).toBe(customer.id);
    expect(await signedIn(requestWithClaims(claims))).toBe(customer.id);
    // Whatever the browser kept, the server ends a session after TIMINGS.seconds.authSession.
    const old = epochSeconds() - authSession;
    expect(await signedIn(requestWithClaims({ ...claims, issuedAt: old + 60 }))).toBe(customer.id);
    expect(await signedIn(requestWithClaims({ ...claims, issuedAt: old }))).toBeNull();
    // Another session version, or the old cookie of the id alone, opens nothing.
    expect(await signedIn(requestWithClaims({ ...claims, sessionVersion: 1 }))).toBeNull();
    expect(await signedIn(requestWithClaims({ customerId: customer.id }))).toBeNull();
  });

  it("a copied cookie stops working after log-out, on every device, and so does the cart it held", async () => {
    const customer = await customerWith("copied@example.com");
    const added = await cart.change(
      { market: sk, visitor: "visitor-copied", customer },
      { intent: "add", sku, quantity: "1", guarantee: undefined },
    );
    const cartCookie = (await cart.cookie(new Request("https://localhost/"), added.cart?.id ?? null)).split(
      ";",
    )[0];
    const copy = await requestAs(customer, cartCookie);
    const otherDevice = await requestAs(customer);
    expect(await signedIn(copy.clone())).toBe(customer.id);
    expect((await cart.fromRequest(copy.clone(), { market: sk })).cart?.id).toBe(added.cart?.id);

    await accounts.signOut(await requestAs(customer), { market: sk });
    expect(await signedIn(copy.clone())).toBeNull();
    expect(await signedIn(otherDevice)).toBeNull();
    expect(await cart.fromRequest(copy.clone(), { market: sk })).toEqual({ cart: null, stale: true });

    // Signing in again gives a cookie of the new session.
    const again = await accounts.signIn(
      { email: "copied@example.com", password: "secret123" },
      { market: sk, clientIp: newClient() },
    );
    if (!again.ok) throw new Error("sign-in failed");
    expect(await signedIn(requestAs(again.customer))).toBe(customer.id);
  });

  it("a password change ends the other sessions and signs this one in again", async () => {
    const customer = await customerWith("change@example.com");
    const copy = await requestAs(customer);
    expect(await signedIn(copy.clone())).toBe(customer.id);
    const changed = await accounts.changePassword(
      customer,
      { currentPassword: "secret123", newPassword: "better123" },
      { clientIp: newClient() },
    );
    if (!changed.ok) throw new Error("password change failed");
    expect(await signedIn(copy)).toBeNull();
    expect(await signedIn(requestAs(changed.customer))).toBe(customer.id);
  });

  it("a password reset ends every session", async () => {
    const customer = await customerWith("resetcopy@example.com");
    const copy = await requestAs(customer);
    expect(await signedIn(copy.clone())).toBe(customer.id);
    const token = await engine.createPasswordResetToken("resetcopy@example.com");
    expect((await accounts.resetPassword(token?.value ?? "", "fresh1234")).ok).toBe(true);
    expect(await signedIn(copy)).toBeNull();
  });
});
