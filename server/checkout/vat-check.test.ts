import type { Cart } from "@commercetools/platform-sdk";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { VAT_CHECK } from "../../config";
import { memoryThrottles } from "../account/throttle";
import { resolveMarket } from "../market";
import { createVat, type VatPort } from "../vat";
import { createVatCheck, storedVatOutcome } from "./vat-check";

beforeAll(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

const de = resolveMarket({ host: "de.localhost", pathname: "/" });
const switchOn = { storeSwitch: async () => true };
const client = (n: number) => ({ clientIp: `203.0.113.${n}`, session: `session-${n}` });

describe("the VAT ID field's check (SPEC §4, decision 0030)", () => {
  it("reports the local VAT service's answer: valid, not valid, could not validate", async () => {
    const check = createVatCheck({
      vat: createVat({}),
      stores: switchOn,
      throttles: memoryThrottles(),
    }).check;
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
    const check = createVatCheck({ vat: timedOut, stores: switchOn, throttles: memoryThrottles() }).check;
    expect(await check(de, "DE123456789", client(1))).toEqual({ status: "timeout", vatId: "DE123456789" });
    const validate = vi.fn(timedOut.validate);
    const off = createVatCheck({
      vat: { validate },
      stores: { storeSwitch: async () => false },
      throttles: memoryThrottles(),
    }).check;
    expect(await off(de, "DE123456789", client(1))).toEqual({ status: "disabled" });
    expect(validate).not.toHaveBeenCalled();
  });

  it("throttles per session and per client address, then lets the session go on after the window", async () => {
    let now = 1_000_000;
    const validate = vi.fn(createVat({}).validate);
    const check = createVatCheck({
      vat: { validate },
      stores: switchOn,
      throttles: memoryThrottles(() => now),
    }).check;
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

/** A cart whose billing address holds what the addresses step stored after its own check. */
const checkedCart = (vatId: string, vatValidated: boolean, raw: string, country = "DE") =>
  ({
    billingAddress: {
      country,
      company: "Muster GmbH",
      custom: { type: {}, fields: { vatId, vatValidated, vatValidationRawResponse: raw } },
    },
  }) as unknown as Cart;
const answer = (code: number) => `<response><ErrorCode>${code}</ErrorCode></response>`;

describe("the addresses step's own VAT check (decision 0029 follow-up)", () => {
  it("takes the cart's stored result for the same ID: N+1 posts make no new service call", async () => {
    const validate = vi.fn(createVat({}).validate);
    const { checkForStep } = createVatCheck({
      vat: { validate },
      stores: switchOn,
      throttles: memoryThrottles(),
    });
    const first = await checkForStep(de, "DE123456789", client(3), null);
    expect(first.outcome).toMatchObject({ kind: "valid", vatId: "DE123456789" });
    const stored = checkedCart(first.outcome.vatId, true, first.outcome.raw);
    for (let i = 0; i <= VAT_CHECK.perSession.max; i++) {
      const again = await checkForStep(de, " de 123 456 789 ", client(3), stored);
      expect(again).toMatchObject({ stored: true, outcome: { kind: "valid", vatId: "DE123456789" } });
    }
    expect(validate).toHaveBeenCalledTimes(1);
    // Another ID is checked again.
    expect((await checkForStep(de, "DE12345", client(3), stored)).outcome.kind).toBe("invalid");
    expect(validate).toHaveBeenCalledTimes(2);
  });

  it("lets a not-valid answer stand, asks again when it could not validate, in another country, or with no result", () => {
    expect(storedVatOutcome(de, "DE1234567", checkedCart("DE1234567", false, answer(201)))).toMatchObject({
      kind: "invalid",
      code: 201,
    });
    expect(storedVatOutcome(de, "DE999999999", checkedCart("DE999999999", false, answer(999)))).toBeNull();
    expect(storedVatOutcome(de, "DE123456789", checkedCart("DE123456789", false, ""))).toBeNull();
    expect(storedVatOutcome(de, "DE123456789", checkedCart("DE123456789", true, "", "AT"))).toBeNull();
    expect(storedVatOutcome(de, "DE123456789", null)).toBeNull();
  });

  it("counts against the field's throttle: once it is used up, the step's post calls nothing and says how long to wait", async () => {
    const validate = vi.fn(createVat({}).validate);
    const { check, checkForStep } = createVatCheck({
      vat: { validate },
      stores: switchOn,
      throttles: memoryThrottles(),
    });
    for (let i = 0; i < VAT_CHECK.perSession.max - 1; i++) await check(de, "DE123456789", client(4));
    expect((await checkForStep(de, "DE123456789", client(4), null)).outcome.kind).toBe("valid");
    expect(validate).toHaveBeenCalledTimes(VAT_CHECK.perSession.max);
    const throttled = await checkForStep(de, "de123456789", client(4), null);
    expect(throttled).toEqual({
      outcome: { kind: "unavailable", code: null, vatId: "DE123456789", raw: "", timedOut: false },
      retryAfterMinutes: VAT_CHECK.perSession.windowMinutes,
    });
    expect((await check(de, "DE123456789", client(4))).status).toBe("throttled");
    expect(validate).toHaveBeenCalledTimes(VAT_CHECK.perSession.max);
  });
});
