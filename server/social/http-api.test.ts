import { describe, expect, it, vi } from "vitest";
import { ClientError } from "../local-services/respond";
import { httpAuthSync } from "./auth-sync";
import { authSyncApi } from "./http-api";
import type { Identity } from "./providers";
import { TokenRefused } from "./userinfo";

// SPEC §7 auth sync served by the embedded one over HTTP (decision 0074): the production adapter gets
// the customer id of the identity the provider names for the token, never of an e-mail the caller
// claims; a refused token, an unverified e-mail or a provider it cannot ask link nobody.
const SETTINGS = { url: "http://services.test/auth-sync", user: "shop", password: "p".repeat(43) };

const identity = (token: string, extra: Partial<Identity> = {}): Identity => ({
  provider: "google",
  subject: `sub-of-${token}`,
  email: "jana.novak@example.com",
  emailVerified: true,
  givenName: "Jana",
  familyName: "Novak",
  accessToken: token,
  ...extra,
});

function setUp(identify: (token: string) => Promise<Identity>) {
  const synced: Identity[] = [];
  const api = authSyncApi({
    user: SETTINGS.user,
    password: SETTINGS.password,
    identify: { google: identify },
    sync: {
      description: "test",
      sync: async (who) => {
        synced.push(who);
        return { customerId: `customer-of-${who.email}` };
      },
    },
  });
  // The host turns a ClientError into its status (server/local-services/host.ts); the same here.
  const answer = async (request: Request) => {
    try {
      return await api(request, new URL(request.url).pathname.slice("/auth-sync".length) || "/");
    } catch (error) {
      if (error instanceof ClientError)
        return Response.json({ message: error.message }, { status: error.status });
      throw error;
    }
  };
  const fetcher = async (input: string | URL, init?: RequestInit) => answer(new Request(input, init));
  return { synced, answer, adapter: httpAuthSync(SETTINGS, fetcher) };
}

const google = (token: string) => ({
  ...identity(token),
  email: "jana.novak@example.com",
  emailVerified: true as const,
});

describe("the auth sync's API over the embedded auth sync", () => {
  it("links the e-mail the provider names for the token and answers its customer id", async () => {
    const { adapter, synced } = setUp(async (token) => identity(token));
    expect(await adapter.sync(google("token-1"))).toEqual({
      customerId: "customer-of-jana.novak@example.com",
    });
    expect(synced).toEqual([identity("token-1")]);
  });

  it("asks the provider, not the caller: a claimed e-mail the token does not name is not linked", async () => {
    const { adapter, synced } = setUp(async (token) => identity(token, { email: "owner@example.com" }));
    const claimed = { ...google("token-2"), email: "someone.else@example.com" };
    expect(await adapter.sync(claimed)).toEqual({ customerId: "customer-of-owner@example.com" });
    expect(synced.map((s) => s.email)).toEqual(["owner@example.com"]);
  });

  it("refuses a token the provider refuses (401), an unverified e-mail (403) and a failing provider (502)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const refused = setUp(async () => {
      throw new TokenRefused("userinfo answered 401");
    });
    await expect(refused.adapter.sync(google("bad"))).rejects.toThrow("Auth sync answered 401");
    const unverified = setUp(async (token) => identity(token, { emailVerified: false }));
    await expect(unverified.adapter.sync(google("t"))).rejects.toThrow("Auth sync answered 403");
    const down = setUp(async () => {
      throw new Error("connection refused");
    });
    await expect(down.adapter.sync(google("t"))).rejects.toThrow("Auth sync answered 502");
    for (const { synced } of [refused, unverified, down]) expect(synced).toEqual([]);
    vi.restoreAllMocks();
  });

  it("checks its basic credentials and SPEC §7's body, naming the wrong field", async () => {
    const { answer, synced } = setUp(async (token) => identity(token));
    const post = (body: unknown, authorization = `Basic ${btoa(`${SETTINGS.user}:${SETTINGS.password}`)}`) =>
      answer(
        new Request(SETTINGS.url, {
          method: "POST",
          headers: { Authorization: authorization, "Content-Type": "application/json" },
          body: JSON.stringify(body),
        }),
      );
    const good = { accessToken: "t", tokenType: "Bearer", provider: "google", sessionTtl: 86400 };
    expect((await post(good, `Basic ${btoa("shop:wrong")}`)).status).toBe(401);
    // The same length as the right password, so the comparison itself is what refuses it.
    const sameLength = "x".repeat(SETTINGS.password.length);
    expect((await post(good, `Basic ${btoa(`${SETTINGS.user}:${sameLength}`)}`)).status).toBe(401);
    const facebook = await post({ ...good, provider: "facebook" });
    expect(facebook.status).toBe(422);
    expect((await facebook.json()).message).toContain("provider");
    const noTtl = await post({ ...good, sessionTtl: undefined });
    expect(noTtl.status).toBe(422);
    expect((await noTtl.json()).message).toContain("sessionTtl");
    expect((await answer(new Request(SETTINGS.url))).status).toBe(405);
    expect((await answer(new Request(`${SETTINGS.url}/other`, { method: "POST" }))).status).toBe(404);
    expect(synced).toEqual([]);
  });
});
