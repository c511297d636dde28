import type { StockChange } from "../../commerce/port";
import { INDEX_REQUESTS, ROOM_REQUESTS, type RoomsEnv } from "./protocol";
import { type DurableState, postJson, stubOf } from "./runtime";

/**
 * Tells the stock index which SKUs a listening room follows now: `before` are the SKUs it followed,
 * `after` those it follows from now on. Only the difference is sent, one small request per SKU.
 */
export async function registerSkus(env: RoomsEnv, cartId: string, before: string[], after: string[]) {
  const added = after.filter((sku) => !before.includes(sku));
  const removed = before.filter((sku) => !after.includes(sku));
  await Promise.all([
    ...added.map((sku) => stubOf(env.STOCK_INDEX, sku).fetch(INDEX_REQUESTS.follow, postJson({ cartId }))),
    ...removed.map((sku) =>
      stubOf(env.STOCK_INDEX, sku).fetch(INDEX_REQUESTS.unfollow, postJson({ cartId })),
    ),
  ]);
}

/** Hands each stock change to its SKU's index, which passes it to the rooms following the SKU. */
export async function stockChanged(env: RoomsEnv, changes: StockChange[]) {
  await Promise.all(
    changes.map((change) =>
      stubOf(env.STOCK_INDEX, change.sku).fetch(INDEX_REQUESTS.changed, postJson(change)),
    ),
  );
}

/**
 * SPEC §7 updated-stock on the edge: which cart rooms follow a SKU, one Durable Object per SKU (so a
 * popular SKU does not queue behind every other's changes). Rooms follow a SKU while they have sockets
 * and their cart holds it (cart-room.ts); a room that answers 410 to a change (no sockets, or the SKU
 * left the cart) is forgotten, which also cleans up after rooms that went away without saying so.
 */
export class StockIndex {
  constructor(
    private readonly ctx: DurableState,
    private readonly env: RoomsEnv,
  ) {}

  async fetch(request: Request): Promise<Response> {
    const url = request.url.split("?")[0];
    if (url === INDEX_REQUESTS.follow || url === INDEX_REQUESTS.unfollow) {
      const { cartId } = (await request.json()) as { cartId: string };
      if (url === INDEX_REQUESTS.follow) await this.ctx.storage.put(`cart:${cartId}`, true);
      else await this.ctx.storage.delete(`cart:${cartId}`);
      return new Response(null, { status: 204 });
    }
    if (url === INDEX_REQUESTS.changed) return this.changed((await request.json()) as StockChange);
    return new Response("Not found", { status: 404 });
  }

  private async changed(change: StockChange): Promise<Response> {
    const carts = [...(await this.ctx.storage.list<boolean>({ prefix: "cart:" })).keys()].map((key) =>
      key.slice("cart:".length),
    );
    await Promise.all(
      carts.map(async (cartId) => {
        const answer = await stubOf(this.env.CART_ROOMS, cartId).fetch(ROOM_REQUESTS.stock, postJson(change));
        if (answer.status === 410) await this.ctx.storage.delete(`cart:${cartId}`);
      }),
    );
    return new Response(null, { status: 204 });
  }
}
