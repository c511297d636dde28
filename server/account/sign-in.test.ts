import type { Cart, CartUpdateAction, Customer } from "@commercetools/platform-sdk";
import { describe, expect, it, vi } from "vitest";
import type { CommercePort } from "../commerce";
import { resolveMarket } from "../market";
import type { LoginGuard } from "./login-guard";
import { createSignIn } from "./sign-in";

const market = resolveMarket({ host: "lt.localhost", pathname: "/" });
const passing = {
  check: async (_who: unknown, run: () => Promise<unknown>) => ({ outcome: "passed", value: await run() }),
};
const tierOne = { typeId: "customer-group" as const, id: "group-tier-1" };

/**
 * A platform whose merge leaves the cart without the customer's group, as commercetools' merge does
 * for a customer whose group is an assignment; its sign-in answer names the groups by id only.
 */
function platform(cart: Cart) {
  const updates: CartUpdateAction[][] = [];
  const customer = {
    id: "c1",
    email: "tier@example.com",
    customerGroupAssignments: [{ customerGroup: tierOne }],
  };
  const commerce = {
    signIn: async () => ({ customer, cart }),
    signUp: async () => ({ customer, cart }),
    customer: async () => ({
      ...customer,
      customerGroupAssignments: [{ customerGroup: { ...tierOne, obj: { key: "tier-1" } } }],
    }),
    updateCart: async (_id: string, version: number, actions: CartUpdateAction[]) => {
      updates.push(actions);
      return { ...cart, version: version + 1, customerGroup: tierOne };
    },
  } as unknown as CommercePort;
  return { commerce, updates, customer: customer as unknown as Customer };
}

describe("the password sign-in's cart takes the customer's price group (decision 0065)", () => {
  it("sets the group the platform's merge left out, at sign-in and sign-up", async () => {
    const cart = { id: "cart-1", version: 3, lineItems: [] } as unknown as Cart;
    const { commerce, updates } = platform(cart);
    const signIn = createSignIn({ commerce, loginGuard: passing as unknown as LoginGuard });
    const result = await signIn.signIn(
      { email: "tier@example.com", password: "x" },
      { market, clientIp: "" },
    );
    expect(result.ok && result.cart?.customerGroup).toEqual(tierOne);
    const up = await signIn.signUp(
      { email: "tier@example.com", password: "x", firstName: "A", lastName: "B" },
      { market },
    );
    expect(up.ok && up.cart?.customerGroup).toEqual(tierOne);
    expect(updates).toEqual([
      [{ action: "setCustomerGroup", customerGroup: tierOne }],
      [{ action: "setCustomerGroup", customerGroup: tierOne }],
    ]);
  });

  it("asks nothing more when the cart has the group, and keeps the cart when the update fails", async () => {
    const grouped = { id: "cart-2", version: 1, lineItems: [], customerGroup: tierOne } as unknown as Cart;
    const { commerce, updates } = platform(grouped);
    const signIn = createSignIn({ commerce, loginGuard: passing as unknown as LoginGuard });
    const result = await signIn.signIn(
      { email: "tier@example.com", password: "x" },
      { market, clientIp: "" },
    );
    expect(result.ok && result.cart).toBe(grouped);
    expect(updates).toEqual([]);

    const bare = { id: "cart-3", version: 1, lineItems: [] } as unknown as Cart;
    const failing = platform(bare);
    failing.commerce.updateCart = () => Promise.reject(new Error("down"));
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const kept = await createSignIn({
      commerce: failing.commerce,
      loginGuard: passing as unknown as LoginGuard,
    }).signIn({ email: "tier@example.com", password: "x" }, { market, clientIp: "" });
    expect(kept.ok && kept.cart).toBe(bare);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
