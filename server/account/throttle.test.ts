import { describe, expect, it } from "vitest";
import { LIMITS } from "../../config";
import { countTogether, memoryThrottles, type SharedThrottle } from "./throttle";
import { throttlesContract } from "./throttle-contract";

const { loginFailures } = LIMITS;
const twice = { max: 2, windowMinutes: 10 };

describe("shared throttles port: the in-memory implementation (Node)", () => {
  throttlesContract(() => {
    let now = 0;
    return {
      throttles: memoryThrottles(() => now),
      clock: {
        async set(ms) {
          now = ms;
        },
      },
    };
  });

  it("refuses a name asked for with another limit (its counts would be judged by two rules)", () => {
    const throttles = memoryThrottles(() => 0);
    throttles("one-limit", loginFailures);
    expect(() => throttles("one-limit", twice)).toThrow(/another limit/);
    expect(() => throttles("one-limit", { ...loginFailures })).not.toThrow();
  });
});

describe("countTogether: one attempt in several buckets, all or nothing", () => {
  it("counts in every bucket, skips an absent key, and takes the attempt back from all", async () => {
    const throttles = memoryThrottles(() => 0);
    const perEmail = throttles("together-email", twice);
    const perClient = throttles("together-client", twice);
    const first = await countTogether([
      [perEmail, "a@example.com"],
      [perClient, "192.0.2.1"],
      [perClient, undefined],
    ]);
    expect(first.blockedFor).toBe(0);
    await countTogether([[perEmail, "a@example.com"]]);
    expect(await perEmail.blockedFor("a@example.com")).toBe(10);
    await first.undo();
    expect(await perEmail.blockedFor("a@example.com")).toBe(0);
    // The client's count was taken back too: two more fit.
    await perClient.count("192.0.2.1");
    expect((await perClient.count("192.0.2.1")).blockedFor).toBe(0);
  });

  it("answers the longest wait when a bucket refuses, and counts the refused attempt nowhere", async () => {
    let now = 0;
    const throttles = memoryThrottles(() => now);
    const perEmail = throttles("refused-email", twice);
    const perClient = throttles("refused-client", { max: 5, windowMinutes: 60 });
    for (let i = 0; i < twice.max; i++) await perEmail.count("b@example.com");
    now = 3 * 60_000;
    const refused = await countTogether([
      [perEmail, "b@example.com"],
      [perClient, "192.0.2.2"],
    ]);
    expect(refused.blockedFor).toBe(7);
    // Five attempts from the client still fit: the refused one was not kept.
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await perClient.count("192.0.2.2")).blockedFor);
    expect(answers).toEqual([0, 0, 0, 0, 0]);
  });

  it("lets only `max` of many attempts sent at once pass (a double click, a script)", async () => {
    const throttles = memoryThrottles(() => 0);
    const perEmail = throttles("parallel-email", twice);
    const perClient = throttles("parallel-client", loginFailures);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        countTogether([
          [perEmail, "c@example.com"],
          [perClient, "192.0.2.3"],
        ]),
      ),
    );
    expect(answers.filter((a) => a.blockedFor === 0)).toHaveLength(twice.max);
    // Only the passing attempts count per client.
    expect((await perClient.count("192.0.2.3")).blockedFor).toBe(0);
    expect((await perClient.count("192.0.2.3")).blockedFor).toBe(0);
    expect((await perClient.count("192.0.2.3")).blockedFor).toBe(0);
    expect((await perClient.count("192.0.2.3")).blockedFor).toBe(15);
  });

  it("takes back what it counted and rethrows when a store fails", async () => {
    const throttles = memoryThrottles(() => 0);
    const perEmail = throttles("failing-email", twice);
    const down: SharedThrottle = {
      blockedFor: async () => 0,
      count: async () => {
        throw new Error("store down");
      },
      clear: async () => {},
    };
    await expect(
      countTogether([
        [perEmail, "d@example.com"],
        [down, "192.0.2.4"],
      ]),
    ).rejects.toThrow("store down");
    await perEmail.count("d@example.com");
    expect((await perEmail.count("d@example.com")).blockedFor).toBe(0);
  });
});
