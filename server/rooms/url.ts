import { PORTS } from "../../config";

/** Where the cart rooms are reached (issue 18 item 2: configuration the host passes in, never read here). */
export interface RoomsSettings {
  /** ROOMS_PUBLIC_URL: the rooms' URL when a proxy (or the edge) serves them elsewhere. */
  publicUrl?: string;
  /** ROOMS_PORT: the Node room server's port, SPEC §9's 2087 by default. */
  port: number;
}

/** The rooms settings of an environment (process.env on Node, the worker's env on the edge). */
export function roomsSettings(env: Record<string, string | undefined>): RoomsSettings {
  return { publicUrl: env.ROOMS_PUBLIC_URL || undefined, port: roomsPort(env) };
}

/** The room server's port: ROOMS_PORT, else SPEC §9's 2087. */
export const roomsPort = (env: Record<string, string | undefined>) =>
  Number(env.ROOMS_PORT ?? PORTS.websocket);

/**
 * Where browsers reach the room server: ROOMS_PUBLIC_URL when a proxy serves it elsewhere (for
 * example `wss://shop.example/rooms`), otherwise the page's own host on the rooms port.
 */
export function roomsUrl(
  { secure, hostname }: { secure: boolean; hostname: string },
  settings: RoomsSettings = { port: PORTS.websocket },
): string {
  return settings.publicUrl ?? `${secure ? "wss" : "ws"}://${hostname}:${settings.port}`;
}
