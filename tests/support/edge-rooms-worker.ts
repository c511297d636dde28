/**
 * A worker for the edge rooms' tests (server/edge/rooms, server/edge/throttles): the Durable Object
 * classes as the shop's worker exports them, routeRoomRequest first, the stock webhook as a step, and
 * two test-only routes that drive the storefront's side (publishing a cart change, the throttles port).
 * Bundled by tests/support/edge-rooms.ts and run in Miniflare (workerd).
 */
import {
  CartRoom,
  createEdgeRooms,
  type RoomsEnv,
  routeRoomRequest,
  StockIndex,
  stockWebhook,
} from "../../server/edge/rooms";
import { createDurableThrottles, Throttles, type ThrottlesEnv } from "../../server/edge/throttles";
import { contextOf } from "../../server/pipeline/test-context";

export { CartRoom, StockIndex, Throttles };

type Env = RoomsEnv & ThrottlesEnv & { CART_SKUS?: string };

/** Undo handles of counted events, by a test's token (they cannot travel over HTTP). */
const undos = new Map<string, () => Promise<void>>();

interface ThrottleCall {
  name: string;
  max: number;
  windowMinutes: number;
  key: string;
  op: "blockedFor" | "count" | "undo" | "clear";
  now: number;
  undo?: string;
}

async function throttle(env: Env, call: ThrottleCall): Promise<Response> {
  const throttles = createDurableThrottles(env, () => call.now);
  const bucket = throttles(call.name, { max: call.max, windowMinutes: call.windowMinutes });
  if (call.op === "blockedFor") return Response.json({ blockedFor: await bucket.blockedFor(call.key) });
  if (call.op === "clear") return Response.json({ cleared: await bucket.clear(call.key) });
  if (call.op === "undo") {
    await undos.get(call.undo ?? "")?.();
    return Response.json({ undone: true });
  }
  const { blockedFor, undo } = await bucket.count(call.key);
  const token = crypto.randomUUID();
  undos.set(token, undo);
  return Response.json({ blockedFor, undo: token });
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const holding = JSON.parse(env.CART_SKUS ?? "{}") as Record<string, string[]>;
    const room = await routeRoomRequest(request, env, { cartSkus: async (id) => holding[id] ?? [] });
    if (room) return room;
    const url = new URL(request.url);
    if (url.pathname === "/test/cart-updated") {
      const { cartId, cart } = (await request.json()) as { cartId: string; cart: never };
      await createEdgeRooms(env).cartUpdated(cartId, cart);
      return new Response(null, { status: 204 });
    }
    if (url.pathname === "/test/throttle") return throttle(env, (await request.json()) as ThrottleCall);
    return (await stockWebhook(env)(contextOf(request))) ?? new Response("Not found", { status: 404 });
  },
};
