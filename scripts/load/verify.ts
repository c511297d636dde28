/**
 * The run's bookkeeping against the platform (issue 22 item 2): each shopper's final cart and the
 * lines of each order it placed against what it meant, and the platform's orders of this run
 * against the orders the shoppers were told of. `reconcile` is pure (verify.test.ts);
 * `readPlatform` reads the embedded engine's SQLite database (server/commerce/local, tables
 * `orders` and `carts`) read-only, the same rows the engine's own API answers from.
 */
import Database from "better-sqlite3";
import type { Lines, ShopperRecord } from "./record";

export interface PlatformOrder {
  id: string;
  cartId: string;
  email: string;
  lines: Lines;
}

export interface Platform {
  /** The orders whose e-mail starts with the run's prefix. */
  orders: PlatformOrder[];
  /** Cart id → its lines, for the carts asked about. */
  carts: Map<string, Lines>;
}

export interface Reconciliation {
  /** Lines meant but absent, of another quantity, or present unmeant: final carts and placed orders. */
  linesLost: number;
  /** Orders a shopper was told of (thank-you page) that the platform does not have. */
  ordersMissing: number;
  /** More than one platform order for one cart, or an order no shopper placed. */
  ordersDoubled: number;
  /** Platform orders of carts whose payment answer never reached the shopper (shown, and counted). */
  ordersUnconfirmed: number;
  ordersPlaced: number;
  finalCarts: number;
}

type LineItemRow = { quantity?: number; variant?: { sku?: string } };

/** SKU → quantity of a commercetools cart's or order's line items (custom lines, e.g. fees, left out). */
export function linesOf(lineItems: readonly LineItemRow[] | undefined): Lines {
  const lines: Lines = {};
  for (const item of lineItems ?? []) {
    const sku = item.variant?.sku;
    if (sku) lines[sku] = (lines[sku] ?? 0) + (item.quantity ?? 0);
  }
  return lines;
}

/** How many SKUs differ between what was meant and what is there (missing, other quantity, unmeant). */
export function differingLines(meant: Lines, actual: Lines | undefined): number {
  const skus = new Set([...Object.keys(meant), ...Object.keys(actual ?? {})]);
  return [...skus].filter((sku) => (meant[sku] ?? 0) !== (actual?.[sku] ?? 0)).length;
}

export function reconcile(records: readonly ShopperRecord[], platform: Platform): Reconciliation {
  const placed = records.flatMap((r) => r.orders);
  const byId = new Map(platform.orders.map((o) => [o.id, o]));
  const toldIds = new Set(placed.map((o) => o.orderId));
  const toldCarts = new Set(placed.map((o) => o.cartId));
  const unconfirmedCarts = new Set(records.flatMap((r) => r.unconfirmed));
  let linesLost = 0;
  let ordersMissing = 0;
  for (const order of placed) {
    const found = byId.get(order.orderId);
    if (!found || found.cartId !== order.cartId) ordersMissing++;
    else linesLost += differingLines(order.lines, found.lines);
  }
  // Two thank-you pages with different orders for one cart are a doubled order too.
  let ordersDoubled = placed.length - new Set(placed.map((o) => o.cartId)).size;
  let ordersUnconfirmed = 0;
  for (const order of platform.orders) {
    if (toldIds.has(order.id)) continue;
    if (!toldCarts.has(order.cartId) && unconfirmedCarts.has(order.cartId)) ordersUnconfirmed++;
    else ordersDoubled++;
  }
  const finals = records.flatMap((r) => (r.finalCart ? [r.finalCart] : []));
  for (const cart of finals) linesLost += differingLines(cart.lines, platform.carts.get(cart.cartId));
  return {
    linesLost,
    ordersMissing,
    ordersDoubled,
    ordersUnconfirmed,
    ordersPlaced: placed.length,
    finalCarts: finals.length,
  };
}

/** The run's orders and the named carts, from the engine's database file (opened read-only). */
export function readPlatform(file: string, emailPrefix: string, cartIds: readonly string[]): Platform {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const orders = (db.prepare("SELECT id, cart_id, data FROM orders").all() as OrderRow[])
      .map((row) => {
        const data = JSON.parse(row.data) as { customerEmail?: string; lineItems?: LineItemRow[] };
        return {
          id: row.id,
          cartId: row.cart_id,
          email: data.customerEmail ?? "",
          lines: linesOf(data.lineItems),
        };
      })
      .filter((order) => order.email.startsWith(emailPrefix));
    const read = db.prepare("SELECT data FROM carts WHERE id = ?");
    const carts = new Map<string, Lines>();
    for (const id of cartIds) {
      const row = read.get(id) as { data: string } | undefined;
      if (row) carts.set(id, linesOf((JSON.parse(row.data) as { lineItems?: LineItemRow[] }).lineItems));
    }
    return { orders, carts };
  } finally {
    db.close();
  }
}
type OrderRow = { id: string; cart_id: string; data: string };

/** The number of the run's orders on the platform (polled until it stops changing after the run). */
export function countOrders(file: string, emailPrefix: string): number {
  return readPlatform(file, emailPrefix, []).orders.length;
}
