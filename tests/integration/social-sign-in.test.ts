/**
 * Social sign-in (issue 23 items 5 and 9, decision 0061): the whole authorization-code flow against
 * the local OpenID provider, through the shop's social service and the embedded auth sync: a new
 * e-mail creates the customer, an existing one is linked, the anonymous cart comes along; a changed
 * state, a missing flow cookie, a denial, an unverified e-mail and a replayed code sign nobody in.
 */
import type { Cart } from "@commercetools/platform-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalCommerce } from "../../server/commerce/local/engine";
import {
  createSocial,
  localAuthSync,
  SOCIAL_LOGINS_FIELD,
  type SocialSignIn,
  socialSettings,
} from "../../server/social";
import { type LocalProvider, startLocalOidcProvider } from "../../server/social/local-provider";
import { type Accounts, openAccounts, signedUp, sk } from "../support/accounts";
import { signInAtProvider } from "../support/local-oidc";

const SHOP = "http://localhost:3999";
let provider: LocalProvider;
let engine: LocalCommerce;
let accounts: Accounts;
let social: SocialSignIn;

beforeAll(async () => {
  provider = await startLocalOidcProvider({ redirectUris: [`${SHOP}/social/google/callback/`] });
  ({ engine, accounts } = await openAccounts());
  social = createSocial(
    {
      settings: socialSettings(provider.env),
      embeddedAuthSync: localAuthSync({
        commerce: engine,
        customerIdByEmail: (e) => engine.customerIdByEmail(e),
      }),
    },
    engine,
  );
});
afterAll(() => provider?.close());

/** Starts a flow, signs in at the provider as `login`; the callback request with the flow cookie. */
async function throughProvider(login: string) {
  const started = await social.start(new Request(`${SHOP}/social/google/`), {
    provider: "google",
    market: sk,
    returnTo: "/my-account/my-orders",
  });
  if (!started) throw new Error("google is not configured");
  const cookie = started.cookie.split(";")[0] ?? "";
  const callback = await signInAtProvider(started.location, login, SHOP);
  return { callback, cookie, location: new URL(started.location) };
}

const finish = (url: URL | string, cookie: string, anonymousCart: Cart | null = null) =>
  social.finish(new Request(url, { headers: { Cookie: cookie } }), {
    provider: "google",
    market: sk,
    anonymousCart,
  });

async function anonymousCartWithLine(): Promise<Cart> {
  const { results } = await engine.queryProducts({ limit: 20 }, { country: "SK", currency: "EUR" });
  const sku = results.find((p) => (p.masterVariant.availability?.availableQuantity ?? 0) > 5)?.masterVariant
    .sku;
  return engine.createCart({
    currency: "EUR",
    country: "SK",
    store: { typeId: "store", key: sk.storeKey },
    anonymousId: "social-visitor",
    lineItems: [{ sku, quantity: 2 }],
  });
}

describe("social sign-in through the local provider", () => {
  it("asks for the code with state, PKCE S256, a nonce and the fixed callback", async () => {
    const { location } = await throughProvider("first.look@example.com");
    expect(location.searchParams.get("response_type")).toBe("code");
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(location.searchParams.get("state")).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(location.searchParams.get("nonce")).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(location.searchParams.get("redirect_uri")).toBe(`${SHOP}/social/google/callback/`);
    expect(location.searchParams.get("scope")).toBe("openid email profile");
  });

  it("a new e-mail creates the customer with the provider's names, signed in with the anonymous cart", async () => {
    const anonymous = await anonymousCartWithLine();
    const { callback, cookie } = await throughProvider("jana.novak@example.com");
    const outcome = await finish(callback, cookie, anonymous);
    if (!outcome.ok) throw new Error(`refused: ${outcome.error}`);
    expect(outcome.customer.email).toBe("jana.novak@example.com");
    expect([outcome.customer.firstName, outcome.customer.lastName]).toEqual(["Jana", "Novak"]);
    expect(outcome.returnTo).toBe("/my-account/my-orders");
    expect(outcome.cart?.id).toBe(anonymous.id);
    expect(outcome.cart?.customerId).toBe(outcome.customer.id);
    expect(outcome.cart?.lineItems.map((l) => l.quantity)).toEqual([2]);
    const stored = await engine.customer(outcome.customer.id);
    expect(stored?.custom?.fields?.[SOCIAL_LOGINS_FIELD]).toEqual(["google:jana.novak@example.com"]);
  });

  it("an existing e-mail signs in as that customer (no second account), any letter case", async () => {
    const existing = await signedUp(accounts, "Eva.Existing@example.com");
    const { callback, cookie } = await throughProvider("eva.existing@example.com");
    const outcome = await finish(callback, cookie);
    expect(outcome.ok && outcome.customer.id).toBe(existing.id);
    // Signing in again reuses the link, still one customer.
    const again = await throughProvider("eva.existing@example.com");
    const second = await finish(again.callback, again.cookie);
    expect(second.ok && second.customer.id).toBe(existing.id);
  });

  it("a changed state is refused, and nobody is created", async () => {
    const { callback, cookie } = await throughProvider("state.changed@example.com");
    callback.searchParams.set("state", "A".repeat(43));
    expect(await finish(callback, cookie)).toMatchObject({ ok: false, error: "state", loginPath: "/login" });
    expect(await engine.customerIdByEmail("state.changed@example.com")).toBeNull();
  });

  it("without the flow cookie (no verifier) the code is worth nothing", async () => {
    const { callback } = await throughProvider("no.cookie@example.com");
    expect(await finish(callback, "")).toMatchObject({ ok: false, error: "verifier" });
    const forged = `social_flow=${encodeURIComponent(btoa(JSON.stringify({ provider: "google" })))}`;
    expect(await finish(callback, forged)).toMatchObject({ ok: false, error: "verifier" });
    expect(await engine.customerIdByEmail("no.cookie@example.com")).toBeNull();
  });

  it("an unverified e-mail is refused, and a denial at the provider is told as such", async () => {
    const { callback, cookie } = await throughProvider("unverified.someone@example.com");
    expect(await finish(callback, cookie)).toMatchObject({ ok: false, error: "unverified" });
    expect(await engine.customerIdByEmail("unverified.someone@example.com")).toBeNull();
    const denied = new URL(callback);
    denied.search = new URLSearchParams({
      error: "access_denied",
      state: callback.searchParams.get("state") ?? "",
    }).toString();
    expect(await finish(denied, cookie)).toMatchObject({ ok: false, error: "denied" });
  });

  it("a replayed code (a double click on the way back) signs in once only", async () => {
    const { callback, cookie } = await throughProvider("double.click@example.com");
    const [first, second] = await Promise.all([finish(callback, cookie), finish(callback, cookie)]);
    expect([first.ok, second.ok].sort()).toEqual([false, true]);
    expect([first, second].find((o) => !o.ok)).toMatchObject({ error: "problem" });
  });
});

describe("configuration", () => {
  it("no provider without a client id, and none without an auth sync", () => {
    expect(createSocial({ settings: socialSettings({}) }, engine).providers).toEqual([]);
    expect(createSocial({ settings: socialSettings(provider.env) }, engine).providers).toEqual([]);
    expect(() => socialSettings({ GOOGLE_CLIENT_ID: "x" })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => socialSettings({ ...provider.env, GOOGLE_ISSUER: "http://accounts.example.com" })).toThrow(
      /https/,
    );
  });
});
