/**
 * Each shopper's own record of what it meant to do: the lines its cart should hold, the orders the
 * shop confirmed to it, and the checkouts whose outcome it never learnt. The platform's carts and
 * orders are compared against these after the run (verify.ts).
 */
export type PaymentKind = "cod" | "bank" | "card";
export const PAYMENT_KINDS: readonly PaymentKind[] = ["cod", "bank", "card"];

/** SKU → quantity. */
export type Lines = Record<string, number>;

export interface PlacedOrder {
  orderId: string;
  cartId: string;
  payment: PaymentKind;
  /** The lines the shopper meant to buy. */
  lines: Lines;
}

export interface ShopperRecord {
  shopper: number;
  country: string;
  /** The e-mail prefix of every order of this run (`load-<run>-`), to find them on the platform. */
  emailPrefix: string;
  /** What the current cart should hold. */
  meant: Lines;
  /** Whether the current cart carries the run's discount code. */
  couponApplied: boolean;
  orders: PlacedOrder[];
  /** Carts sent to payment whose answer never said whether an order exists. */
  unconfirmed: string[];
  /** The cart the shopper ended with and what it meant it to hold (read back after the run). */
  finalCart?: { cartId: string; lines: Lines };
  rounds: number;
  /** Rounds given up on an unexpected answer (their messages; the cart was dropped). */
  abandoned: string[];
}

export function newRecord(shopper: number, country: string, emailPrefix: string): ShopperRecord {
  return {
    shopper,
    country,
    emailPrefix,
    meant: {},
    couponApplied: false,
    orders: [],
    unconfirmed: [],
    rounds: 0,
    abandoned: [],
  };
}
