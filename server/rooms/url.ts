import { PORTS } from "../../config";

/** The room server's port: ROOMS_PORT, else SPEC §9's 2087. */
export const roomsPort = (env: NodeJS.ProcessEnv = process.env) => Number(env.ROOMS_PORT ?? PORTS.websocket);

/**
 * Where browsers reach the room server: ROOMS_PUBLIC_URL when a proxy serves it elsewhere (for
 * example `wss://shop.example/rooms`), otherwise the page's own host on the rooms port.
 */
export function roomsUrl(
  { secure, hostname }: { secure: boolean; hostname: string },
  env = process.env,
): string {
  return env.ROOMS_PUBLIC_URL ?? `${secure ? "wss" : "ws"}://${hostname}:${roomsPort(env)}`;
}
