import type { Customer } from "@commercetools/platform-sdk";
import { describe, expect, it } from "vitest";
import { authCookieHeader } from "../account/auth";
import { contextOf } from "../pipeline/test-context";
import { sessionStep } from "../session";
import { shopCookie } from "../session/cookies";
import { endedSessionTierCookies, tierCookieHeaders, tierCookiesWithoutAuth } from "./cookies";

const URL_ = "https://lt.localhost/";
const eva = { id: "customer-eva", custom: undefined } as unknown as Customer;
const pair = (setCookie: string) => setCookie.split(";")[0] ?? "";
const request = (...cookies: string[]) => new Request(URL_, { headers: { cookie: cookies.join("; ") } });

/** The cookies a browser sends back after Eva signed in: auth, customer_group, customer_id. */
async function signedInCookies(customer = eva) {
  const auth = pair(await authCookieHeader(new Request(URL_), customer));
  const [group = "", id = ""] = await tierCookieHeaders(new Request(URL_), {
    customerId: customer.id,
    tier: "tier-1",
  });
  return { auth, group: pair(group), id: pair(id) };
}
const cleared = (headers: string[]) => headers.map((h) => h.split("=")[0]).sort();
const expired = async () =>
  pair(
    await shopCookie("auth", { https: true }).serialize({
      customerId: eva.id,
      sessionVersion: 0,
      issuedAt: 0,
    }),
  );

describe("the tier cookies never outlive the sign-in that made them (SPEC §3, decision 0065)", () => {
  it("are kept with the valid auth cookie that made them", async () => {
    const { auth, group, id } = await signedInCookies();
    expect(await tierCookiesWithoutAuth(request(auth, group, id), true)).toEqual([]);
    // Without tier cookies there is nothing to clear, signed in or not.
    expect(await tierCookiesWithoutAuth(request(), true)).toEqual([]);
    expect(await tierCookiesWithoutAuth(request("locale=de"), true)).toEqual([]);
  });

  it("are cleared without an auth cookie, with a forged or an expired one, or with another customer's id", async () => {
    const { auth, group, id } = await signedInCookies();
    const other = await signedInCookies({ ...eva, id: "customer-other" });
    const cases = [
      [group, id],
      [group],
      ["auth=forged", group, id],
      [await expired(), group, id],
      [auth, group, other.id],
      [auth, group, "customer_id=forged"],
    ];
    for (const cookies of cases) {
      const headers = await tierCookiesWithoutAuth(request(...cookies), true);
      expect(cleared(headers)).toEqual(["customer_group", "customer_id"]);
      for (const header of headers) expect(header).toMatch(/Max-Age=0/);
    }
  });

  it("are cleared by the session step, before any route runs", async () => {
    const { group, id } = await signedInCookies();
    const context = contextOf(request(group, id));
    expect(await sessionStep(context)).toBeUndefined();
    const setCookies = context.headers.getSetCookie().filter((c) => !c.startsWith("csrf="));
    expect(cleared(setCookies)).toEqual(["customer_group", "customer_id"]);
    const { auth } = await signedInCookies();
    const signedIn = contextOf(request(auth, group, id));
    await sessionStep(signedIn);
    expect(signedIn.headers.getSetCookie().filter((c) => c.startsWith("customer_"))).toEqual([]);
  });

  it("are cleared when the platform says the auth cookie's session has ended (a log-out elsewhere)", async () => {
    const { auth, group, id } = await signedInCookies();
    expect(cleared(await endedSessionTierCookies(request(auth, group, id), null))).toEqual([
      "customer_group",
      "customer_id",
    ]);
    expect(await endedSessionTierCookies(request(auth, group, id), eva)).toEqual([]);
    // Without fresh claims the session step has cleared them already: not twice.
    expect(await endedSessionTierCookies(request(group, id), null)).toEqual([]);
  });
});
