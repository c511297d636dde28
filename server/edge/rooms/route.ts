import { CART_ID, ROOM_CLOSE } from "../../rooms/events";
import { verifyRoomToken } from "../../rooms/token";
import type { RoomsAddress } from "../../rooms/url";
import { sessionSecrets } from "../../session/cookies";
import { ROOM_HEADERS, ROOM_REQUESTS, type RoomsEnv } from "./protocol";
import { refuseSocket, stubOf } from "./runtime";

/**
 * Where the edge's rooms are: a same-origin path per cart, partysocket's `/parties/<party>/<room>`
 * shape (party "cart-room", room the cart id). The page's script gets `wss://<host>/parties/cart-room/<id>`.
 */
export const EDGE_ROOMS_ADDRESS = {
  kind: "path",
  prefix: "/parties/cart-room",
} as const satisfies RoomsAddress;

/** The session secrets of the worker's env, by the storefront's own rule (server/session/cookies.ts). */
export const roomSecrets = (env: Pick<RoomsEnv, "SESSION_SECRET" | "NODE_ENV">) =>
  sessionSecrets({ SESSION_SECRET: env.SESSION_SECRET, NODE_ENV: env.NODE_ENV });

export interface RouteRoomOptions {
  /**
   * The SKUs a cart holds, read when a socket joins (as the Node server does when a room opens), so a
   * room hears of stock changes before its cart's next update. Without it, a room knows the SKUs from
   * the cart updates it received (kept in its storage).
   */
  cartSkus?: (cartId: string) => Promise<string[]>;
}

/** The cart id a rooms path names ("" when none or not a cart id), or undefined for other paths. */
function cartOfPath(pathname: string): string | undefined {
  const { prefix } = EDGE_ROOMS_ADDRESS;
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return undefined;
  let id = "";
  try {
    id = decodeURIComponent(pathname.slice(prefix.length + 1).replace(/\/$/, ""));
  } catch {}
  return CART_ID.test(id) ? id : "";
}

/**
 * The worker's first step for the rooms' websocket path (SPEC §7, issue 18 item 4): null for any
 * other path. A websocket upgrade to `/parties/cart-room/<cart id>?cartId=<cart id>&token=<token>`
 * goes to that cart's room; as on the Node server, a missing or mismatched cart id and a bad token
 * are accepted and closed with ROOM_CLOSE's codes, and the room refuses the connection beyond the
 * per-cart limit. Anything but an upgrade is answered 426 here: no visitor's request reaches a room
 * in another form.
 */
export async function routeRoomRequest(
  request: Request,
  env: RoomsEnv,
  options: RouteRoomOptions = {},
): Promise<Response | null> {
  const url = new URL(request.url);
  const cartId = cartOfPath(url.pathname);
  if (cartId === undefined) return null;
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket")
    return new Response("The cart rooms answer websocket connections only.", {
      status: 426,
      headers: { Upgrade: "websocket", "Content-Type": "text/plain; charset=utf-8" },
    });
  if (!cartId || url.searchParams.get("cartId") !== cartId)
    return refuseSocket(ROOM_CLOSE.missingCartId, "cart id missing");
  if (!(await verifyRoomToken(cartId, url.searchParams.get("token") ?? "", roomSecrets(env))))
    return refuseSocket(ROOM_CLOSE.badToken, "bad token");
  const headers = new Headers(request.headers);
  headers.set(ROOM_HEADERS.cartId, cartId);
  headers.delete(ROOM_HEADERS.skus);
  if (options.cartSkus) {
    try {
      headers.set(ROOM_HEADERS.skus, JSON.stringify(await options.cartSkus(cartId)));
    } catch (error) {
      // Live stock is an enhancement: the room still joins, and learns the SKUs from the next update.
      console.error(`Rooms: reading cart ${cartId} failed`, error);
    }
  }
  return stubOf(env.CART_ROOMS, cartId).fetch(new Request(ROOM_REQUESTS.connect, { headers }));
}
