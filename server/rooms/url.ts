import { PORTS } from "../../config";

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Where browsers reach a cart's room (SPEC §7 websocket), as configuration (issue 18 item 4): the
 * Node room server on its own port (or ROOMS_PUBLIC_URL behind a proxy), or a path on the page's own
 * origin, where the edge worker hands the socket to the cart's Durable Object. The path keeps
 * partysocket's `/parties/<party>/<room>` shape, so the client could name it by party and room too.
 */
export type RoomsAddress =
  | { kind: "port"; port: number; publicUrl?: string }
  | { kind: "path"; prefix: string };

/** The room server's port: ROOMS_PORT, else SPEC §9's 2087. */
export const roomsPort = (env: Env) => Number(env.ROOMS_PORT ?? PORTS.websocket);

/** The Node server's address of the rooms, from its environment. */
export const portRoomsAddress = (env: Env): RoomsAddress => ({
  kind: "port",
  port: roomsPort(env),
  publicUrl: env.ROOMS_PUBLIC_URL,
});

/**
 * The URL a page's script joins its cart's room at; the client adds `?cartId=…&token=…`. On a port the
 * URL names the server only (the query names the cart); on a path it also names the room.
 */
export function roomUrl(address: RoomsAddress, page: URL, cartId: string): string {
  const scheme = page.protocol === "https:" ? "wss" : "ws";
  if (address.kind === "path")
    return `${scheme}://${page.host}${address.prefix}/${encodeURIComponent(cartId)}`;
  return address.publicUrl ?? `${scheme}://${page.hostname}:${address.port}`;
}

/**
 * What the Content-Security-Policy's connect-src adds for the rooms: the Node room server's origin
 * (ROOMS_PUBLIC_URL when a proxy serves it elsewhere, for example `wss://shop.example/rooms`, else
 * the page's own host on the rooms port); nothing for a path on the page's own origin, which
 * `'self'` already allows.
 */
export function roomsUrl(
  { secure, hostname }: { secure: boolean; hostname: string },
  address: RoomsAddress,
): string {
  if (address.kind === "path") return "";
  return address.publicUrl ?? `${secure ? "wss" : "ws"}://${hostname}:${address.port}`;
}
