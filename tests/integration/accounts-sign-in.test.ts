/**
 * Accounts. Sign-up and sign-in: one account per e-mail, the anonymous cart taken along, and the login
 * throttles per e-mail and per client.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../config";
import {
  type Accounts,
  type CartService,
  newClient,
  openAccountsShop,
  signedUp,
  sk,
} from "../support/accounts";

let accounts: Accounts;
let cart: CartService;
let sku: string;
beforeAll(async () => ({ accounts, cart, sku } = await openAccountsShop()));
const customerWith = (email: string, password?: string) => signedUp(accounts, email, password);

describe("sign-up and sign-in (SPEC §4 Session)", () => {
  it("creates a customer once per e-mail and refuses a second with the same e-mail", async () => {
    const first = await accounts.signUp(
      { email: "eva@example.com", password: "secret123", firstName: "Eva", lastName: "Malá" },
      { market: sk },
    );
    expect(first.ok && first.customer.email).toBe("eva@example.com");
    expect(first.ok && first.customer.locale).toBe("sk-SK");
    const second = await accounts.signUp(
      { email: "eva@example.com", password: "other123", firstName: "E", lastName: "M" },
      { market: sk },
    );
    expect(second).toEqual({ ok: false, error: "emailTaken" });
  });

  it("takes the anonymous cart along and answers 'loginFailed' for a wrong password", async () => {
    const clientIp = newClient();
    const added = await cart.change(
      { market: sk, visitor: "visitor-1" },
      { intent: "add", sku, quantity: "2", guarantee: undefined },
    );
    expect(added.ok && added.cart?.customerId).toBeUndefined();
    const anonymousCartId = added.cart?.id;
    expect(
      await accounts.signIn({ email: "eva@example.com", password: "wrong123" }, { market: sk, clientIp }),
    ).toEqual({
      ok: false,
      error: "loginFailed",
    });
    const result = await accounts.signIn(
      { email: "EVA@example.com", password: "secret123" },
      { market: sk, cartId: anonymousCartId, clientIp },
    );
    if (!result.ok) throw new Error("sign-in failed");
    expect(result.cart?.customerId).toBe(result.customer.id);
    expect(result.cart?.lineItems.find((l) => l.variant.sku === sku)?.quantity).toBe(2);
  });

  it("slows down repeated failures for one e-mail, from any client", async () => {
    await accounts.signUp(
      { email: "guess@example.com", password: "secret123", firstName: "G", lastName: "U" },
      { market: sk },
    );
    for (let i = 0; i < 5; i++)
      expect(
        (
          await accounts.signIn(
            { email: "guess@example.com", password: `x${i}x1234` },
            { market: sk, clientIp: newClient() },
          )
        ).ok,
      ).toBe(false);
    const blocked = await accounts.signIn(
      { email: "guess@example.com", password: "secret123" },
      { market: sk, clientIp: newClient() },
    );
    expect(blocked).toMatchObject({ ok: false, error: "tooManyAttempts", retryAfterMinutes: 15 });
  });

  it("counts guesses sent at once: only the first five reach the password check", async () => {
    await accounts.signUp(
      { email: "burst@example.com", password: "secret123", firstName: "B", lastName: "U" },
      { market: sk },
    );
    const clientIp = newClient();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        accounts.signIn({ email: "burst@example.com", password: `y${i}y1234` }, { market: sk, clientIp }),
      ),
    );
    const errors = answers.map((a) => (a.ok ? "ok" : a.error));
    expect(errors.filter((e) => e === "loginFailed")).toHaveLength(5);
    expect(errors.filter((e) => e === "tooManyAttempts")).toHaveLength(5);
  });
});

describe("login throttling per client (LIMITS.loginFailuresPerIp)", () => {
  const { max } = LIMITS.loginFailuresPerIp;

  it("stops one client guessing across many e-mails; another client goes on", async () => {
    const victim = await customerWith("victim@example.com");
    const guesser = "198.51.100.7";
    for (let i = 0; i < max; i++)
      expect(
        await accounts.signIn(
          { email: `nobody${i}@example.com`, password: "guess1234" },
          { market: sk, clientIp: guesser },
        ),
      ).toEqual({ ok: false, error: "loginFailed" });
    expect(
      await accounts.signIn(
        { email: "victim@example.com", password: "guess1234" },
        { market: sk, clientIp: guesser },
      ),
    ).toEqual({ ok: false, error: "tooManyAttempts", retryAfterMinutes: 15 });
    const other = await accounts.signIn(
      { email: "victim@example.com", password: "secret123" },
      { market: sk, clientIp: "198.51.100.8" },
    );
    expect(other.ok && other.customer.id).toBe(victim.id);
  });

  it("keys IPv6 clients by their /64, and does not forget a client's failures when it signs in", async () => {
    await customerWith("own@example.com");
    const prefix = "2001:db8:aa:1";
    for (let i = 0; i < max - 1; i++)
      await accounts.signIn(
        { email: `v6-${i}@example.com`, password: "guess1234" },
        { market: sk, clientIp: `${prefix}::${(i + 1).toString(16)}` },
      );
    // Its own account's sign-in passes, and takes back only itself.
    expect(
      (
        await accounts.signIn(
          { email: "own@example.com", password: "secret123" },
          { market: sk, clientIp: `${prefix}:ffff::1` },
        )
      ).ok,
    ).toBe(true);
    expect(
      await accounts.signIn(
        { email: "v6-last@example.com", password: "guess1234" },
        { market: sk, clientIp: `${prefix}::beef` },
      ),
    ).toEqual({ ok: false, error: "loginFailed" });
    expect(
      await accounts.signIn(
        { email: "own@example.com", password: "secret123" },
        { market: sk, clientIp: `${prefix}::1` },
      ),
    ).toMatchObject({ ok: false, error: "tooManyAttempts" });
    expect(
      (
        await accounts.signIn(
          { email: "own@example.com", password: "secret123" },
          { market: sk, clientIp: "2001:db8:aa:2::1" },
        )
      ).ok,
    ).toBe(true);
  });
});
