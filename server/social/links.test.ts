import type { Customer } from "@commercetools/platform-sdk";
import { describe, expect, it } from "vitest";
import { joinDecision, linkActions, loginsOf, SOCIAL_LOGINS_FIELD } from "./links";

const customer = (over: Partial<Customer> = {}) =>
  ({ email: "Eva@Example.com", isEmailVerified: false, ...over }) as Pick<
    Customer,
    "email" | "isEmailVerified" | "custom"
  >;
const linked = (...logins: string[]) => ({
  custom: {
    type: { typeId: "type" as const, id: "customer-fields" },
    fields: { [SOCIAL_LOGINS_FIELD]: logins },
  },
});
const google = { provider: "google" as const, subject: "sub-1", email: "eva@example.com" };

describe("joinDecision: which customer a provider sign-in may join (decision 0064)", () => {
  it("an account someone registered with the e-mail and their own password: the password first", () => {
    expect(joinDecision(customer(), google)).toBe("password");
  });

  it("the provider sign-in linked already joins, whatever the verification or a changed e-mail", () => {
    expect(joinDecision(customer(linked("google:sub-1")), google)).toBe("linked");
    expect(joinDecision(customer({ email: "new@example.com", ...linked("google:sub-1") }), google)).toBe(
      "linked",
    );
  });

  it("a verified e-mail joins (any letter case); another subject of the provider is not a link", () => {
    expect(joinDecision(customer({ isEmailVerified: true }), google)).toBe("verified");
    expect(joinDecision(customer(linked("google:sub-2", "facebook:sub-1")), google)).toBe("password");
  });

  it("a customer of another e-mail, not linked, is nothing to join", () => {
    expect(joinDecision(customer({ email: "other@example.com", isEmailVerified: true }), google)).toBe(
      "mismatch",
    );
  });
});

describe("linkActions", () => {
  it("gives a customer without custom fields the shop's customer type with the link", () => {
    expect(linkActions({}, "google:sub-1")).toEqual([
      {
        action: "setCustomType",
        type: { typeId: "type", key: "customer-fields" },
        fields: { socialLogins: ["google:sub-1"] },
      },
    ]);
  });

  it("adds to the links of a typed customer, keeping the others; nothing when linked", () => {
    const typed = linked("facebook:9");
    expect(linkActions(typed, "google:sub-1")).toEqual([
      { action: "setCustomField", name: "socialLogins", value: ["facebook:9", "google:sub-1"] },
    ]);
    expect(linkActions(linked("google:sub-1"), "google:sub-1")).toEqual([]);
    expect(
      loginsOf({ custom: { type: { typeId: "type", id: "x" }, fields: { socialLogins: "x" } } }),
    ).toEqual([]);
  });
});
