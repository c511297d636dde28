import { beforeAll, describe, expect, it, vi } from "vitest";
import { VAT_CHECK } from "../../config";
import { resolveMarket } from "../market";
import { createVat, type VatPort } from "../vat";
import { createVatCheck } from "./vat-check";

beforeAll(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

const de = resolveMarket({ host: "de.localhost", pathname: "/" });
const switchOn = { storeSwitch: async () => true };
const client = (n: number) => ({ clientIp: `203.0.113.${n}`, session: `session-${n}` });

describe("the VAT ID field's check (SPEC §4, decision 0030)", () => {
  it("reports the local VAT service's answer: valid, not valid, could not validate", async () => {
    const check = createVatCheck({ vat: createVat({}), stores: switchOn }).check;
    expect(await check(de, "de 123 456 789", client(1))).toEqual({ status: "valid", vatId: "DE123456789" });
    expect(await check(de, "DE12345", client(1))).toEqual({ status: "invalid", vatId: "DE12345" });
    expect(await check(de, "DE999999999", client(1))).toEqual({
      status: "unavailable",
      vatId: "DE999999999",
    });
  });

  it("tells a timeout from another failure, and asks nothing where the store does not validate", async () => {
    const timedOut: VatPort = {
      validate: async () => ({
        kind: "unavailable",
        code: null,
        vatId: "DE123456789",
        raw: "",
        timedOut: true,
      }),
    };
    const check = createVatCheck({ vat: timedOut, stores: switchOn }).check;
    expect(await check(de, "DE123456789", client(1))).toEqual({ status: "timeout", vatId: "DE123456789" });
    const validate = vi.fn(timedOut.validate);
    const off = createVatCheck({ vat: { validate }, stores: { storeSwitch: async () => false } }).check;
    expect(await off(de, "DE123456789", client(1))).toEqual({ status: "disabled" });
    expect(validate).not.toHaveBeenCalled();
  });

  it("throttles per session and per client address, then lets the session go on after the window", async () => {
    let now = 1_000_000;
    const validate = vi.fn(createVat({}).validate);
    const check = createVatCheck({ vat: { validate }, stores: switchOn, now: () => now }).check;
    for (let i = 0; i < VAT_CHECK.perSession.max; i++)
      expect((await check(de, "DE123456789", client(1))).status).toBe("valid");
    const blocked = await check(de, "DE123456789", client(1));
    expect(blocked).toEqual({ status: "throttled", retryAfterMinutes: VAT_CHECK.perSession.windowMinutes });
    expect(validate).toHaveBeenCalledTimes(VAT_CHECK.perSession.max);
    // Another session from the same address still has the address's allowance…
    expect((await check(de, "DE123456789", { ...client(1), session: "fresh" })).status).toBe("valid");
    // …until the address's own limit, whatever the sessions (a visitor dropping cookies).
    for (let i = VAT_CHECK.perSession.max + 1; i < VAT_CHECK.perClient.max; i++)
      await check(de, "DE123456789", { ...client(1), session: `s${i}` });
    expect((await check(de, "DE123456789", { ...client(1), session: "another" })).status).toBe("throttled");
    expect((await check(de, "DE123456789", client(2))).status).toBe("valid");
    now += VAT_CHECK.perClient.windowMinutes * 60_000 + 1;
    expect((await check(de, "DE123456789", client(1))).status).toBe("valid");
  });
});
