import { describe, expect, it } from "vitest";
import { LIMITS } from "../../config";
import { createLoginGuard, LOGIN_THROTTLES } from "./login-guard";
import { memoryThrottles, type Throttles } from "./throttle";

const wrong = new Error("wrong password");
const isWrong = (error: unknown) => error === wrong;
const fails = () => Promise.reject(wrong);
const passes = () => Promise.resolve("ok");

describe("login guard (per e-mail and per client)", () => {
  it("blocks a client after LIMITS.loginFailuresPerIp failures, whatever the e-mails", async () => {
    const guard = createLoginGuard(memoryThrottles(() => 0));
    for (let i = 0; i < LIMITS.loginFailuresPerIp.max; i++)
      expect(
        await guard.check({ email: `e${i}@example.com`, clientIp: "203.0.113.1" }, fails, isWrong),
      ).toEqual({ outcome: "wrong" });
    expect(await guard.check({ email: "new@example.com", clientIp: "203.0.113.1" }, passes, isWrong)).toEqual(
      {
        outcome: "throttled",
        retryAfterMinutes: LIMITS.loginFailuresPerIp.windowMinutes,
      },
    );
    expect(await guard.check({ email: "new@example.com", clientIp: "203.0.113.2" }, passes, isWrong)).toEqual(
      {
        outcome: "passed",
        value: "ok",
      },
    );
  });

  it("does not count an unknown client together, and takes back what the platform could not judge", async () => {
    const guard = createLoginGuard(memoryThrottles(() => 0));
    for (let i = 0; i < LIMITS.loginFailuresPerIp.max; i++)
      await guard.check({ email: `u${i}@example.com`, clientIp: "" }, fails, isWrong);
    expect(await guard.blockedFor({ email: "other@example.com", clientIp: "" })).toBe(0);
    const down = new Error("platform down");
    for (let i = 0; i < LIMITS.loginFailures.max; i++)
      await expect(
        guard.check({ email: "d@example.com", clientIp: "203.0.113.3" }, () => Promise.reject(down), isWrong),
      ).rejects.toBe(down);
    expect(await guard.blockedFor({ email: "d@example.com", clientIp: "203.0.113.3" })).toBe(0);
  });

  it("lets only the limit's number of guesses sent at once through, and counts nothing once throttled", async () => {
    const guard = createLoginGuard(memoryThrottles(() => 0));
    let tried = 0;
    const guess = () => {
      tried++;
      return Promise.reject(wrong);
    };
    const outcomes = await Promise.all(
      Array.from({ length: LIMITS.loginFailures.max * 3 }, (_, i) =>
        guard.check({ email: "p@example.com", clientIp: `203.0.113.${50 + i}` }, guess, isWrong),
      ),
    );
    expect(tried).toBe(LIMITS.loginFailures.max);
    expect(outcomes.filter((o) => o.outcome === "throttled")).toHaveLength(LIMITS.loginFailures.max * 2);
    // A refused attempt was not counted against the clients it came from.
    expect(await guard.blockedFor({ email: "q@example.com", clientIp: "203.0.113.60" })).toBe(0);
  });

  it("takes the e-mail's count back when the client's store fails, and tries nothing", async () => {
    const memory = memoryThrottles(() => 0);
    const down = new Error("throttle store down");
    const failingClients: Throttles = (name, limit) => {
      const throttle = memory(name, limit);
      return name === LOGIN_THROTTLES.perClient
        ? { ...throttle, count: () => Promise.reject(down) }
        : throttle;
    };
    const guard = createLoginGuard(failingClients);
    let tried = 0;
    for (let i = 0; i < LIMITS.loginFailures.max + 1; i++)
      await expect(
        guard.check({ email: "f@example.com", clientIp: "203.0.113.70" }, async () => tried++, isWrong),
      ).rejects.toBe(down);
    expect(tried).toBe(0);
    expect(await guard.blockedFor({ email: "f@example.com", clientIp: "" })).toBe(0);
  });

  it("forgets an e-mail's failures after a password reset", async () => {
    const guard = createLoginGuard(memoryThrottles(() => 0));
    for (let i = 0; i < LIMITS.loginFailures.max; i++)
      await guard.check({ email: "r@example.com", clientIp: `203.0.113.${10 + i}` }, fails, isWrong);
    expect(await guard.blockedFor({ email: "R@example.com", clientIp: "203.0.113.99" })).toBe(15);
    await guard.forget("r@example.com");
    expect(await guard.blockedFor({ email: "r@example.com", clientIp: "203.0.113.99" })).toBe(0);
  });
});
