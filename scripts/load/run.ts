/**
 * The load run (issue 22 item 2): the built shop on a fresh data folder, N shoppers in parallel
 * for the run's time, then the reckoning against the platform. Used by `npm run load`
 * (scripts/load/index.ts) and by tests/integration/load.after-build.test.ts.
 */
import { performance } from "node:perf_hooks";
import { ShopperClient } from "./client";
import { type Journey, randomSource, round } from "./journey";
import { LOAD_MARKETS, type LoadCountry, type LoadOptions } from "./options";
import { newRecord, type ShopperRecord } from "./record";
import { startBuiltShop } from "./shop";
import { Stats, type StepFigures } from "./stats";
import { countOrders, type Reconciliation, readPlatform, reconcile } from "./verify";

export interface LoadResult extends Reconciliation {
  shoppers: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  status5xx: number;
  /** Requests that got no answer at all. */
  noAnswer: number;
  steps: StepFigures[];
  rounds: number;
  abandoned: string[];
  /** The shop's error log lines during the run (first 200). */
  shopErrors: string[];
}

const COUNTRIES = Object.keys(LOAD_MARKETS) as LoadCountry[];

/** One shopper's life: rounds until the deadline, then the round that keeps its cart. */
async function shopper(journey: Journey, deadline: number) {
  while (performance.now() < deadline) await round(journey, { last: false });
  await round(journey, { last: true });
}

/** Waits until the platform's order count stays the same for a second (a late notification). */
async function settled(file: string, prefix: string) {
  let last = -1;
  for (let tries = 0; tries < 30; tries++) {
    const now = countOrders(file, prefix);
    if (now === last) return;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

export async function runLoad(
  options: LoadOptions,
  log: (line: string) => void = () => {},
): Promise<LoadResult> {
  const starting = performance.now();
  const shop = await startBuiltShop();
  const stats = new Stats();
  const prefix = `load-${Date.now().toString(36)}-`;
  const records: ShopperRecord[] = [];
  try {
    const startSeconds = ((performance.now() - starting) / 1000).toFixed(0);
    log(
      `Shop on 127.0.0.1:${shop.port} (started in ${startSeconds} s${shop.fromTemplate ? ", catalogue from the seeded template" : ", catalogue seeded"}); ${options.shoppers} shoppers for ${options.seconds} s`,
    );
    const started = performance.now();
    const deadline = started + options.seconds * 1000;
    const journeys = Array.from({ length: options.shoppers }, (_, i): Journey => {
      const country = COUNTRIES[i % COUNTRIES.length] ?? "de";
      const record = newRecord(i + 1, country, prefix);
      records.push(record);
      return {
        client: new ShopperClient(shop.port, country, stats),
        record,
        random: randomSource(i + 1),
        coupon: options.coupon,
      };
    });
    await Promise.all(journeys.map((journey) => shopper(journey, deadline)));
    const elapsed = (performance.now() - started) / 1000;
    for (const journey of journeys) journey.client.close();
    await settled(shop.commerceDb, prefix);
    const finalCarts = records.flatMap((r) => (r.finalCart ? [r.finalCart.cartId] : []));
    const reckoning = reconcile(records, readPlatform(shop.commerceDb, prefix, finalCarts));
    const steps = stats.figures();
    const requests = steps.reduce((sum, s) => sum + s.requests, 0);
    return {
      ...reckoning,
      shoppers: options.shoppers,
      seconds: Math.round(elapsed),
      requests,
      requestsPerSecond: requests / elapsed,
      status5xx: steps.reduce((sum, s) => sum + s.status5xx, 0),
      noAnswer: steps.reduce((sum, s) => sum + s.failed, 0),
      steps,
      rounds: records.reduce((sum, r) => sum + r.rounds, 0),
      abandoned: records.flatMap((r) => r.abandoned),
      shopErrors: [...shop.errors],
    };
  } finally {
    await shop.stop();
  }
}

/** Whether the run met its goal: no 5xx (or unanswered request), no line lost, no order missing or doubled. */
export const failures = (result: LoadResult) =>
  result.status5xx +
  result.noAnswer +
  result.linesLost +
  result.ordersMissing +
  result.ordersDoubled +
  result.ordersUnconfirmed;
