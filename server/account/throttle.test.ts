import { describe, expect, it } from "vitest";
import { createLoginThrottle, LOGIN_THROTTLE } from "./throttle";

describe("login throttle", () => {
  it("blocks an e-mail after 5 failures in 15 minutes, until the oldest leaves the window", () => {
    let now = 0;
    const throttle = createLoginThrottle(() => now);
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures - 1; i++) throttle.failed("A@example.com");
    expect(throttle.blockedFor("a@example.com")).toBe(0);
    now = 60_000;
    throttle.failed("a@example.com");
    expect(throttle.blockedFor("a@example.com")).toBe(14);
    expect(throttle.blockedFor("b@example.com")).toBe(0);
    now = LOGIN_THROTTLE.windowMs - 1;
    expect(throttle.blockedFor("a@example.com")).toBe(1);
    now = LOGIN_THROTTLE.windowMs + 1;
    expect(throttle.blockedFor("a@example.com")).toBe(0);
  });

  it("counts attempts while they run, and takes back one the platform could not judge", () => {
    const throttle = createLoginThrottle(() => 0);
    const inFlight = Array.from({ length: LOGIN_THROTTLE.maxFailures }, () =>
      throttle.failed("d@example.com"),
    );
    expect(throttle.blockedFor("d@example.com")).toBe(15);
    inFlight[0]?.();
    expect(throttle.blockedFor("d@example.com")).toBe(0);
  });

  it("forgets the failures of an e-mail that signs in", () => {
    const throttle = createLoginThrottle(() => 0);
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) throttle.failed("c@example.com");
    throttle.succeeded("c@example.com");
    expect(throttle.blockedFor("c@example.com")).toBe(0);
  });
});
