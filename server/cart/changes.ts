/**
 * Running a cart change (SPEC §4 "Cart lifecycle"): the cart reloaded, the change planned from what
 * it holds now (plan.ts), sent with the version read, planned and sent once more on a concurrent
 * modification, and published to the cart's room. Any failure is a message, never an error page.
 */
import type { Cart } from "@commercetools/platform-sdk";
import type { CommerceError, CommercePort } from "../commerce";
import { isCommerceError } from "../commerce/errors";
import { priceGroupOf } from "../commerce/price-group";
import { withVersionRetry } from "../commerce/retry";
import type { Market } from "../market";
import type { Rooms } from "../rooms";
import type { CartCommand } from "./commands";
import type { FactReader } from "./facts";
import { type CartErrorCode, type CartOutcome, type CartRequest, type Plan, refuse } from "./outcomes";
import { planChange } from "./plan";
import type { LoadCart } from "./request";

/** SPEC §7 DiscountCodeNonApplicable reasons → what the coupon field says. */
const COUPON_ERRORS: Record<string, CartErrorCode> = {
  DoesNotExist: "couponUnknown",
  NotActive: "couponNotValid",
  NotValid: "couponNotValid",
  TimeRangeNonApplicable: "couponNotValid",
  ApplicationStoppedByPreviousDiscount: "couponNotValid",
  MaxApplicationReached: "couponUsedUp",
};

/** A refused discount code as the coupon field's message, or undefined for any other error. */
function couponRefusal(command: CartCommand, cart: Cart | null, error: unknown): CartOutcome | undefined {
  if (command.intent !== "coupon" || !isCommerceError(error, "DiscountCodeNonApplicable")) return undefined;
  const reason = (error as CommerceError).errors[0] as { reason?: string } | undefined;
  return refuse(cart, COUPON_ERRORS[reason?.reason ?? ""] ?? "couponNotValid", "code");
}

/** Thrown inside a retried write to answer with a refusal instead (the plan refused on the re-read). */
class Refused {
  constructor(readonly outcome: CartOutcome) {}
}

export interface ChangeDeps {
  commerce: CommercePort;
  rooms: Rooms;
  facts: FactReader;
  load: LoadCart;
  afterChange: (cart: Cart) => Promise<Cart>;
}

type Planned = Extract<Plan, { ok: true }>;

/**
 * A visitor whose first add is still without a cookie (parallel first adds) gets the cart that the
 * first of them created, not a second one.
 */
function createRecentCarts() {
  const createdFor = new Map<string, { cartId: string; at: number }>();
  const CREATED_TTL_MS = 60_000;
  return {
    remember(visitor: string, cartId: string) {
      const now = Date.now();
      for (const [key, entry] of createdFor) if (now - entry.at >= CREATED_TTL_MS) createdFor.delete(key);
      createdFor.set(visitor, { cartId, at: now });
    },
    /** The request's cart id: the cookie's, else the one just created for the visitor. */
    cartIdOf(request: CartRequest): string | undefined {
      if (request.cartId) createdFor.delete(request.visitor);
      const remembered = createdFor.get(request.visitor);
      return (
        request.cartId ??
        (remembered && Date.now() - remembered.at < CREATED_TTL_MS ? remembered.cartId : undefined)
      );
    },
  };
}
type RecentCarts = ReturnType<typeof createRecentCarts>;

function createCart(
  commerce: CommercePort,
  market: Market,
  customer: CartRequest["customer"],
): Promise<Cart> {
  return commerce.createCart({
    currency: market.currency.code,
    country: market.country.isoCode,
    store: { typeId: "store", key: market.storeKey },
    inventoryMode: "TrackOnly",
    locale: market.locale.code,
    ...(customer && {
      customerId: customer.id,
      customerEmail: customer.email,
      // The group of the customer's tier prices the cart (SPEC §3; decision 0062).
      ...(priceGroupOf(customer) ? { customerGroup: priceGroupOf(customer) } : {}),
    }),
  });
}

/** SPEC §4 "Clearing deletes the cart" (a websocket cart update with null data follows). */
async function clear({ commerce, rooms }: ChangeDeps, cart: Cart | null): Promise<CartOutcome> {
  if (cart) {
    await withVersionRetry(
      cart,
      () => commerce.getCart(cart.id),
      (current) => commerce.deleteCart(current.id, current.version),
    );
    void rooms.cartUpdated(cart.id, null);
  }
  return { ok: true, cart: null, notice: "cleared" };
}

/**
 * Sends the planned actions with the version read. SPEC §4: one retry with the current version,
 * planned again from what the cart holds now. Throws Refused when the plan or a coupon is refused.
 */
async function send(
  { commerce, facts }: ChangeDeps,
  { market, customer }: CartRequest,
  command: CartCommand,
  created: Cart,
  first: Planned,
  reread: () => Promise<Cart>,
): Promise<{ cart: Cart; planned: Planned }> {
  let planned = first;
  const cart = await withVersionRetry(created, reread, async (current) => {
    if (current !== created) {
      const again = planChange(current, command, await facts.factsFor(market, current, command), customer);
      if (!again.ok) throw new Refused(again);
      planned = again;
    }
    try {
      return await commerce.updateCart(current.id, current.version, planned.actions);
    } catch (error) {
      const refused = couponRefusal(command, current, error);
      throw refused ? new Refused(refused) : error;
    }
  });
  return { cart, planned };
}

async function applyChange(
  deps: ChangeDeps,
  recent: RecentCarts,
  request: CartRequest,
  command: CartCommand,
  seen: (cart: Cart | null) => void,
): Promise<CartOutcome> {
  const { commerce, rooms, facts, load, afterChange } = deps;
  const { market, customer } = request;
  let cart = await load(market, recent.cartIdOf(request), customer?.id);
  seen(cart);
  if (command.intent === "clear") return clear(deps, cart);

  const first = planChange(cart, command, await facts.factsFor(market, cart, command), customer);
  if (!first.ok) return first;
  if (first.actions.length === 0) return { ok: true, cart, notice: first.notice };
  if (!cart) {
    if (command.intent !== "add") return refuse(null, "emptyCart", "intent");
    cart = await createCart(commerce, market, customer);
    seen(cart);
    recent.remember(request.visitor, cart.id);
  }
  const created = cart;
  const reread = async () => {
    const current = await load(market, created.id, customer?.id);
    seen(current);
    if (!current) throw new Refused(refuse(null, "addingProblem", "intent", 409));
    return current;
  };
  let sent: { cart: Cart; planned: Planned };
  try {
    sent = await send(deps, request, command, created, first, reread);
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
  const { planned } = sent;
  cart = await afterChange(sent.cart);
  void rooms.cartUpdated(cart.id, cart);
  return { ok: true, cart, notice: planned.notice, ...(planned.capped ? { capped: true } : {}) };
}

export function createChanges(deps: ChangeDeps) {
  const { load } = deps;
  const recent = createRecentCarts();

  /**
   * SPEC §4: an error naming a cart that 'was not found in store' clears the cart; any other reloads
   * it and shows 'There was a problem with adding product to the cart. Please try again.'
   */
  async function problem(request: CartRequest, cart: Cart | null, error: unknown): Promise<CartOutcome> {
    console.error("Cart change failed", error);
    if (error instanceof Error && error.message.includes("was not found in store"))
      return refuse(null, "addingProblem", "intent", 409);
    const reloaded = await load(request.market, cart?.id, request.customer?.id).catch(() => cart);
    return refuse(reloaded, "addingProblem", "intent", 409);
  }

  /** Runs one change; SPEC §8: any failure (the platform, stock, guarantees) is a message, never an error page. */
  return async function apply(request: CartRequest, command: CartCommand): Promise<CartOutcome> {
    let cart: Cart | null = null;
    try {
      return await applyChange(deps, recent, request, command, (current) => {
        cart = current;
      });
    } catch (error) {
      return problem(request, cart, error);
    }
  };
}
