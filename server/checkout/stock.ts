/**
 * No item is sold that is not there. The platform keeps inventory mode TrackOnly (SPEC §3: it counts
 * stock down but never refuses an order), so the shop checks availability itself: when the payment
 * step loads, and again when the order is placed. Placing checks and orders under a lock per SKU, so
 * two orders of this process for the last units cannot both pass the check; across processes the
 * window is the few milliseconds between the check and the order (ReserveOnOrder on the platform
 * would close it, at the price SPEC's TrackOnly avoids: carts refused while stock is merely low).
 */
import type { Cart } from "@commercetools/platform-sdk";
import { createKeyedQueue } from "../cart/queue";
import { isProductLine } from "../cart/view";
import type { CommercePort } from "../commerce";

/** A line the shop cannot deliver in full: what the cart asks for and what is there. */
export interface Shortage {
  lineId: string;
  sku: string;
  wanted: number;
  available: number;
}

/** The units of each SKU the cart's own lines ask for (extra guarantees and gifts have no stock). */
function wantedBySku(cart: Cart): Map<string, { lineId: string; quantity: number }> {
  const wanted = new Map<string, { lineId: string; quantity: number }>();
  for (const line of cart.lineItems) {
    const sku = line.variant.sku;
    if (!sku || !isProductLine(line)) continue;
    const entry = wanted.get(sku);
    if (entry) entry.quantity += line.quantity;
    else wanted.set(sku, { lineId: line.id, quantity: line.quantity });
  }
  return wanted;
}

/** The SKUs of a cart that stock cannot cover; `stock` is the available quantity per SKU. */
export function shortagesOf(cart: Cart, stock: ReadonlyMap<string, number>): Shortage[] {
  return [...wantedBySku(cart)].flatMap(([sku, { lineId, quantity }]) => {
    const available = Math.max(0, stock.get(sku) ?? 0);
    return quantity <= available ? [] : [{ lineId, sku, wanted: quantity, available }];
  });
}

export function createStockCheck(commerce: CommercePort) {
  const locks = createKeyedQueue();

  async function shortages(cart: Cart): Promise<Shortage[]> {
    const inventory = await commerce.inventory([...wantedBySku(cart).keys()]);
    return shortagesOf(cart, new Map(inventory.map((e) => [e.sku, e.availableQuantity])));
  }

  /** Runs `task` holding the lock of every SKU (in a fixed order, so two carts cannot deadlock). */
  function holding<T>(skus: string[], task: () => Promise<T>): Promise<T> {
    const [first, ...rest] = [...new Set(skus)].sort();
    if (first === undefined) return task();
    return locks.run(`sku:${first}`, () => holding(rest, task));
  }

  return {
    shortages,
    /**
     * Checks the cart's stock and, when it covers every line, runs `order` before any other order
     * of this process for the same SKUs can check: the shortages, or what `order` gave.
     */
    orderIfInStock<T>(
      cart: Cart,
      order: () => Promise<T>,
    ): Promise<{ ok: true; value: T } | { ok: false; shortages: Shortage[] }> {
      return holding([...wantedBySku(cart).keys()], async () => {
        const short = await shortages(cart);
        if (short.length) return { ok: false, shortages: short };
        return { ok: true, value: await order() };
      });
    },
  };
}
export type StockCheck = ReturnType<typeof createStockCheck>;
