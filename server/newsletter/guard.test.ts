import { describe, expect, it } from "vitest";
import { createSignUpGuard } from "./guard";

describe("sign-up guard", () => {
  it("sends until an address's limit, then stays silent; a client over its limit is refused; both recover", () => {
    let now = 0;
    const guard = createSignUpGuard(() => now);
    const answers = Array.from({ length: 5 }, () => guard.allow("Eva@example.com", "192.0.2.1"));
    expect(answers).toEqual(["send", "send", "send", "silent", "silent"]);
    // IPv4-mapped IPv6 is the same client.
    const more = Array.from({ length: 6 }, (_, i) => guard.allow(`x${i}@example.com`, "::ffff:192.0.2.1"));
    expect(more).toEqual(["send", "send", "send", "send", "send", "tooMany"]);
    // An unknown client address is not keyed together with others.
    expect(guard.allow("y@example.com", "")).toBe("send");
    now += 61 * 60_000;
    expect(guard.allow("eva@example.com", "192.0.2.1")).toBe("send");
  });
});
