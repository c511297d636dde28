import { describe, expect, it } from "vitest";
import { TIMINGS } from "../../config";
import { issueOrdersToken, readOrdersToken } from "./token";

const secrets = ["current-secret"];
const now = Date.UTC(2026, 10, 25, 20, 0, 0);
const lifetime = TIMINGS.seconds.myOrdersLink * 1000;

describe("my-orders token (issue 17.2)", () => {
  it("opens the customer it was issued for until it expires", async () => {
    const token = await issueOrdersToken("cust-a1", { now, secrets });
    expect(await readOrdersToken(token, { now, secrets })).toEqual({ ok: true, customerId: "cust-a1" });
    expect(await readOrdersToken(token, { now: now + lifetime - 1000, secrets })).toEqual({
      ok: true,
      customerId: "cust-a1",
    });
  });

  it("is expired from its lifetime on, and says so only of a genuine token", async () => {
    const token = await issueOrdersToken("cust-a1", { now, secrets });
    expect(await readOrdersToken(token, { now: now + lifetime, secrets })).toEqual({
      ok: false,
      problem: "expired",
    });
    // An old, altered token is invalid, not expired: nobody learns that it once was genuine.
    const altered = token.replace("cust-a1", "cust-b2");
    expect(await readOrdersToken(altered, { now: now + lifetime, secrets })).toEqual({
      ok: false,
      problem: "invalid",
    });
  });

  it("refuses another customer's id, a later expiry or another signature put into it", async () => {
    const token = await issueOrdersToken("cust-a1", { now, secrets });
    const [id, exp, sig] = token.split(".");
    const other = (await issueOrdersToken("cust-b2", { now, secrets })).split(".")[2];
    for (const forged of [
      `cust-b2.${exp}.${sig}`,
      `${id}.${Number(exp) + 3600}.${sig}`,
      `${id}.${exp}.${other}`,
      `${id}.${exp}.${sig?.slice(0, -1)}${sig?.endsWith("A") ? "B" : "A"}`,
    ])
      expect(await readOrdersToken(forged, { now, secrets })).toEqual({ ok: false, problem: "invalid" });
  });

  it("is refused when signed with a secret the shop does not hold; a rotated-out one still passes", async () => {
    const foreign = await issueOrdersToken("cust-a1", { now, secrets: ["someone-else"] });
    expect(await readOrdersToken(foreign, { now, secrets })).toEqual({ ok: false, problem: "invalid" });
    const old = await issueOrdersToken("cust-a1", { now, secrets: ["old-secret"] });
    expect(await readOrdersToken(old, { now, secrets: ["new-secret", "old-secret"] })).toMatchObject({
      ok: true,
    });
  });

  it("reads garbage, missing and over-long values as invalid without throwing", async () => {
    for (const garbage of [
      null,
      undefined,
      "",
      "abc",
      "a.b.c",
      `${"x".repeat(5000)}.1.${"s".repeat(43)}`,
      "💥.1.2",
    ])
      expect(await readOrdersToken(garbage, { now, secrets })).toEqual({ ok: false, problem: "invalid" });
  });

  it("opens with a token the node:crypto signing issued before Web Crypto (decision 0042)", async () => {
    // Printed by issueOrdersToken("cust-a1", { now: 2026-11-26T06:00Z, secrets: ["old-secret"] }) at ed9133d.
    const before = "cust-a1.1795674600.zVEEQeYvTYU3ku17mDeuRba77_S3MsqVGjOI77y1fQA";
    const issuedAt = Date.parse("2026-11-26T06:00:00Z");
    const options = { now: issuedAt, secrets: ["old-secret"] };
    expect(await issueOrdersToken("cust-a1", options)).toBe(before);
    expect(await readOrdersToken(before, { now: issuedAt + 1000, secrets: ["new", "old-secret"] })).toEqual({
      ok: true,
      customerId: "cust-a1",
    });
  });

  it("carries only ids it can write unambiguously", async () => {
    await expect(issueOrdersToken("a.b", { now, secrets })).rejects.toThrow();
  });
});
