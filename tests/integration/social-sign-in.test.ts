/**
 * Social sign-in (issue 23 items 5 and 9, decision 0061): the whole authorization-code flow against
 * the local OpenID provider, through the shop's social service and the embedded auth sync: a new
 * e-mail creates the customer, the anonymous cart comes along; a changed state, a missing flow cookie,
 * a denial, an unverified e-mail and a replayed code sign nobody in. An existing account is joined
 * only when linked or verified, else after its password once (decision 0064).
 */
import type { Cart } from "@commercetools/platform-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalCommerce } from "../../server/commerce/local/engine";
import {
  type AuthSyncPort,
  createSocial,
  SOCIAL_LOGINS_FIELD,
  type SocialSignIn,
  socialSettings,
} from "../../server/social";
import { linkActions } from "../../server/social/links";
import type { LocalProvider } from "../../server/social/local-provider";
import type { ProviderClient } from "../../server/social/providers";
import { createSocialSignIn } from "../../server/social/service";
import { type Accounts, newClient, openAccounts, signedUp, sk } from "../support/accounts";
import { localGoogle, throughGoogle } from "../support/local-oidc";

const SHOP = "http://localhost:3999";
let provider: LocalProvider;
let engine: LocalCommerce;
let accounts: Accounts;
let social: SocialSignIn;
let authSync: AuthSyncPort;

beforeAll(async () => {
  ({ engine, accounts } = await openAccounts());
  ({ provider, social, authSync } = await localGoogle(SHOP, engine));
});
afterAll(() => provider?.close());

/** Starts a flow, signs in at the provider as `login`; the callback request with the flow cookie. */
const throughProvider = (login: string) =>
  throughGoogle(social, login, { shop: SHOP, market: sk, returnTo: "/my-account/my-orders" });

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
    // The provider verified the e-mail: the account it created is verified (decision 0064).
    expect(stored?.isEmailVerified).toBe(true);
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

/** The Cookie header a browser sends back for a Set-Cookie header. */
const pairOf = (setCookie: string | undefined) => setCookie?.split(";")[0] ?? "";
const loginsOf = async (id: string) => (await engine.customer(id))?.custom?.fields?.[SOCIAL_LOGINS_FIELD];

/** A password sign-in, then the pending link of `cookie` completed for whoever signed in. */
async function passwordSignIn(email: string, password: string, cookie: string) {
  const signedIn = await accounts.signIn({ email, password }, { market: sk, clientIp: newClient() });
  if (!signedIn.ok) throw new Error(`sign-in refused: ${signedIn.error}`);
  const request = new Request(`${SHOP}/login`, { method: "POST", headers: { Cookie: cookie } });
  return {
    customer: signedIn.customer,
    pending: await social.completePendingLink(request, signedIn.customer),
  };
}

describe("joining an existing account (decision 0064)", () => {
  it("an attacker's pre-registered account is not joined: the victim is asked for its password, nothing linked", async () => {
    // The attacker registers the victim's e-mail with a password of their own (never verified).
    const planted = await signedUp(accounts, "victim.one@example.com", "attacker-secret1");
    const { callback, cookie } = await throughProvider("victim.one@example.com");
    const outcome = await finish(callback, cookie);
    expect(outcome).toMatchObject({ ok: false, error: "link", loginPath: "/login" });
    expect(!outcome.ok && outcome.cookie).toMatch(/^social_flow=.+HttpOnly/);
    expect(await loginsOf(planted.id)).toBeUndefined();
    // The attacker's own password sign-in, in their browser without the victim's cookie, links nothing;
    // the victim's next Google sign-in still does not open the attacker's account.
    expect((await passwordSignIn("victim.one@example.com", "attacker-secret1", "")).pending).toBeNull();
    const again = await throughProvider("victim.one@example.com");
    expect(await finish(again.callback, again.cookie)).toMatchObject({ ok: false, error: "link" });
    expect(await loginsOf(planted.id)).toBeUndefined();
  });

  it("the owner's password once links Google; the next Google sign-in joins directly", async () => {
    const owner = await signedUp(accounts, "Owner.Once@example.com", "owner-secret1");
    const first = await throughProvider("owner.once@example.com");
    const asked = await finish(first.callback, first.cookie);
    if (asked.ok) throw new Error("joined without the password");
    const { customer, pending } = await passwordSignIn(
      "owner.once@example.com",
      "owner-secret1",
      pairOf(asked.cookie),
    );
    expect(customer.id).toBe(owner.id);
    expect(pending?.linked).toBe(true);
    expect(pending?.cookie).toMatch(/^social_flow=;.*Max-Age=0/);
    expect(await loginsOf(owner.id)).toEqual(["google:owner.once@example.com"]);
    const next = await throughProvider("owner.once@example.com");
    const joined = await finish(next.callback, next.cookie);
    expect(joined.ok && joined.customer.id).toBe(owner.id);
  });

  it("a pending link is for its account only: another account's password sign-in links nothing", async () => {
    const wanted = await signedUp(accounts, "pending.x@example.com", "secret-x1");
    const other = await signedUp(accounts, "pending.y@example.com", "secret-y1");
    const { callback, cookie } = await throughProvider("pending.x@example.com");
    const asked = await finish(callback, cookie);
    if (asked.ok) throw new Error("joined without the password");
    // Someone signs into their own, different account in the browser holding the pending link.
    const { pending } = await passwordSignIn("pending.y@example.com", "secret-y1", pairOf(asked.cookie));
    expect(pending).toMatchObject({ linked: false });
    expect(pending?.cookie).toMatch(/Max-Age=0/);
    expect(await loginsOf(other.id)).toBeUndefined();
    expect(await loginsOf(wanted.id)).toBeUndefined();
  });

  it("a tampered pending link (another account's id in it) links nothing", async () => {
    const wanted = await signedUp(accounts, "tamper.x@example.com", "secret-x1");
    const mine = await signedUp(accounts, "tamper.y@example.com", "secret-y1");
    const { callback, cookie } = await throughProvider("tamper.x@example.com");
    const asked = await finish(callback, cookie);
    const value = decodeURIComponent(pairOf(!asked.ok ? asked.cookie : "").slice("social_flow=".length));
    const dot = value.lastIndexOf(".");
    const claims = JSON.parse(atob(value.slice(0, dot)));
    const forged = btoa(
      JSON.stringify({ pendingLink: { ...claims.pendingLink, customerId: mine.id, email: mine.email } }),
    );
    const tampered = `social_flow=${encodeURIComponent(`${forged}.${value.slice(dot + 1)}`)}`;
    expect((await passwordSignIn("tamper.y@example.com", "secret-y1", tampered)).pending).toBeNull();
    expect(await loginsOf(mine.id)).toBeUndefined();
    expect(await loginsOf(wanted.id)).toBeUndefined();
  });

  it("a verified e-mail (a completed password reset) joins directly and is linked", async () => {
    const owner = await signedUp(accounts, "verified.owner@example.com", "secret-v1");
    const token = await engine.createPasswordResetToken("verified.owner@example.com");
    expect((await accounts.resetPassword(token?.value ?? "", "fresh-v12")).ok).toBe(true);
    const { callback, cookie } = await throughProvider("verified.owner@example.com");
    const outcome = await finish(callback, cookie);
    expect(outcome.ok && outcome.customer.id).toBe(owner.id);
    expect(await loginsOf(owner.id)).toEqual(["google:verified.owner@example.com"]);
  });

  it("a provider sign-in linked already joins, though the e-mail is unverified", async () => {
    const owner = await signedUp(accounts, "linked.owner@example.com", "secret-l1");
    await engine.updateCustomer(
      owner.id,
      owner.version,
      linkActions(owner, "google:linked.owner@example.com"),
    );
    const { callback, cookie } = await throughProvider("linked.owner@example.com");
    const outcome = await finish(callback, cookie);
    expect(outcome.ok && outcome.customer.id).toBe(owner.id);
  });

  it("Facebook alike: an unverified account with the e-mail asks for its password", async () => {
    const planted = await signedUp(accounts, "fb.victim@example.com", "attacker-secret1");
    const facebook: ProviderClient = {
      name: "facebook",
      authorizationUrl: async (flow) => new URL(`https://facebook.test/dialog?state=${flow.state}`),
      identity: async () => ({
        provider: "facebook",
        subject: "fb-42",
        email: "fb.victim@example.com",
        emailVerified: true,
        accessToken: "token",
      }),
    };
    const fb = createSocialSignIn({ providers: [facebook], authSync, commerce: engine });
    const started = await fb.start(new Request(`${SHOP}/social/facebook/`), {
      provider: "facebook",
      market: sk,
      returnTo: "/my-account",
    });
    const state = new URL(started?.location ?? "").searchParams.get("state") ?? "";
    const back = new Request(`${SHOP}/social/facebook/callback/?code=abc&state=${state}`, {
      headers: { Cookie: pairOf(started?.cookie) },
    });
    const outcome = await fb.finish(back, { provider: "facebook", market: sk, anonymousCart: null });
    expect(outcome).toMatchObject({ ok: false, error: "link" });
    expect(await loginsOf(planted.id)).toBeUndefined();
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
