import { describe, expect, it } from "vitest";
import { createInProcessBus } from "../rooms/bus";
import { CACHE_CLEAR_CHANNEL, startCacheBroadcast } from "./cache-broadcast";

const quiet = { info: () => {}, error: () => {} };
const caches = { reference: 2, search: 1, cms: 1, pages: 0 };

describe("the cache admin's broadcast (decision 0066)", () => {
  it("is started only once the bus has acknowledged its subscription", async () => {
    const bus = createInProcessBus();
    let acknowledge = () => {};
    const acknowledged = new Promise<void>((resolve) => {
      acknowledge = resolve;
    });
    let started = false;
    const starting = startCacheBroadcast(
      { ...bus, ready: () => acknowledged },
      { clearLocal: () => caches, log: quiet },
    ).then((broadcast) => {
      started = true;
      return broadcast;
    });
    // Several turns of the event loop: still waiting for Redis' answer.
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(started).toBe(false);
    acknowledge();
    await starting;
    expect(started).toBe(true);
  });

  it("empties this process's caches and says broadcast false when publishing fails (Redis down)", async () => {
    const bus = createInProcessBus();
    let emptied = 0;
    const errors: unknown[][] = [];
    const broadcast = await startCacheBroadcast(
      {
        ...bus,
        publish: async () => {
          throw new Error("The client is closed");
        },
      },
      {
        clearLocal: () => {
          emptied++;
          return caches;
        },
        log: { info: () => {}, error: (...args: unknown[]) => void errors.push(args) },
      },
    );
    await expect(broadcast.clear()).resolves.toEqual({ cleared: caches, broadcast: false });
    expect(emptied).toBe(1);
    expect(String(errors[0]?.[0])).toMatch(/could not be told/);
  });

  it("says broadcast true when the message went out, and the others empty theirs", async () => {
    const bus = createInProcessBus();
    let others = 0;
    const sender = await startCacheBroadcast(bus, { clearLocal: () => caches, log: quiet });
    await startCacheBroadcast(bus, {
      clearLocal: () => {
        others++;
        return caches;
      },
      log: quiet,
    });
    await expect(sender.clear()).resolves.toEqual({ cleared: caches, broadcast: true });
    expect(others).toBe(1);
    await bus.publish(CACHE_CLEAR_CHANNEL, "not json");
    expect(others).toBe(1);
  });
});
