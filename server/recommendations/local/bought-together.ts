/**
 * Products bought together (issue 23 item 4, decision 0060): for every pair of products in one order
 * of the embedded platform, how many orders held both. Kept in the platform's own database beside
 * the orders and brought up to date by `catchUp` (called after an order and periodically, never by a
 * page's read, decision 0066): the orders placed since the last catch-up (by the orders table's
 * rowid, which only grows) are counted in, in one write transaction, so several processes on the
 * same file count each order once.
 */
import { GUARANTEE_LINE_TYPE } from "../../cart/view";
import { type Db, versionedReads } from "../../commerce/local";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS recommendation_pairs (
  sku TEXT NOT NULL,
  other_sku TEXT NOT NULL,
  orders INTEGER NOT NULL,
  PRIMARY KEY (sku, other_sku)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS recommendation_progress (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  last_order INTEGER NOT NULL
);
INSERT OR IGNORE INTO recommendation_progress (id, last_order) VALUES (1, 0);
`;

/**
 * The SKUs of each new order's own product lines: standard lines only (a gift is not a choice) and no
 * extra guarantee (a service sold with a product, SPEC §5, never a product to recommend).
 */
const NEW_ORDER_SKUS = `
SELECT o.rowid AS position, json_extract(line.value, '$.variant.sku') AS sku
FROM orders o, json_each(o.data, '$.lineItems') line
WHERE o.rowid > ? AND o.rowid <= ?
  AND coalesce(json_extract(line.value, '$.lineItemMode'), 'Standard') = 'Standard'
  AND json_extract(line.value, '$.custom.fields.${GUARANTEE_LINE_TYPE.parentField}') IS NULL
ORDER BY o.rowid`;

export interface BoughtTogether {
  /** Counts in the orders placed since the last call (at most `batch` per step); returns how many. */
  catchUp(): number;
  /** The SKUs bought with `sku`, most orders first (then by SKU, so the order is stable); shared, frozen. */
  with(sku: string, limit: number): readonly { sku: string; orders: number }[];
}

/** `batch`: orders per catch-up step; `kept`: lists kept per database version (decision 0086). */
export function boughtTogether(db: Db, { batch, kept }: { batch: number; kept: number }): BoughtTogether {
  db.exec(SCHEMA);
  const lastOrder = db.prepare("SELECT last_order AS n FROM recommendation_progress WHERE id = 1");
  const newest = db.prepare("SELECT coalesce(max(rowid), 0) AS n FROM orders");
  const lines = db.prepare(NEW_ORDER_SKUS);
  const count = db.prepare(
    `INSERT INTO recommendation_pairs (sku, other_sku, orders) VALUES (?, ?, 1)
     ON CONFLICT (sku, other_sku) DO UPDATE SET orders = orders + 1`,
  );
  const progress = db.prepare("UPDATE recommendation_progress SET last_order = ? WHERE id = 1");
  const together = db.prepare(
    "SELECT other_sku AS sku, orders FROM recommendation_pairs WHERE sku = ? ORDER BY orders DESC, other_sku LIMIT ?",
  );
  const position = (statement: typeof newest) => (statement.get() as { n: number }).n;
  /**
   * Each product's list, read once per version of the file (decision 0086): a catch-up, this
   * process's or another's on the same file, is a write and so a new version; the clock plays no part.
   */
  const lists = versionedReads<{ sku: string; orders: number }[]>(db, kept);

  /** One step, in one IMMEDIATE transaction: another process's step waits and then finds less to do. */
  const step = db.transaction(() => {
    const from = position(lastOrder);
    const upTo = Math.min(position(newest), from + batch);
    if (upTo <= from) return 0;
    const orders = new Map<number, Set<string>>();
    for (const row of lines.all(from, upTo) as { position: number; sku: string | null }[]) {
      if (!row.sku) continue;
      const skus = orders.get(row.position) ?? new Set<string>();
      skus.add(row.sku);
      orders.set(row.position, skus);
    }
    for (const skus of orders.values())
      for (const sku of skus) for (const other of skus) if (other !== sku) count.run(sku, other);
    progress.run(upTo);
    return upTo - from;
  });

  return {
    catchUp() {
      // A cheap read first: most answers find nothing new and take no write lock.
      if (position(newest) <= position(lastOrder)) return 0;
      let counted = 0;
      for (let taken = step.immediate(); taken > 0; taken = step.immediate()) counted += taken;
      return counted;
    },
    with: (sku, limit) =>
      lists.get(`${limit}|${sku}`, "", () => {
        const value = together.all(sku, limit) as { sku: string; orders: number }[];
        // An empty list (an unknown SKU, one never bought with another) is not kept: anyone can ask
        // for any SKU, and an indexed read that finds nothing is cheap.
        return { value, keep: value.length > 0 };
      }),
  };
}
