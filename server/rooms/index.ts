import { cookieSecrets } from "../session/cookies";
import { createInProcessBus, type RoomBus, type RoomPublisher } from "./bus";
import { createRoomPublishing, type RoomsConfig } from "./publish";
import { portRoomsAddress } from "./url";

export { createInProcessBus, type RoomBus, type RoomPublisher } from "./bus";
export { ROOM_CLOSE, type RoomEvent } from "./events";
export { createRoomPublishing, type RoomsConfig } from "./publish";
export { startRoomServer } from "./server";
export { roomToken, verifyRoomToken } from "./token";
export { type RoomsAddress, roomsPort, roomsUrl, roomUrl } from "./url";

/** The Node server's room configuration, from its environment: SESSION_SECRET and the rooms port. */
export const nodeRoomsConfig = (env: NodeJS.ProcessEnv = process.env): RoomsConfig => ({
  secrets: cookieSecrets(env),
  address: portRoomsAddress(env),
});

/**
 * The Node server's rooms: its bus (in process by default) and its environment's configuration. The
 * edge builds the same publishing over its Durable Objects (createRoomPublishing in publish.ts).
 */
export function createRooms(bus: RoomBus = createInProcessBus(), config: RoomsConfig = nodeRoomsConfig()) {
  return createRoomPublishing(bus, config);
}
/** What the cart service publishes to: the Node rooms or the edge's (any publisher behind them). */
export type Rooms = ReturnType<typeof createRoomPublishing<RoomPublisher>>;
