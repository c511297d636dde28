import { PORTS } from "../../config";
import { cookieSecrets, sessionSecrets } from "../session/cookies";
import { createInProcessBus, type RoomBus, type RoomPublisher } from "./bus";
import { createRoomPublishing, type RoomsConfig } from "./publish";
import { portRoomsAddress } from "./url";

export { createInProcessBus, type RoomBus, type RoomPublisher } from "./bus";
export { ROOM_CLOSE, type RoomEvent, type RoomFrame } from "./events";
export { createRoomPublishing, type RoomsConfig } from "./publish";
// The Node room server (ws) is imported from ./server by the Node host only: the edge bundle never takes ws.
export { roomToken, verifyRoomToken } from "./token";
export { type RoomsAddress, roomsPort, roomsUrl, roomUrl } from "./url";

/** The Node server's room configuration, from its environment: SESSION_SECRET and the rooms port. */
export const nodeRoomsConfig = (env: Record<string, string | undefined>): RoomsConfig => ({
  secrets: sessionSecrets(env),
  address: portRoomsAddress(env),
});

/**
 * The Node server's rooms: its bus (in process by default) and its environment's configuration. The
 * edge builds the same publishing over its Durable Objects (createRoomPublishing in publish.ts).
 */
export function createRooms(
  bus: RoomBus = createInProcessBus(),
  // Tests' default: the configured (or development) secrets and the rooms' default port.
  config: RoomsConfig = { secrets: cookieSecrets(), address: { kind: "port", port: PORTS.websocket } },
) {
  return createRoomPublishing(bus, config);
}
/** What the cart service publishes to: the Node rooms or the edge's (any publisher behind them). */
export type Rooms = ReturnType<typeof createRoomPublishing<RoomPublisher>>;
