import { describe, expect, it } from "vitest";
import { createSignUpGuard } from "./guard";
import { newsletterDoi } from "./port";

describe("newsletter-doi body (SPEC §7)", () => {
  it("holds locale, the trimmed e-mail, the action and user_id only when known", () => {
    expect(newsletterDoi({ email: " eva@example.com", locale: "sk-SK" })).toEqual({
      locale: "sk-SK",
      email: "eva@example.com",
      newsletterAction: "subscribe",
    });
    expect(newsletterDoi({ email: "eva@example.com", locale: "pl-PL", userId: "c-1" })).toMatchObject({
      user_id: "c-1",
    });
  });
});

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
