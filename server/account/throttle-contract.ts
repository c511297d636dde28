import { expect, it } from "vitest";
import { LIMITS } from "../../config";
import type { Throttles } from "./throttle";

const { loginFailures } = LIMITS;

/**
 * The behaviour every `Throttles` implementation shares (issue 18 item 2): the in-memory one of the
 * Node server (throttle.test.ts) and the Durable Object one of the edge (server/edge/throttles), run
 * against the same expectations. `clock.set` moves the time the throttle reads.
 */
export function throttlesContract(
  make: () => { throttles: Throttles; clock: { set(ms: number): Promise<void> } },
) {
  it("blocks a key after 5 failures in 15 minutes, until the oldest leaves the window", async () => {
    const { throttles, clock } = make();
    const throttle = throttles("contract-window", loginFailures);
    await clock.set(0);
    for (let i = 0; i < loginFailures.max - 1; i++) await throttle.count(" A@example.com");
    expect(await throttle.blockedFor("a@example.com")).toBe(0);
    await clock.set(60_000);
    expect((await throttle.count("a@example.com")).blockedFor).toBe(0);
    expect(await throttle.blockedFor("a@example.com")).toBe(14);
    expect((await throttle.count("a@example.com")).blockedFor).toBe(14);
    expect(await throttle.blockedFor("b@example.com")).toBe(0);
    await clock.set(loginFailures.windowMinutes * 60_000 - 1);
    expect(await throttle.blockedFor("a@example.com")).toBe(1);
    await clock.set(loginFailures.windowMinutes * 60_000 + 1);
    expect(await throttle.blockedFor("a@example.com")).toBe(0);
  });

  it("counts events sent at once one by one, and takes back one that was undone", async () => {
    const { throttles, clock } = make();
    await clock.set(0);
    const throttle = throttles("contract-parallel", loginFailures);
    const counted = await Promise.all(
      Array.from({ length: loginFailures.max * 2 }, () => throttle.count("d@example.com")),
    );
    expect(counted.filter((c) => c.blockedFor === 0)).toHaveLength(loginFailures.max);
    expect(await throttle.blockedFor("d@example.com")).toBe(15);
    await counted[0]?.undo();
    expect(await throttle.blockedFor("d@example.com")).toBe(0);
    // Undoing twice takes back one event only.
    await counted[0]?.undo();
    expect((await throttle.count("d@example.com")).blockedFor).toBe(0);
    expect(await throttle.blockedFor("d@example.com")).toBe(15);
  });

  it("forgets a cleared key, and keeps throttles of other names apart", async () => {
    const { throttles, clock } = make();
    await clock.set(0);
    const one = throttles("contract-one", loginFailures);
    const other = throttles("contract-other", loginFailures);
    for (let i = 0; i < loginFailures.max; i++) await one.count("c@example.com");
    expect(await other.blockedFor("c@example.com")).toBe(0);
    await one.clear("c@example.com");
    expect(await one.blockedFor("c@example.com")).toBe(0);
  });

  it("counts throttles of one name together, as two isolates asking for the same limit do", async () => {
    const { throttles, clock } = make();
    await clock.set(0);
    const here = throttles("contract-shared", loginFailures);
    const there = throttles("contract-shared", loginFailures);
    for (let i = 0; i < loginFailures.max - 1; i++) await here.count("e@example.com");
    expect((await there.count("E@example.com")).blockedFor).toBe(0);
    expect((await here.count("e@example.com")).blockedFor).toBe(15);
    await there.clear("e@example.com");
    expect(await here.blockedFor("e@example.com")).toBe(0);
  });
}
