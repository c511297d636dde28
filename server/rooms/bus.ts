import { EventEmitter } from "node:events";
import type { RoomBus } from "./channels";

export { CHANNELS, type RoomBus, type RoomPublisher } from "./channels";

/** The default for one process: an event emitter. */
export function createInProcessBus(): RoomBus {
  const emitter = new EventEmitter();
  // Every open cart room subscribes: the count is bounded by the connection limits, not by 10.
  emitter.setMaxListeners(0);
  return {
    async publish(channel, message) {
      emitter.emit(channel, message);
    },
    subscribe(channel, listener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
  };
}
