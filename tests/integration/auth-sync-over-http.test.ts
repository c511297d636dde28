/**
 * Social sign-in as the edge build does it (decision 0074): the shop's flow with the HTTP auth sync
 * (AUTH_SYNC_*), against the local services host's /auth-sync over the embedded platform, which asks
 * the local OpenID provider's UserInfo endpoint who the access token belongs to. A new e-mail becomes
 * a verified, linked customer of no particular store; a token the provider never issued links nobody.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { LocalCommerce } from "../../server/commerce/local/engine";
import { type RunningLocalServices, startLocalServices } from "../../server/local-services";
import { createOutbox } from "../../server/mail";
import { LocalSearch } from "../../server/search/local";
import { createSocial, localAuthSync, SOCIAL_LOGINS_FIELD, socialSettings } from "../../server/social";
import { type LocalProvider, startLocalOidcProvider } from "../../server/social/local-provider";
import { createOidcDirectory } from "../../server/social/oauth";
import { oidcUserInfo } from "../../server/social/userinfo";
import { openAccounts, sk } from "../support/accounts";
import { signInAtProvider } from "../support/local-oidc";

const SHOP = "http://localhost:3998";
let provider: LocalProvider;
let engine: LocalCommerce;
let host: RunningLocalServices;
let search: LocalSearch;

beforeAll(async () => {
  provider = await startLocalOidcProvider({ redirectUris: [`${SHOP}/social/google/callback/`] });
  ({ engine } = await openAccounts());
  search = new LocalSearch(new Database(":memory:"));
  host = await startLocalServices({
    search,
    mail: createOutbox(path.join(mkdtempSync(path.join(tmpdir(), "auth-sync-")), "mail")),
    authSync: {
      identify: { google: oidcUserInfo(provider.issuer, createOidcDirectory(fetch), fetch) },
      sync: localAuthSync({ commerce: engine, customerIdByEmail: (e) => engine.customerIdByEmail(e) }),
    },
  });
});
afterAll(async () => {
  await host?.close();
  await provider?.close();
  search?.db.close();
});

/** The shop with only the host's variables for the auth sync: no embedded one, as on the edge. */
const shop = () => createSocial({ settings: socialSettings({ ...provider.env, ...host.env }) }, engine);

async function signIn(login: string) {
  const social = shop();
  const started = await social.start(new Request(`${SHOP}/social/google/`), {
    provider: "google",
    market: sk,
    returnTo: "/my-account",
  });
  if (!started) throw new Error("google has no button");
  const callback = await signInAtProvider(started.location, login, SHOP);
  return social.finish(new Request(callback, { headers: { Cookie: started.cookie.split(";")[0] ?? "" } }), {
    provider: "google",
    market: sk,
    anonymousCart: null,
  });
}

describe("the HTTP auth sync against the local services host", () => {
  it("names the host's variables and gives google its button only through them", () => {
    expect(host.env).toMatchObject({
      AUTH_SYNC_URL: `${host.url}/auth-sync`,
      AUTH_SYNC_USER: "proequip-storefront",
    });
    expect(shop().providers).toEqual(["google"]);
  });

  it("a new e-mail: the host asks the provider, creates a verified customer linked to the sign-in", async () => {
    const outcome = await signIn("eva.kral@example.com");
    if (!outcome.ok) throw new Error(`refused: ${outcome.error}`);
    expect(outcome.customer.email).toBe("eva.kral@example.com");
    expect([outcome.customer.firstName, outcome.customer.lastName]).toEqual(["Eva", "Kral"]);
    const stored = await engine.customer(outcome.customer.id);
    expect(stored?.isEmailVerified).toBe(true);
    expect(stored?.custom?.fields?.[SOCIAL_LOGINS_FIELD]).toEqual(["google:eva.kral@example.com"]);
    // SPEC §7's request carries no market: a customer of every store.
    expect(stored?.stores).toEqual([]);
    // Signing in again names the same customer.
    const again = await signIn("eva.kral@example.com");
    expect(again.ok && again.customer.id).toBe(outcome.customer.id);
  });

  it("a token the provider never issued is refused with 401 and links nobody", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const customers = () => engine.db.prepare("SELECT COUNT(*) AS n FROM customers").get() as { n: number };
    const before = customers().n;
    const response = await fetch(host.env.AUTH_SYNC_URL ?? "", {
      method: "POST",
      headers: {
        Authorization: `Basic ${btoa(`${host.env.AUTH_SYNC_USER}:${host.env.AUTH_SYNC_PASSWORD}`)}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({
        accessToken: "made-up",
        tokenType: "Bearer",
        provider: "google",
        sessionTtl: 86400,
      }),
    });
    expect(response.status).toBe(401);
    expect((await response.json()).message).toContain("refused the access token");
    expect(customers().n).toBe(before);
    vi.restoreAllMocks();
  });
});
