import type { Cart, CartUpdateAction, Customer } from "@commercetools/platform-sdk";
import type { Market } from "../market";
import type { CartField } from "./commands";

/** What a change tells the shopper when it worked (keys of the `cart` namespace's notices). */
export const CART_NOTICES = [
  "added",
  "maxQuantity",
  "updated",
  "removed",
  "couponApplied",
  "couponRemoved",
  "guaranteeAdded",
  "cleared",
] as const;
export type CartNotice = (typeof CART_NOTICES)[number];

/** Why a change was refused (keys of the `cart` namespace's errors). */
export type CartErrorCode =
  | "unknownProduct"
  | "outOfStock"
  | "maxQuantity"
  | "unknownLine"
  | "guaranteeNotOffered"
  | "couponUnknown"
  | "couponNotValid"
  | "couponUsedUp"
  | "emptyCart"
  | "addingProblem";

export type CartOutcome =
  | { ok: true; cart: Cart | null; notice: CartNotice; capped?: boolean }
  | { ok: false; cart: Cart | null; error: CartErrorCode; field: CartField; status: 404 | 409 | 422 };

export type CartRefusal = Extract<CartOutcome, { ok: false }>;

/** The update actions a change sends, or why it cannot be done. */
export type Plan =
  | { ok: true; actions: CartUpdateAction[]; notice: CartNotice; capped?: boolean }
  | CartRefusal;

export interface CartRequest {
  market: Market;
  /** The id from the cart cookie, if any. */
  cartId?: string;
  /** Whoever sends the request (the CSRF token's visitor): serialises changes before a cart exists. */
  visitor: string;
  /**
   * The signed-in customer: a new cart is theirs (and priced for their group), and their e-mail is set
   * on the cart (SPEC §4 "Adding an item").
   */
  customer?: Pick<Customer, "id" | "email" | "customerGroup"> &
    Partial<Pick<Customer, "customerGroupAssignments">>;
}

export const refuse = (
  cart: Cart | null,
  error: CartErrorCode,
  field: CartField,
  status: 404 | 409 | 422 = 422,
): CartRefusal => ({ ok: false, cart, error, field, status });
