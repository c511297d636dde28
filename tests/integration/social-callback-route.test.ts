/**
 * The social callback route (decision 0064): a cart that cannot be read does not fail the sign-in
 * (it goes on without the cart, logged), and a pending link replaces the cleared flow cookie.
 */
import type { Customer } from "@commercetools/platform-sdk";
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loader } from "../../app/routes/social.$provider.callback";
import type { SocialOutcome } from "../../server/social";
import { sk } from "../support/accounts";

const customer = { id: "c-1", email: "eva@example.com", firstName: "Eva" } as Customer;

function contextWith(outcome: SocialOutcome, seen: { anonymousCart?: unknown }) {
  return {
    market: sk,
    services: {
      social: {
        providers: ["google"],
        endFlowCookie: async () => "social_flow=; Max-Age=0; Path=/",
        finish: async (_request: Request, input: { anonymousCart: unknown }) => {
          seen.anonymousCart = input.anonymousCart;
          return outcome;
        },
      },
      cart: {
        fromRequest: () => Promise.reject(new Error("platform down")),
        afterMerge: async () => undefined,
        cookie: async () => "cart=; Path=/",
      },
      accounts: { cookie: async () => "auth=signed; Path=/; HttpOnly" },
      tiers: { cookies: async () => [] },
    },
  } as unknown as AppLoadContext;
}

const args = (context: AppLoadContext) =>
  ({
    request: new Request("http://localhost/social/google/callback/?code=a&state=b"),
    params: { provider: "google" },
    context,
  }) as unknown as LoaderFunctionArgs;

afterEach(() => vi.restoreAllMocks());

describe("social callback route", () => {
  it("signs in when the cart cannot be read: no cart taken along, the failure logged", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const seen: { anonymousCart?: unknown } = {};
    const outcome: SocialOutcome = { ok: true, customer, returnTo: "/my-account" };
    const response = (await loader(args(contextWith(outcome, seen)))) as Response;
    expect(response.status).toBe(200);
    expect(seen.anonymousCart).toBeNull();
    expect(response.headers.getSetCookie().map((c) => c.split("=")[0])).toEqual([
      "social_flow",
      "auth",
      "cart",
    ]);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("Reading the cart"), expect.any(Error));
  });

  it("a pending link: the login page with its message, the pending cookie instead of the cleared one", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const outcome: SocialOutcome = {
      ok: false,
      error: "link",
      loginPath: "/login",
      cookie: "social_flow=pending.sig; Max-Age=600; Path=/; HttpOnly",
    };
    const response = (await loader(args(contextWith(outcome, {})))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/login?social_error=link");
    expect(response.headers.getSetCookie()).toEqual([outcome.cookie]);
  });
});
