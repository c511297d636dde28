import { describe, expect, it } from "vitest";
import { LIMITS } from "../../config";
import { createLoginGuard } from "./login-guard";

const wrong = new Error("wrong password");
const isWrong = (error: unknown) => error === wrong;
const fails = () => Promise.reject(wrong);
const passes = () => Promise.resolve("ok");

describe("login guard (per e-mail and per client)", () => {
  it("blocks a client after LIMITS.loginFailuresPerIp failures, whatever the e-mails", async () => {
    const guard = createLoginGuard(() => 0);
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
    const guard = createLoginGuard(() => 0);
    for (let i = 0; i < LIMITS.loginFailuresPerIp.max; i++)
      await guard.check({ email: `u${i}@example.com`, clientIp: "" }, fails, isWrong);
    expect(guard.blockedFor({ email: "other@example.com", clientIp: "" })).toBe(0);
    const down = new Error("platform down");
    for (let i = 0; i < LIMITS.loginFailures.max; i++)
      await expect(
        guard.check({ email: "d@example.com", clientIp: "203.0.113.3" }, () => Promise.reject(down), isWrong),
      ).rejects.toBe(down);
    expect(guard.blockedFor({ email: "d@example.com", clientIp: "203.0.113.3" })).toBe(0);
  });

  it("forgets an e-mail's failures after a password reset", async () => {
    const guard = createLoginGuard(() => 0);
    for (let i = 0; i < LIMITS.loginFailures.max; i++)
      await guard.check({ email: "r@example.com", clientIp: `203.0.113.${10 + i}` }, fails, isWrong);
    expect(guard.blockedFor({ email: "R@example.com", clientIp: "203.0.113.99" })).toBe(15);
    guard.forget("r@example.com");
    expect(guard.blockedFor({ email: "r@example.com", clientIp: "203.0.113.99" })).toBe(0);
  });
});
