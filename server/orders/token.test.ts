import { describe, expect, it } from "vitest";
import { TIMINGS } from "../../config";
import { issueOrdersToken, readOrdersToken } from "./token";

const secrets = ["current-secret"];
const now = Date.UTC(2026, 10, 25, 20, 0, 0);
const lifetime = TIMINGS.seconds.myOrdersLink * 1000;

describe("my-orders token (issue 17.2)", () => {
  it("opens the customer it was issued for until it expires", () => {
    const token = issueOrdersToken("cust-a1", { now, secrets });
    expect(readOrdersToken(token, { now, secrets })).toEqual({ ok: true, customerId: "cust-a1" });
    expect(readOrdersToken(token, { now: now + lifetime - 1000, secrets })).toEqual({
      ok: true,
      customerId: "cust-a1",
    });
  });

  it("is expired from its lifetime on, and says so only of a genuine token", () => {
    const token = issueOrdersToken("cust-a1", { now, secrets });
    expect(readOrdersToken(token, { now: now + lifetime, secrets })).toEqual({
      ok: false,
      problem: "expired",
    });
    // An old, altered token is invalid, not expired: nobody learns that it once was genuine.
    const altered = token.replace("cust-a1", "cust-b2");
    expect(readOrdersToken(altered, { now: now + lifetime, secrets })).toEqual({
      ok: false,
      problem: "invalid",
    });
  });

  it("refuses another customer's id, a later expiry or another signature put into it", () => {
    const token = issueOrdersToken("cust-a1", { now, secrets });
    const [id, exp, sig] = token.split(".");
    const other = issueOrdersToken("cust-b2", { now, secrets }).split(".")[2];
    for (const forged of [
      `cust-b2.${exp}.${sig}`,
      `${id}.${Number(exp) + 3600}.${sig}`,
      `${id}.${exp}.${other}`,
      `${id}.${exp}.${sig?.slice(0, -1)}${sig?.endsWith("A") ? "B" : "A"}`,
    ])
      expect(readOrdersToken(forged, { now, secrets })).toEqual({ ok: false, problem: "invalid" });
  });

  it("is refused when signed with a secret the shop does not hold; a rotated-out one still passes", () => {
    const foreign = issueOrdersToken("cust-a1", { now, secrets: ["someone-else"] });
    expect(readOrdersToken(foreign, { now, secrets })).toEqual({ ok: false, problem: "invalid" });
    const old = issueOrdersToken("cust-a1", { now, secrets: ["old-secret"] });
    expect(readOrdersToken(old, { now, secrets: ["new-secret", "old-secret"] })).toMatchObject({ ok: true });
  });

  it("reads garbage, missing and over-long values as invalid without throwing", () => {
    for (const garbage of [
      null,
      undefined,
      "",
      "abc",
      "a.b.c",
      `${"x".repeat(5000)}.1.${"s".repeat(43)}`,
      "💥.1.2",
    ])
      expect(readOrdersToken(garbage, { now, secrets })).toEqual({ ok: false, problem: "invalid" });
  });

  it("carries only ids it can write unambiguously", () => {
    expect(() => issueOrdersToken("a.b", { now, secrets })).toThrow();
  });
});
