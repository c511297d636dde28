/**
 * `npm run bench:commerce`: p50/p95 of the embedded platform's hot operations on the default catalog
 * and on 50,000 products. The databases are seeded once into the system's temp folder and reused.
 */
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { Cart } from "@commercetools/platform-sdk";
import { openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { seedIfEmpty } from "../../server/commerce/local/seed";
import { measure } from "./measure";

const SIZES = (process.env.BENCH_SIZES ?? "1000,50000").split(",").map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const market = {
  currency: "EUR",
  country: "DE",
  store: { typeId: "store" as const, key: "store-de" },
  inventoryMode: "TrackOnly" as const,
};
const scope = { country: "DE", currency: "EUR" };

for (const size of SIZES) {
  const file = path.join(tmpdir(), `proequip-bench-commerce-${size}.sqlite`);
  const db = openDatabase(file);
  const started = performance.now();
  if (seedIfEmpty(db, size))
    console.info(`(seeded ${size} products in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const commerce = new LocalCommerce(db);
  const products = db
    .prepare(
      "SELECT json_extract(data, '$.slug.de') AS slug, json_extract(data, '$.masterVariant.sku') AS sku FROM products WHERE key LIKE 'ex%' ORDER BY random() LIMIT 400",
    )
    .all() as { slug: string; sku: string }[];
  const sku = (i: number) => products[i % products.length]?.sku ?? "";
  const emptyCart = () => commerce.createCart(market);
  const withLines = async (lines: number, shipping = false) => {
    const cart = await emptyCart();
    return commerce.updateCart(cart.id, cart.version, [
      ...Array.from({ length: lines }, (_, i) => ({
        action: "addLineItem" as const,
        sku: sku(i * 7 + 3),
        quantity: 1,
      })),
      ...(shipping
        ? [
            {
              action: "setShippingAddress" as const,
              address: {
                country: "DE",
                postalCode: "10115",
                city: "Berlin",
                streetName: "A",
                streetNumber: "1",
              },
            },
            {
              action: "setShippingMethod" as const,
              shippingMethod: { typeId: "shipping-method" as const, key: "freight" },
            },
            { action: "setCustomerEmail" as const, email: "bench@example.com" },
          ]
        : []),
    ]);
  };

  console.info(`\n${size} products (ms, ${RUNS} runs each)`);
  console.info(
    `product by slug        ${await measure(RUNS, (i) => commerce.productBySlug({ language: "de", value: products[i % products.length]?.slug ?? "" }, scope))}`,
  );
  let cart: Cart = await emptyCart();
  console.info(
    `add line item          ${await measure(RUNS, async (i) => {
      if (i % 20 === 0) cart = await emptyCart();
      cart = await commerce.updateCart(cart.id, cart.version, [
        { action: "addLineItem", sku: sku(i), quantity: 1 },
      ]);
    })}`,
  );
  let big = await withLines(20, true);
  console.info(
    `recalculate 20 lines   ${await measure(RUNS, async () => {
      big = await commerce.updateCart(big.id, big.version, [{ action: "recalculate" }]);
    })}`,
  );
  const ready = await Promise.all(Array.from({ length: Math.min(RUNS, 100) }, () => withLines(3, true)));
  console.info(
    `create order (3 lines) ${await measure(ready.length, (i) => {
      const c = ready[i] as Cart;
      return commerce.createOrderFromCart({ id: c.id, version: c.version, idempotencyKey: `bench-${c.id}` });
    })}`,
  );
  db.close();
}
