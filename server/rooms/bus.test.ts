import { describe, expect, it, vi } from "vitest";
import { CHANNELS, createInProcessBus } from "./bus";

describe("the in-process room bus (no node:events, issue 18 item 2)", () => {
  it("delivers to every listener of the channel, in the order they subscribed, and to no other", async () => {
    const bus = createInProcessBus();
    const heard: string[] = [];
    const warnings = vi.spyOn(process, "emitWarning");
    // More than EventEmitter's default limit of 10: every open cart room of one cart subscribes.
    for (let i = 0; i < 200; i++)
      bus.subscribe(CHANNELS.cart("c1"), (message) => heard.push(`${i}:${message}`));
    bus.subscribe(CHANNELS.cart("c2"), (message) => heard.push(`other:${message}`));
    await bus.publish(CHANNELS.cart("c1"), "v7");
    expect(heard).toHaveLength(200);
    expect(heard[0]).toBe("0:v7");
    expect(heard[199]).toBe("199:v7");
    expect(warnings).not.toHaveBeenCalled();
    await bus.publish(CHANNELS.stock, "nobody listens");
    expect(heard).toHaveLength(200);
    warnings.mockRestore();
  });

  it("unsubscribes exactly the one subscription, even of the same function twice, and only once", async () => {
    const bus = createInProcessBus();
    const listener = vi.fn();
    const first = bus.subscribe(CHANNELS.stock, listener);
    const second = bus.subscribe(CHANNELS.stock, listener);
    await bus.publish(CHANNELS.stock, "a");
    expect(listener).toHaveBeenCalledTimes(2);
    first();
    first();
    await bus.publish(CHANNELS.stock, "b");
    expect(listener).toHaveBeenCalledTimes(3);
    second();
    await bus.publish(CHANNELS.stock, "c");
    expect(listener).toHaveBeenCalledTimes(3);
    bus.subscribe(CHANNELS.stock, listener);
    await bus.publish(CHANNELS.stock, "d");
    expect(listener).toHaveBeenLastCalledWith("d");
  });

  it("gives a message to the listeners subscribed when it was published", async () => {
    const bus = createInProcessBus();
    const late = vi.fn();
    const leaving = vi.fn();
    let unsubscribeLeaving = () => {};
    bus.subscribe("ch", () => {
      bus.subscribe("ch", late);
      unsubscribeLeaving();
    });
    unsubscribeLeaving = bus.subscribe("ch", leaving);
    await bus.publish("ch", "m1");
    expect(leaving).toHaveBeenCalledWith("m1");
    expect(late).not.toHaveBeenCalled();
    await bus.publish("ch", "m2");
    expect(leaving).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledWith("m2");
  });

  it("still delivers to the others when a listener throws, then fails the publishing with its error", async () => {
    const bus = createInProcessBus();
    const after = vi.fn();
    bus.subscribe("ch", () => {
      throw new Error("broken room");
    });
    bus.subscribe("ch", after);
    await expect(bus.publish("ch", "m")).rejects.toThrow("broken room");
    expect(after).toHaveBeenCalledWith("m");
  });

  it("has no special channel names (EventEmitter threw on an unheard 'error')", async () => {
    const bus = createInProcessBus();
    await expect(bus.publish("error", "m")).resolves.toBeUndefined();
  });
});
