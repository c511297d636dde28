import { describe, expect, it, vi } from "vitest";
import {
  CONTACT_FORM,
  LIMITS,
  NEWSLETTER,
  ORDER_LOOKUP_LIMITS,
  type ThrottleLimit,
  VAT_CHECK,
} from "../config";
import { CONTACT_REQUEST } from "../tests/support/contact";
import { LOGIN_THROTTLES } from "./account";
import { memoryThrottles, type Throttles } from "./account/throttle";
import { CONTACT_THROTTLES, createContactRequests } from "./care/contact";
import { createVatCheck, VAT_CHECK_THROTTLES } from "./checkout/vat-check";
import type { CommercePort } from "./commerce/port";
import { resolveMarket } from "./market";
import { createSignUpGuard, NEWSLETTER_THROTTLES } from "./newsletter/guard";
import { createNewsletter } from "./newsletter/sign-ups";
import { createOrderTracking, TRACKING_THROTTLES } from "./orders/tracking";
import { composeServices, type ServicePorts } from "./services";
import type { VatPort } from "./vat";

/**
 * Issue 18 item 2 (decision 0041): every per-visitor limit of the shop counts through the one
 * `Throttles` port that composeServices is given, so on the edge (a Durable Object per bucket) every
 * isolate counts in one place. Checked with a port that records what it is asked, and with two
 * "isolates" (two instances of each service) sharing one port.
 */

interface Asked {
  name: string;
  limit: ThrottleLimit;
  counted: string[];
}

/** A Throttles port over this process's memory that records each throttle asked for and each key counted. */
function recordingPort(now: () => number = () => 0) {
  const memory = memoryThrottles(now);
  const asked: Asked[] = [];
  const throttles: Throttles = (name, limit) => {
    const inner = memory(name, limit);
    const entry: Asked = { name, limit, counted: [] };
    asked.push(entry);
    return {
      ...inner,
      count: async (key) => {
        entry.counted.push(key);
        return inner.count(key);
      },
    };
  };
  const countedBy = (name: string) => asked.filter((a) => a.name === name).flatMap((a) => a.counted);
  return { throttles, asked, countedBy };
}

const de = resolveMarket({ host: "de.localhost", pathname: "/" });
const requestUrl = new URL("http://de.localhost/contact/step3/");
const compose = (reference: string) => ({ subject: reference, text: reference });

/** A case-management service that files every request it gets. */
function filingCases() {
  let filed = 0;
  return {
    cases: {
      submit: async () => ({ ok: true as const, reference: `CASE-2026-${String(++filed).padStart(6, "0")}` }),
    },
    filed: () => filed,
  };
}
const contactOf = (throttles: Throttles, cases = filingCases().cases) =>
  createContactRequests({
    cases,
    settings: { organisation: "o", recordType: "r" },
    mail: { send: async () => {} },
    throttles,
  });

/** A platform that knows no order (every look-up is a guess). */
const noOrders: Pick<CommercePort, "order"> = { order: async () => null };
const validVat: VatPort = {
  validate: async ({ vatId }) => ({ kind: "valid", code: 0, vatId, raw: "", timedOut: false }),
};
const vatCheckOf = (throttles: Throttles, vat: VatPort = validVat) =>
  createVatCheck({ vat, stores: { storeSwitch: async () => true }, throttles });

describe("the shop's limits count through the shared throttles port (issue 18 item 2)", () => {
  it("composeServices hands its one port to every limit, each under a name of its own with its limit from config", () => {
    const { throttles, asked } = recordingPort();
    const none = {} as never;
    composeServices({
      commerce: {} as CommercePort,
      search: none,
      cms: none,
      mail: none,
      payments: none,
      vat: none,
      caseManagement: { cases: none, settings: { organisation: "o", recordType: "r" } },
      addressValidation: none,
      newsletter: none,
      myOrders: none,
      roomBus: none,
      rooms: none,
      throttles,
      version: "0.0.0",
    } satisfies ServicePorts);
    const limits = Object.fromEntries(asked.map((a) => [a.name, a.limit]));
    expect(asked).toHaveLength(Object.keys(limits).length);
    expect(limits).toEqual({
      [LOGIN_THROTTLES.perEmail]: LIMITS.loginFailures,
      [LOGIN_THROTTLES.perClient]: LIMITS.loginFailuresPerIp,
      "password-reset-mails": LIMITS.passwordResetMails,
      [CONTACT_THROTTLES.perEmail]: CONTACT_FORM.throttle.perEmail,
      [CONTACT_THROTTLES.perIp]: CONTACT_FORM.throttle.perIp,
      [NEWSLETTER_THROTTLES.perEmail]: NEWSLETTER.signUpsPerEmail,
      [NEWSLETTER_THROTTLES.perClient]: NEWSLETTER.signUpsPerIp,
      [TRACKING_THROTTLES.perClient]: ORDER_LOOKUP_LIMITS.trackingPerIp,
      [TRACKING_THROTTLES.perOrder]: ORDER_LOOKUP_LIMITS.trackingPerOrder,
      [VAT_CHECK_THROTTLES.perSession]: VAT_CHECK.perSession,
      [VAT_CHECK_THROTTLES.perClient]: VAT_CHECK.perClient,
    });
  });

  it("counts each request under the right names and keys (the client address as its /64 or IPv4 key)", async () => {
    const port = recordingPort();
    await contactOf(port.throttles).submit(
      CONTACT_REQUEST,
      { market: de, clientIp: "::ffff:192.0.2.7", requestUrl, honeypot: "" },
      compose,
    );
    await createSignUpGuard(port.throttles).allow("Eva@example.com", "2001:db8:1:2::5");
    await createOrderTracking(noOrders, port.throttles).track(
      { orderNumber: "20260000042", email: "eva@example.com" },
      { market: de, clientIp: "198.51.100.4" },
    );
    await vatCheckOf(port.throttles).check(de, "DE123456789", {
      clientIp: "203.0.113.9",
      session: "csrf-token-1",
    });
    expect(port.countedBy(CONTACT_THROTTLES.perEmail)).toEqual(["max@example.com"]);
    expect(port.countedBy(CONTACT_THROTTLES.perIp)).toEqual(["192.0.2.7"]);
    expect(port.countedBy(NEWSLETTER_THROTTLES.perClient)).toEqual(["2001:db8:1:2::/64"]);
    expect(port.countedBy(NEWSLETTER_THROTTLES.perEmail)).toEqual(["Eva@example.com"]);
    expect(port.countedBy(TRACKING_THROTTLES.perOrder)).toEqual(["20260000042"]);
    expect(port.countedBy(TRACKING_THROTTLES.perClient)).toEqual(["198.51.100.4"]);
    expect(port.countedBy(VAT_CHECK_THROTTLES.perSession)).toEqual(["csrf-token-1"]);
    expect(port.countedBy(VAT_CHECK_THROTTLES.perClient)).toEqual(["203.0.113.9"]);
  });
});

describe("two isolates sharing one port count together (issue 18 item 2)", () => {
  it("contact form: requests spread over two instances hit the e-mail's limit together", async () => {
    const shared = memoryThrottles(() => 0);
    const [a, b] = [contactOf(shared), contactOf(shared)];
    const ctx = { market: de, clientIp: "198.51.100.20", requestUrl, honeypot: "" };
    for (let i = 0; i < CONTACT_FORM.throttle.perEmail.max; i++)
      expect((await (i % 2 ? a : b).submit(CONTACT_REQUEST, ctx, compose)).ok).toBe(true);
    expect(await a.submit(CONTACT_REQUEST, ctx, compose)).toMatchObject({ ok: false, error: "throttled" });
    expect(await b.submit(CONTACT_REQUEST, ctx, compose)).toEqual({
      ok: false,
      error: "throttled",
      retryAfterMinutes: CONTACT_FORM.throttle.perEmail.windowMinutes,
    });
  });

  it("newsletter: an address's mails and a client's sign-ups are one count across instances", async () => {
    const shared = memoryThrottles(() => 0);
    const [a, b] = [createSignUpGuard(shared), createSignUpGuard(shared)];
    const answers = [];
    for (let i = 0; i < NEWSLETTER.signUpsPerEmail.max + 1; i++)
      answers.push(await (i % 2 ? a : b).allow("eva@example.com", "192.0.2.30"));
    expect(answers.filter((x) => x === "send")).toHaveLength(NEWSLETTER.signUpsPerEmail.max);
    expect(answers.at(-1)).toBe("silent");
    for (let i = answers.length; i < NEWSLETTER.signUpsPerIp.max; i++)
      await (i % 2 ? a : b).allow(`n${i}@example.com`, "192.0.2.30");
    expect(await a.allow("new@example.com", "192.0.2.30")).toBe("tooMany");
  });

  it("order tracking: guesses at one order's e-mail over two instances stop at the order's limit", async () => {
    const shared = memoryThrottles(() => 0);
    const [a, b] = [createOrderTracking(noOrders, shared), createOrderTracking(noOrders, shared)];
    const guess = (i: number) =>
      (i % 2 ? a : b).track(
        { orderNumber: "20260000042", email: `g${i}@example.com` },
        { market: de, clientIp: `198.51.100.${40 + i}` },
      );
    for (let i = 0; i < ORDER_LOOKUP_LIMITS.trackingPerOrder.max; i++)
      expect(await guess(i)).toEqual({ kind: "notFound" });
    expect(await guess(99)).toEqual({
      kind: "throttled",
      retryAfterMinutes: ORDER_LOOKUP_LIMITS.trackingPerOrder.windowMinutes,
    });
  });

  it("VAT check: one session's checks over two instances stop at the session's limit", async () => {
    const shared = memoryThrottles(() => 0);
    const validate = vi.fn(validVat.validate);
    const [a, b] = [vatCheckOf(shared, { validate }), vatCheckOf(shared, { validate })];
    const who = { clientIp: "203.0.113.50", session: "one-session" };
    for (let i = 0; i < VAT_CHECK.perSession.max; i++)
      expect((await (i % 2 ? a : b).check(de, "DE123456789", who)).status).toBe("valid");
    expect((await a.checkForStep(de, "DE123456789", who, null)).retryAfterMinutes).toBe(
      VAT_CHECK.perSession.windowMinutes,
    );
    expect(validate).toHaveBeenCalledTimes(VAT_CHECK.perSession.max);
  });
});

describe("requests sent at once (a double click, a script) cannot all pass the check", () => {
  it("contact form: of many posts of one e-mail at once, only the limit's are filed", async () => {
    const { cases, filed } = filingCases();
    const contact = contactOf(
      memoryThrottles(() => 0),
      cases,
    );
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        contact.submit(
          CONTACT_REQUEST,
          { market: de, clientIp: `192.0.2.${60 + i}`, requestUrl, honeypot: "" },
          compose,
        ),
      ),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(CONTACT_FORM.throttle.perEmail.max);
    expect(filed()).toBe(CONTACT_FORM.throttle.perEmail.max);
  });

  it("order tracking: of many guesses at one order at once, only the limit's reach the platform", async () => {
    const order = vi.fn(noOrders.order);
    const tracking = createOrderTracking(
      { order },
      memoryThrottles(() => 0),
    );
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        tracking.track(
          { orderNumber: "20260000042", email: `p${i}@example.com` },
          { market: de, clientIp: "" },
        ),
      ),
    );
    expect(answers.filter((a) => a.kind === "notFound")).toHaveLength(
      ORDER_LOOKUP_LIMITS.trackingPerOrder.max,
    );
    expect(order).toHaveBeenCalledTimes(ORDER_LOOKUP_LIMITS.trackingPerOrder.max);
  });

  it("VAT check: of many checks of one session at once, only the limit's reach the VAT service", async () => {
    const validate = vi.fn(validVat.validate);
    const check = vatCheckOf(
      memoryThrottles(() => 0),
      { validate },
    );
    const who = { clientIp: "203.0.113.70", session: "clicks" };
    const answers = await Promise.all(
      Array.from({ length: VAT_CHECK.perSession.max * 2 }, () => check.check(de, "DE123456789", who)),
    );
    expect(answers.filter((a) => a.status === "valid")).toHaveLength(VAT_CHECK.perSession.max);
    expect(validate).toHaveBeenCalledTimes(VAT_CHECK.perSession.max);
  });
});

describe("a throttles store that fails lets nothing through unthrottled", () => {
  const down: Throttles = () => ({
    blockedFor: async () => 0,
    count: async () => {
      throw new Error("store down");
    },
    clear: async () => {},
  });

  it("answers the contact form, order tracking and the VAT check as unavailable, and logs it", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { cases, filed } = filingCases();
    const ctx = { market: de, clientIp: "192.0.2.80", requestUrl, honeypot: "" };
    expect(await contactOf(down, cases).submit(CONTACT_REQUEST, ctx, compose)).toEqual({
      ok: false,
      error: "unavailable",
    });
    expect(filed()).toBe(0);
    const order = vi.fn(noOrders.order);
    const tracked = await createOrderTracking({ order }, down).track(
      { orderNumber: "20260000042", email: "eva@example.com" },
      { market: de, clientIp: "192.0.2.80" },
    );
    expect(tracked).toEqual({ kind: "unavailable" });
    expect(order).not.toHaveBeenCalled();
    const validate = vi.fn(validVat.validate);
    const vat = vatCheckOf(down, { validate });
    const who = { clientIp: "192.0.2.80", session: "s" };
    expect(await vat.check(de, "de 123 456 789", who)).toEqual({
      status: "unavailable",
      vatId: "DE123456789",
    });
    expect(await vat.checkForStep(de, "DE123456789", who, null)).toEqual({
      outcome: { kind: "unavailable", code: null, vatId: "DE123456789", raw: "", timedOut: false },
    });
    expect(validate).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(4);
    error.mockRestore();
  });

  it("answers a newsletter sign-up as unavailable, mails nothing, and logs it", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const signUp = vi.fn(async () => {});
    const newsletter = createNewsletter({ signUp, confirmed: async () => true }, down);
    const outcome = await newsletter.signUp({
      email: "eva@example.com",
      market: de,
      requestUrl,
      clientIp: "192.0.2.81",
      compose: () => ({ subject: "s", text: "t" }),
    });
    expect(outcome).toBe("unavailable");
    expect(signUp).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
