import type { StockChange } from "../../commerce/port";
import { CHANNELS, type RoomPublisher } from "../../rooms/channels";
import { ROOM_REQUESTS, type RoomsEnv } from "./protocol";
import { postJson, stubOf } from "./runtime";
import { stockChanged } from "./stock-index";

const CART_CHANNEL = CHANNELS.cart("");

export interface DurableBusOptions {
  /**
   * Keeps the worker alive until a publication is delivered. The storefront does not await publishing
   * (a shopper's answer never waits for the rooms), and a worker may be stopped once its response is
   * sent: pass `waitUntil` (from `cloudflare:workers`, or the request's ExecutionContext).
   */
  waitUntil?: (promise: Promise<unknown>) => void;
}

/**
 * The room bus of the edge storefront (issue 18 item 4): what server/rooms' publishing sends goes
 * straight to the Durable Objects, so `createRoomPublishing(createDurableObjectBus(env), config)` is
 * the rooms of the Node server with another transport. A cart's channel goes to that cart's room
 * (a stub fetch); the stock channel to the index of each changed SKU, which passes it on to the rooms
 * of the carts holding it. Only the publishing half: on the edge the subscribers are the objects.
 */
export function createDurableObjectBus(env: RoomsEnv, options: DurableBusOptions = {}): RoomPublisher {
  async function deliver(channel: string, message: string) {
    if (channel === CHANNELS.stock) return stockChanged(env, JSON.parse(message) as StockChange[]);
    if (!channel.startsWith(CART_CHANNEL)) throw new Error(`Rooms: no channel ${channel}`);
    const cartId = channel.slice(CART_CHANNEL.length);
    const answer = await stubOf(env.CART_ROOMS, cartId).fetch(
      ROOM_REQUESTS.publish,
      postJson(JSON.parse(message)),
    );
    if (!answer.ok) throw new Error(`Rooms: the room of cart ${cartId} answered ${answer.status}`);
  }
  return {
    publish(channel, message) {
      const delivered = deliver(channel, message);
      options.waitUntil?.(delivered.catch(() => {}));
      return delivered;
    },
  };
}
