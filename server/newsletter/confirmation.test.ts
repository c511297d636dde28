import { describe, expect, it } from "vitest";
import { TIMINGS } from "../../config";
import { confirmationHash, readConfirmation } from "./confirmation";

const secrets = ["s1"];
const now = Date.parse("2026-11-25T10:00:00Z");

describe("newsletter confirmation hashes (SPEC §2 guard 6)", () => {
  it("are base64 JSON with redirect_to, read back for the subscriber they were issued to", () => {
    const hash = confirmationHash({ email: "Eva@Example.com", redirectTo: "/faq/" }, { now, secrets });
    expect(JSON.parse(Buffer.from(hash, "base64").toString())).toMatchObject({ redirect_to: "/faq/" });
    expect(readConfirmation(hash, { now, secrets })).toEqual({
      email: "Eva@Example.com",
      redirectTo: "/faq/",
    });
    // With a rotated secret list the old links keep working.
    expect(readConfirmation(hash, { now, secrets: ["s2", "s1"] })).not.toBeNull();
  });

  it("refuse made-up, altered, foreign-secret and expired hashes", () => {
    const hash = confirmationHash({ email: "eva@example.com" }, { now, secrets });
    const body = JSON.parse(Buffer.from(hash, "base64").toString());
    const altered = (change: object) =>
      Buffer.from(JSON.stringify({ ...body, ...change })).toString("base64");
    expect(readConfirmation(altered({ email: "other@example.com" }), { now, secrets })).toBeNull();
    expect(readConfirmation(altered({ redirect_to: "/x/" }), { now, secrets })).toBeNull();
    expect(readConfirmation(hash, { now, secrets: ["other"] })).toBeNull();
    const later = now + (TIMINGS.seconds.newsletterConfirmLink + 1) * 1000;
    expect(readConfirmation(hash, { now: later, secrets })).toBeNull();
    const madeUp = Buffer.from(JSON.stringify({ redirect_to: "/faq/", email: "kunde@example.com" })).toString(
      "base64",
    );
    expect(readConfirmation(madeUp, { now, secrets })).toBeNull();
    expect(readConfirmation("not-base64-json", { now, secrets })).toBeNull();
  });
});
