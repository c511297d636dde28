import { describe, expect, it } from "vitest";
import { NEWSLETTER } from "../../config";
import { memoryThrottles } from "../account/throttle";
import { createSignUpGuard } from "./guard";

describe("sign-up guard", () => {
  it("sends until an address's limit, then stays silent; a client over its limit is refused; both recover", async () => {
    let now = 0;
    const guard = createSignUpGuard(memoryThrottles(() => now));
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await guard.allow("Eva@example.com", "192.0.2.1"));
    expect(answers).toEqual(["send", "send", "send", "silent", "silent"]);
    // IPv4-mapped IPv6 is the same client.
    const more = [];
    for (let i = 0; i < 6; i++) more.push(await guard.allow(`x${i}@example.com`, "::ffff:192.0.2.1"));
    expect(more).toEqual(["send", "send", "send", "send", "send", "tooMany"]);
    // An unknown client address is not keyed together with others.
    expect(await guard.allow("y@example.com", "")).toBe("send");
    now += 61 * 60_000;
    expect(await guard.allow("eva@example.com", "192.0.2.1")).toBe("send");
  });

  it("lets only the limit's sign-ups of one address send when they arrive at once (a double click, a script)", async () => {
    const guard = createSignUpGuard(memoryThrottles(() => 0));
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => guard.allow("Flood@example.com", `198.51.100.${i + 1}`)),
    );
    expect(answers.filter((a) => a === "send")).toHaveLength(NEWSLETTER.signUpsPerEmail.max);
    expect(answers.filter((a) => a === "silent")).toHaveLength(8 - NEWSLETTER.signUpsPerEmail.max);
  });

  it("throws when the throttles' store fails, so no sign-up goes unthrottled", async () => {
    const guard = createSignUpGuard(() => ({
      blockedFor: async () => 0,
      count: async () => {
        throw new Error("store down");
      },
      clear: async () => {},
    }));
    await expect(guard.allow("a@example.com", "192.0.2.9")).rejects.toThrow("store down");
  });
});
