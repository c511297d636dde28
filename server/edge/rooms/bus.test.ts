import { describe, expect, it } from "vitest";
import { CHANNELS } from "../../rooms/channels";
import { createDurableObjectBus } from "./bus";
import type { RoomsEnv } from "./protocol";
import type { DurableNamespace } from "./runtime";

/** Namespaces that record which object got which request, answering `status`. */
function objects(status = 204) {
  const calls: string[] = [];
  const namespace = (kind: string): DurableNamespace => ({
    idFromName: (name) => name,
    get: (name) => ({
      fetch: async (url, init) => {
        calls.push(`${kind}:${String(name)} ${String(url)} ${String(init?.body)}`);
        return new Response(null, { status });
      },
    }),
  });
  return { calls, env: { CART_ROOMS: namespace("room"), STOCK_INDEX: namespace("index") } as RoomsEnv };
}

describe("the Durable Object bus (edge publishing)", () => {
  it("sends a cart's channel to that cart's room and each stock change to its SKU's index", async () => {
    const { calls, env } = objects();
    const bus = createDurableObjectBus(env);
    await bus.publish(CHANNELS.cart("c-1"), JSON.stringify({ event: "cart-update", data: null }));
    await bus.publish(
      CHANNELS.stock,
      JSON.stringify([
        { sku: "A1", availableQuantity: 2 },
        { sku: "B2", availableQuantity: 0 },
      ]),
    );
    expect(calls).toEqual([
      'room:c-1 https://cart-room/publish {"event":"cart-update","data":null}',
      'index:A1 https://stock-index/changed {"sku":"A1","availableQuantity":2}',
      'index:B2 https://stock-index/changed {"sku":"B2","availableQuantity":0}',
    ]);
  });

  it("keeps the worker alive until delivered, and fails a publication the room refused", async () => {
    const { env } = objects(500);
    const kept: Promise<unknown>[] = [];
    const bus = createDurableObjectBus(env, { waitUntil: (promise) => kept.push(promise) });
    await expect(bus.publish(CHANNELS.cart("c-2"), "{}")).rejects.toThrow(
      "the room of cart c-2 answered 500",
    );
    expect(kept).toHaveLength(1);
    // What waitUntil holds never rejects (an unhandled rejection would be logged as the worker's error).
    await expect(kept[0]).resolves.toBeUndefined();
    await expect(bus.publish("other", "{}")).rejects.toThrow("no channel other");
  });
});
