import { beforeAll, describe, expect, it, vi } from "vitest";
import { action, loader } from "../../app/routes/api.vat-check";
import { VAT_CHECK } from "../../config";
import { memoryThrottles } from "../../server/account";
import { createVatCheck } from "../../server/checkout/vat-check";
import { resolveMarket } from "../../server/market";
import { contextOf } from "../../server/pipeline/test-context";
import { type Session, sessionStep } from "../../server/session";
import { createVat } from "../../server/vat";

// The VAT ID field's resource route (issue 19.2, decision 0030) with the real session (its CSRF
// check and bounded form reading), the real field check and the local VAT service.
beforeAll(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

const market = resolveMarket({ host: "de.localhost:3000", pathname: "/" });
const URL_ = "http://de.localhost:3000/api/vat-check";

/** A visitor's session as the server's session step makes it (a fresh CSRF token). */
async function newSession(): Promise<Session> {
  const context = contextOf("http://de.localhost:3000/checkout/addresses/");
  await sessionStep(context);
  if (!context.state.session) throw new Error("The session step made no session");
  return context.state.session;
}

function setUp(storeSwitch = true) {
  const validate = vi.fn(createVat({}).validate);
  const vatCheck = createVatCheck({
    vat: { validate },
    stores: { storeSwitch: async () => storeSwitch },
    throttles: memoryThrottles(),
  });
  return { validate, services: { checkout: { vatCheck: vatCheck.check } } };
}

async function post(
  services: ReturnType<typeof setUp>["services"],
  session: Session,
  body: string,
  { type = "application/x-www-form-urlencoded", clientIp = "203.0.113.7" } = {},
) {
  const request = new Request(URL_, { method: "POST", headers: { "content-type": type }, body });
  const context = { market, services, session, clientIp };
  let response: Response;
  try {
    // biome-ignore lint/suspicious/noExplicitAny: a load context with only what the action reads
    response = await action({ request, context: context as any, params: {} });
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    response = thrown;
  }
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const form = (session: Session, fields: Record<string, string | readonly string[]>) => {
  const params = new URLSearchParams({ csrf: session.csrfToken });
  for (const [name, value] of Object.entries(fields))
    for (const one of [value].flat()) params.append(name, one);
  return params.toString();
};

describe("POST /api/vat-check", () => {
  it("answers valid, not valid and could not validate (the all-nines test number) as JSON, uncached", async () => {
    const { services } = setUp();
    const session = await newSession();
    const valid = await post(services, session, form(session, { vatId: " de 123 456 789 " }));
    expect(valid).toMatchObject({ status: 200, body: { status: "valid", vatId: "DE123456789" } });
    expect(valid.headers.get("cache-control")).toBe("no-store");
    expect((await post(services, session, form(session, { vatId: "DE1234" }))).body).toEqual({
      status: "invalid",
      vatId: "DE1234",
    });
    expect((await post(services, session, form(session, { vatId: "DE999999999" }))).body).toEqual({
      status: "unavailable",
      vatId: "DE999999999",
    });
  });

  it("refuses a post without the visitor's CSRF token (403) and a body that is no form (400)", async () => {
    const { services, validate } = setUp();
    const session = await newSession();
    const other = await newSession();
    expect((await post(services, session, "vatId=DE123456789")).status).toBe(403);
    expect((await post(services, session, form(other, { vatId: "DE123456789" }))).status).toBe(403);
    const json = await post(services, session, JSON.stringify({ vatId: "DE123456789" }), {
      type: "application/json",
    });
    expect(json.status).toBe(400);
    expect(validate).not.toHaveBeenCalled();
  });

  it("answers 422 with the field's message for a missing, empty, doubled or over-long VAT ID, never a 500", async () => {
    const { services, validate } = setUp();
    const session = await newSession();
    for (const [fields, message] of [
      [{}, "errors.required"],
      [{ vatId: "   " }, "errors.required"],
      [{ vatId: ["DE123456789", "DE987654321"] }, "errors.required"],
      [{ vatId: "DE".padEnd(500, "9") }, "errors.tooLong"],
      [{ "vatId[3]": "DE123456789" }, "errors.required"],
    ] as const) {
      const answer = await post(services, session, form(session, fields));
      expect(answer, JSON.stringify(fields)).toMatchObject({
        status: 422,
        body: { status: "error", errors: { vatId: [message] } },
      });
    }
    expect(validate).not.toHaveBeenCalled();
  });

  it("throttles a session's checks with 429 and Retry-After, without asking the VAT service", async () => {
    const { services, validate } = setUp();
    const session = await newSession();
    for (let i = 0; i < VAT_CHECK.perSession.max; i++)
      expect((await post(services, session, form(session, { vatId: "DE123456789" }))).status).toBe(200);
    const blocked = await post(services, session, form(session, { vatId: "DE123456789" }));
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      status: "throttled",
      retryAfterMinutes: VAT_CHECK.perSession.windowMinutes,
    });
    expect(blocked.headers.get("retry-after")).toBe(String(VAT_CHECK.perSession.windowMinutes * 60));
    expect(validate).toHaveBeenCalledTimes(VAT_CHECK.perSession.max);
  });

  it("says 'disabled' where the store does not validate VAT IDs, and is no page for GET", async () => {
    const { services, validate } = setUp(false);
    const session = await newSession();
    expect((await post(services, session, form(session, { vatId: "DE123456789" }))).body).toEqual({
      status: "disabled",
    });
    expect(validate).not.toHaveBeenCalled();
    expect(() => loader()).toThrow(Response);
  });
});
