import { describe, expect, it } from "vitest";
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
