import { describe, expect, it } from "vitest";
import { LIMITS } from "../../config";
import { createThrottle, memoryThrottles } from "./throttle";
import { throttlesContract } from "./throttle-contract";

const { loginFailures } = LIMITS;
const windowMs = loginFailures.windowMinutes * 60_000;

describe("throttle (failed sign-ins: 5 in 15 minutes)", () => {
  it("blocks an e-mail after 5 failures in 15 minutes, until the oldest leaves the window", () => {
    let now = 0;
    const throttle = createThrottle(loginFailures, () => now);
    for (let i = 0; i < loginFailures.max - 1; i++) throttle.count("A@example.com");
    expect(throttle.blockedFor("a@example.com")).toBe(0);
    now = 60_000;
    throttle.count("a@example.com");
    expect(throttle.blockedFor("a@example.com")).toBe(14);
    expect(throttle.blockedFor("b@example.com")).toBe(0);
    now = windowMs - 1;
    expect(throttle.blockedFor("a@example.com")).toBe(1);
    now = windowMs + 1;
    expect(throttle.blockedFor("a@example.com")).toBe(0);
  });

  it("counts attempts while they run, and takes back one the platform could not judge", () => {
    const throttle = createThrottle(loginFailures, () => 0);
    const inFlight = Array.from({ length: loginFailures.max }, () => throttle.count("d@example.com"));
    expect(throttle.blockedFor("d@example.com")).toBe(15);
    inFlight[0]?.();
    expect(throttle.blockedFor("d@example.com")).toBe(0);
  });

  it("forgets the failures of an e-mail that signs in", () => {
    const throttle = createThrottle(loginFailures, () => 0);
    for (let i = 0; i < loginFailures.max; i++) throttle.count("c@example.com");
    throttle.clear("c@example.com");
    expect(throttle.blockedFor("c@example.com")).toBe(0);
  });
});

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
});
