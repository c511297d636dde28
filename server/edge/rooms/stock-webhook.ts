import { z } from "zod";
import { HTTP_LIMITS } from "../../../config";
import type { StockChange } from "../../commerce/port";
import { createRouter, type Handler, json } from "../../pipeline/router";
import type { Step } from "../../pipeline/types";
import { CHANNELS } from "../../rooms/channels";
import { safeEqual } from "../../secure-compare";
import { createDurableObjectBus } from "./bus";
import { type RoomsEnv, STOCK_WEBHOOK_PATH } from "./protocol";

/** At most this many changes in one post (postStockChanges sends larger sets in batches). */
const BATCH = 100;
/** How long posting one batch may take before it is given up (the next change posts again). */
const POST_TIMEOUT_MS = 5_000;

const stockChange = z.object({
  sku: z.string().min(1).max(100),
  availableQuantity: z.number().int().min(0),
});

/** The shop's own shape (postStockChanges) or a commercetools InventoryEntryQuantitySet message. */
const commercetoolsMessage = z.object({
  type: z.literal("InventoryEntryQuantitySet"),
  sku: z.string().min(1).max(100),
  newAvailableQuantity: z.number().int(),
});
const body = z.union([
  z.object({ changes: z.array(stockChange).min(1).max(BATCH) }),
  commercetoolsMessage,
  // An Amazon EventBridge event (a commercetools Subscription's destination) carries it as `detail`.
  z.object({ detail: commercetoolsMessage }),
]);

/** The stock changes a webhook body names. */
function changesOf(parsed: z.infer<typeof body>): StockChange[] {
  if ("changes" in parsed) return parsed.changes;
  const message = "detail" in parsed ? parsed.detail : parsed;
  return [{ sku: message.sku, availableQuantity: Math.max(0, message.newAvailableQuantity) }];
}

/**
 * The stock webhook as a pipeline step, given its secret and what publishes the changes: a POST to
 * STOCK_WEBHOOK_PATH with `Authorization: Bearer <secret>` and a JSON body is answered 202 once the
 * rooms holding the SKUs have the changes; 401 without the secret, 400 with a body that names none.
 * Without a secret the path is nobody's (the pages answer it).
 */
export function stockWebhookStep(
  secret: string | undefined,
  publish: (changes: StockChange[]) => Promise<void>,
): Step {
  const router = createRouter();
  if (!secret) return router.step;
  // The secret is checked before the body is read; the pipeline's form limit bounds the body first.
  const authorised: Handler = (req, res) => {
    const given = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1] ?? "";
    if (!safeEqual(secret, given))
      res.status(401).setHeader("WWW-Authenticate", 'Bearer realm="stock"').json({ error: "Unauthorized" });
  };
  router.post(
    STOCK_WEBHOOK_PATH,
    authorised,
    json({ limit: HTTP_LIMITS.formBodyBytes }),
    async (req, res) => {
      const parsed = body.safeParse(req.body);
      if (!parsed.success)
        return res.status(400).json({
          error:
            'Expected {"changes":[{"sku","availableQuantity"}]} (at most 100) or an InventoryEntryQuantitySet message',
          issues: parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).slice(0, 5),
        });
      const changes = changesOf(parsed.data);
      try {
        await publish(changes);
      } catch (error) {
        // The sender retries (the services host posts the next change; a queue redelivers).
        console.error("Rooms: publishing stock changes failed", error);
        return res.status(503).json({ error: "The rooms could not be reached; try again" });
      }
      res.status(202).json({ accepted: changes.length });
    },
  );
  return router.step;
}

/**
 * SPEC §7 updated-stock on the edge (issue 18 item 4): the endpoint where stock changes come in and go
 * to the rooms of the carts holding each SKU, through the stock index. In development the local
 * services post the engine's changes here (postStockChanges); in production a commercetools
 * Subscription to InventoryEntryQuantitySet does, through a queue that can call HTTPS (decision 0040).
 * The secret is STOCK_WEBHOOK_SECRET of the worker's env.
 */
export function stockWebhook(env: RoomsEnv): Step {
  const bus = createDurableObjectBus(env);
  return stockWebhookStep(env.STOCK_WEBHOOK_SECRET, (changes) =>
    bus.publish(CHANNELS.stock, JSON.stringify(changes)),
  );
}

/**
 * The publisher the local services host hands to the engine's onStockChange (development): posts the
 * changes to the edge worker's stock webhook in batches, with the shared secret. Never throws and never
 * logs the secret: live stock is an enhancement, a failed post is logged and the shop goes on.
 */
export function postStockChanges(url: string, secret: string): (changes: StockChange[]) => Promise<void> {
  return async (changes) => {
    for (let start = 0; start < changes.length; start += BATCH) {
      try {
        const answer = await fetch(url, {
          method: "POST",
          headers: { Authorization: `Bearer ${secret}`, "Content-Type": "application/json" },
          body: JSON.stringify({ changes: changes.slice(start, start + BATCH) }),
          signal: AbortSignal.timeout(POST_TIMEOUT_MS),
        });
        if (answer.status !== 202) console.error(`Rooms: the stock webhook answered ${answer.status}`);
      } catch (error) {
        console.error("Rooms: posting stock changes failed", error instanceof Error ? error.message : error);
      }
    }
  };
}
