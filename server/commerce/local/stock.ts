/**
 * Inventory (commercetools' inventory entries): available quantities per SKU and supply channel,
 * the stock an order takes, the operator's restock, and the stock-change log (migration 0005) that
 * the inventory trigger writes, passed on to this process's listeners.
 */
import type { Cart, InventoryEntry } from "@commercetools/platform-sdk";
import { CommerceError, invalidInput, notFound } from "../errors";
import type { StockChange } from "../port";
import type { EngineContext } from "./context";
import { type Db, statement } from "./db";

/** How often stock changes written by other processes are looked for. */
const STOCK_POLL_MS = 500;
/** How many stock changes the log keeps behind the newest this process has read. */
const STOCK_LOG_KEPT = 10_000;

/** Available quantity per SKU in a supply channel ("" is no channel); SKUs without inventory are absent. */
export function availability(db: Db, skus: string[], channelId = ""): Map<string, number> {
  if (skus.length === 0) return new Map();
  const rows = statement(
    db,
    `SELECT sku, available_quantity FROM inventory WHERE channel_id = ? AND sku IN (${skus.map(() => "?").join(",")})`,
  ).all(channelId, ...skus) as { sku: string; available_quantity: number }[];
  return new Map(rows.map((r) => [r.sku, r.available_quantity]));
}

export function inventoryEntries(db: Db, skus: string[], supplyChannelId?: string): InventoryEntry[] {
  if (skus.length === 0) return [];
  const rows = db
    .prepare(`SELECT * FROM inventory WHERE channel_id = ? AND sku IN (${skus.map(() => "?").join(",")})`)
    .all(supplyChannelId ?? "", ...skus) as {
    id: string;
    sku: string;
    channel_id: string;
    version: number;
    quantity_on_stock: number;
    available_quantity: number;
    created_at: string;
    last_modified_at: string;
  }[];
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    sku: r.sku,
    supplyChannel: r.channel_id ? { typeId: "channel", id: r.channel_id } : undefined,
    quantityOnStock: r.quantity_on_stock,
    availableQuantity: r.available_quantity,
    createdAt: r.created_at,
    lastModifiedAt: r.last_modified_at,
  }));
}

/**
 * The stock an order takes, inside the order's transaction: every line's quantity comes off its
 * SKU's inventory unless the cart tracks none; with ReserveOnOrder a line beyond the available
 * quantity stops the order (OutOfStock).
 */
export function takeStockForOrder(db: Db, cart: Cart, now: string) {
  if (cart.inventoryMode === "None") return;
  const decrement = db.prepare(
    "UPDATE inventory SET available_quantity = available_quantity - @q, quantity_on_stock = quantity_on_stock - @q, version = version + 1, last_modified_at = @now WHERE sku = @sku AND channel_id = @channel",
  );
  for (const line of cart.lineItems) {
    const sku = line.variant.sku ?? "";
    const channel = line.supplyChannel?.id ?? "";
    if (cart.inventoryMode === "ReserveOnOrder") {
      const available = availability(db, [sku], channel).get(sku) ?? 0;
      if (available < line.quantity) {
        throw new CommerceError(400, [
          {
            code: "OutOfStock",
            message: `Some line items are out of stock at the time of placing the order: ${sku}.`,
            skus: [sku],
          } as never,
        ]);
      }
    }
    decrement.run({ q: line.quantity, sku, channel, now });
  }
}

/**
 * The operator's restock (SPEC §7 updated-stock, `npm run restock`): sets the available quantity
 * of a SKU, as an inventory update on the platform does. Not part of the port: on commercetools,
 * stock is managed in the Merchant Center or by the ERP.
 */
export function setStock(ctx: EngineContext, sku: string, availableQuantity: number): InventoryEntry {
  if (!Number.isInteger(availableQuantity) || availableQuantity < 0)
    throw invalidInput(`Invalid quantity ${availableQuantity}`, "quantity");
  const result = ctx.db
    .prepare(
      "UPDATE inventory SET available_quantity = @q, quantity_on_stock = @q, version = version + 1, last_modified_at = @now WHERE sku = @sku AND channel_id = ''",
    )
    .run({ q: availableQuantity, sku, now: ctx.now().toISOString() });
  if (result.changes === 0) throw notFound(`inventory of ${sku}`);
  ctx.stockChanged();
  const [entry] = inventoryEntries(ctx.db, [sku]);
  if (!entry) throw notFound(`inventory of ${sku}`);
  return entry;
}

/**
 * Stock changes reach listeners from the log the inventory trigger writes, so a change made by
 * another process (`npm run restock`) is passed on too: this process's own orders at once, others
 * within STOCK_POLL_MS.
 */
export class StockFeed {
  private readonly listeners: ((changes: StockChange[]) => void)[] = [];
  /** The last row of the stock-change log this process has passed on (migration 0005). */
  private seq = 0;
  /** The poll, while there is a listener: none keeps a timer (or the process's database reads) alive. */
  private poll: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly db: Db) {}

  /** Adds a listener; answers the function that removes it (the last one's removal stops the poll). */
  listen(listener: (changes: StockChange[]) => void): () => void {
    if (this.listeners.length === 0) {
      this.seq =
        (this.db.prepare("SELECT MAX(seq) AS seq FROM stock_changes").get() as { seq: number | null }).seq ??
        0;
    }
    this.poll ??= setInterval(() => {
      try {
        this.passOn();
      } catch (error) {
        console.error("Reading stock changes failed", error);
      }
    }, STOCK_POLL_MS).unref();
    this.listeners.push(listener);
    return () => {
      const at = this.listeners.indexOf(listener);
      if (at >= 0) this.listeners.splice(at, 1);
      if (this.listeners.length === 0 && this.poll) {
        clearInterval(this.poll);
        this.poll = undefined;
      }
    };
  }

  /** Passes the log's rows since the last call on to the listeners, the latest quantity per SKU. */
  passOn() {
    if (this.listeners.length === 0) return;
    const rows = this.db
      .prepare("SELECT seq, sku, available_quantity FROM stock_changes WHERE seq > ? ORDER BY seq")
      .all(this.seq) as { seq: number; sku: string; available_quantity: number }[];
    if (rows.length === 0) return;
    this.seq = rows[rows.length - 1]?.seq ?? this.seq;
    // The latest quantity per SKU is what a listener needs.
    const latest = new Map(rows.map((r) => [r.sku, r.available_quantity]));
    const changes = [...latest].map(([sku, availableQuantity]) => ({ sku, availableQuantity }));
    // A copy: a listener may remove itself while it is called.
    for (const listener of [...this.listeners]) {
      try {
        listener(changes);
      } catch (error) {
        console.error("A stock change listener failed", error);
      }
    }
    // The log keeps a window for slower readers (other processes), not the whole history.
    this.db.prepare("DELETE FROM stock_changes WHERE seq <= ?").run(this.seq - STOCK_LOG_KEPT);
  }
}
