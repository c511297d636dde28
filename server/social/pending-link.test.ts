import { describe, expect, it } from "vitest";
import { flowCookie, newFlow } from "./flow";
import { isLinkFor, pendingLinkCookie, readPendingLink } from "./pending-link";

const SHOP = "https://localhost/social/google/callback/";
const link = { provider: "google" as const, subject: "sub-1", customerId: "c-1", email: "eva@example.com" };
const NOW = Date.parse("2026-11-26T12:00:00Z");

/** The request a browser sends back with the Set-Cookie header's pair. */
const withCookie = (setCookie: string) =>
  new Request("https://localhost/login", { headers: { Cookie: setCookie.split(";")[0] ?? "" } });

describe("the pending link in the signed social_flow cookie (decision 0064)", () => {
  it("is HTTP-only, ten minutes, and read back while it lasts", async () => {
    const setCookie = await pendingLinkCookie(new Request(SHOP), link, NOW);
    expect(setCookie).toMatch(/^social_flow=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Max-Age=600/);
    expect(await readPendingLink(withCookie(setCookie), NOW + 60_000)).toEqual({ ...link, issuedAt: NOW });
  });

  it("counts for ten minutes only, whatever the browser kept", async () => {
    const setCookie = await pendingLinkCookie(new Request(SHOP), link, NOW);
    expect(await readPendingLink(withCookie(setCookie), NOW + 600_000)).toBeUndefined();
    expect(await readPendingLink(withCookie(setCookie), NOW - 1)).toBeUndefined();
  });

  it("refuses a tampered cookie: another account in the value, or no signature", async () => {
    const setCookie = await pendingLinkCookie(new Request(SHOP), link, NOW);
    const [pair = ""] = setCookie.split(";");
    const value = decodeURIComponent(pair.slice("social_flow=".length));
    const [payload = "", signature = ""] = [
      value.slice(0, value.lastIndexOf(".")),
      value.slice(value.lastIndexOf(".") + 1),
    ];
    const forged = btoa(JSON.stringify({ pendingLink: { ...link, customerId: "attacker", issuedAt: NOW } }));
    expect(payload).not.toBe(forged);
    for (const cookie of [
      `social_flow=${encodeURIComponent(`${forged}.${signature}`)}`,
      `social_flow=${encodeURIComponent(forged)}`,
    ])
      expect(
        await readPendingLink(new Request("https://localhost/login", { headers: { Cookie: cookie } }), NOW),
      ).toBeUndefined();
  });

  it("a started flow is not a pending link", async () => {
    const flow = newFlow({ provider: "google", redirectUri: SHOP, returnTo: "/", loginPath: "/login" });
    expect(await readPendingLink(withCookie(await flowCookie(new Request(SHOP), flow)))).toBeUndefined();
  });

  it("belongs to the account it names only: same id and same e-mail", () => {
    const pending = { ...link, issuedAt: NOW };
    expect(isLinkFor(pending, { id: "c-1", email: "Eva@Example.com" })).toBe(true);
    expect(isLinkFor(pending, { id: "c-2", email: "eva@example.com" })).toBe(false);
    expect(isLinkFor(pending, { id: "c-1", email: "changed@example.com" })).toBe(false);
  });
});
