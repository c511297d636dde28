import type { Customer } from "@commercetools/platform-sdk";
import type { AppLoadContext } from "@remix-run/server-runtime";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInHeaders } from "./sign-in.server";

const customer = { id: "c-1", email: "eva@example.com" } as Customer;

/** The services signedInHeaders uses; the tier cookies as given. */
const contextWith = (tierCookies: () => Promise<string[]>) =>
  ({
    market: {},
    services: {
      accounts: { cookie: async () => "auth=signed; Path=/; HttpOnly" },
      cart: { afterMerge: async () => undefined, cookie: async () => "cart=abc; Path=/" },
      tiers: { cookies: tierCookies },
    },
  }) as unknown as AppLoadContext;

afterEach(() => vi.restoreAllMocks());

describe("signedInHeaders", () => {
  it("sets the auth, cart and tier cookies", async () => {
    const headers = await signedInHeaders(
      contextWith(async () => ["customer_group=tier-1; Path=/", "customer_id=signed; Path=/"]),
      new Request("http://localhost/login"),
      customer,
      undefined,
    );
    expect(headers.getSetCookie().map((c) => c.split("=")[0])).toEqual([
      "auth",
      "cart",
      "customer_group",
      "customer_id",
    ]);
  });

  it("signs in without the tier cookies when they cannot be made, and logs it (decision 0064)", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const headers = await signedInHeaders(
      contextWith(() => Promise.reject(new Error("platform down"))),
      new Request("http://localhost/login"),
      customer,
      undefined,
    );
    expect(headers.getSetCookie().map((c) => c.split("=")[0])).toEqual(["auth", "cart"]);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("tier cookies"), expect.any(Error));
  });
});
