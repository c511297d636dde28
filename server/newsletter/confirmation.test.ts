import { describe, expect, it } from "vitest";
import { TIMINGS } from "../../config";
import { confirmationHash, readConfirmation } from "./confirmation";

const secrets = ["s1"];
const now = Date.parse("2026-11-25T10:00:00Z");

describe("newsletter confirmation hashes (SPEC §2 guard 6)", () => {
  it("are base64 JSON with redirect_to, read back for the subscriber they were issued to", async () => {
    const hash = await confirmationHash({ email: "Eva@Example.com", redirectTo: "/faq/" }, { now, secrets });
    expect(JSON.parse(Buffer.from(hash, "base64").toString())).toMatchObject({ redirect_to: "/faq/" });
    expect(await readConfirmation(hash, { now, secrets })).toEqual({
      email: "Eva@Example.com",
      redirectTo: "/faq/",
    });
    // With a rotated secret list the old links keep working.
    expect(await readConfirmation(hash, { now, secrets: ["s2", "s1"] })).not.toBeNull();
  });

  it("read the hashes issued before Web Crypto (decision 0042), in the same form, padded or URL-safe", async () => {
    // Printed at ed9133d (node:crypto, Buffer) by confirmationHash({ email: "Eva.Novak@Example.com",
    // redirectTo: "/de/faq/?a=1&b=ü" }, { now: 2026-11-26T06:00Z, secrets: ["old-secret"] }).
    const before =
      "eyJlbWFpbCI6IkV2YS5Ob3Zha0BFeGFtcGxlLmNvbSIsInJlZGlyZWN0X3RvIjoiL2RlL2ZhcS8/YT0xJmI9w7wiLCJleHAiOjE3OTgyNjQ4MDAsInNpZyI6IktNd2wyMkFVNWJ5WlBGWlhrTllCbE1NTmllT0RPdzY1bjhaR0JLQUlMdXcifQ==";
    const issuedAt = Date.parse("2026-11-26T06:00:00Z");
    const confirmation = { email: "Eva.Novak@Example.com", redirectTo: "/de/faq/?a=1&b=ü" };
    expect(await confirmationHash(confirmation, { now: issuedAt, secrets: ["old-secret"] })).toBe(before);
    const reading = { now: issuedAt + 1000, secrets: ["new-secret", "old-secret"] };
    expect(await readConfirmation(before, reading)).toEqual(confirmation);
    // Buffer also read these forms: a link whose padding or alphabet was rewritten still works.
    expect(await readConfirmation(before.replace(/=+$/, ""), reading)).toEqual(confirmation);
    const urlSafe = before.replace(/\+/g, "-").replace(/\//g, "_");
    expect(urlSafe).not.toBe(before);
    expect(await readConfirmation(urlSafe, reading)).toEqual(confirmation);
    // Cut short or with a stray character: refused, never thrown.
    expect(await readConfirmation(before.slice(0, -9), reading)).toBeNull();
    expect(await readConfirmation(`${before.slice(0, 40)}!${before.slice(41)}`, reading)).toBeNull();
    expect(await readConfirmation(`${before} `, reading)).toBeNull();
    expect(await readConfirmation("", reading)).toBeNull();
  });

  it("refuse made-up, altered, foreign-secret and expired hashes", async () => {
    const hash = await confirmationHash({ email: "eva@example.com" }, { now, secrets });
    const body = JSON.parse(Buffer.from(hash, "base64").toString());
    const altered = (change: object) =>
      Buffer.from(JSON.stringify({ ...body, ...change })).toString("base64");
    expect(await readConfirmation(altered({ email: "other@example.com" }), { now, secrets })).toBeNull();
    expect(await readConfirmation(altered({ redirect_to: "/x/" }), { now, secrets })).toBeNull();
    expect(await readConfirmation(hash, { now, secrets: ["other"] })).toBeNull();
    const later = now + (TIMINGS.seconds.newsletterConfirmLink + 1) * 1000;
    expect(await readConfirmation(hash, { now: later, secrets })).toBeNull();
    const madeUp = Buffer.from(JSON.stringify({ redirect_to: "/faq/", email: "kunde@example.com" })).toString(
      "base64",
    );
    expect(await readConfirmation(madeUp, { now, secrets })).toBeNull();
    expect(await readConfirmation("not-base64-json", { now, secrets })).toBeNull();
  });
});
