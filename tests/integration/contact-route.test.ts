import { describe, expect, it, vi } from "vitest";
import { action } from "../../app/routes/($lang).contact.step3";
import type { ContactOutcome } from "../../server/care/contact";
import { resolveMarket } from "../../server/market";

// The step-3 action against a case-management port that fails or throttles: the shopper keeps what
// was typed and reads a message (SPEC §8 style), nothing is lost (decision 0024).
const market = resolveMarket({ host: "de.localhost:3000", pathname: "/" });
const URL_ = "http://de.localhost:3000/contact/step3/?reason=account&subreason=login-issue";
const FIELDS = {
  reason: "account",
  subreason: "login-issue",
  contactName: "Max Muster",
  email: "max@example.com",
  subject: "Kein Login",
  description: "Mein Passwort wird abgelehnt.",
};

async function post(outcome: ContactOutcome, fields: Record<string, string> = FIELDS) {
  const submit = vi.fn(async () => outcome);
  const request = new Request(URL_, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  const context = {
    market,
    clientIp: "203.0.113.5",
    // The CSRF check passed: the form as the session helper gives it.
    session: {
      readFormIfTokenMatches: async (r: Request) => {
        const form = new FormData();
        for (const [name, value] of new URLSearchParams(await r.text())) form.append(name, value);
        return form;
      },
    },
    services: { contact: { submit } },
  };
  // biome-ignore lint/suspicious/noExplicitAny: a load context with only what the action reads
  const response = (await action({ request, context: context as any, params: {} })) as Response;
  return {
    response,
    submit,
    body: response.headers.get("content-type")?.includes("json") ? await response.json() : null,
  };
}

describe("contact form step 3 action", () => {
  it("answers 503 with the form as typed and a message when case management fails", async () => {
    const { response, body } = await post({ ok: false, error: "unavailable" });
    expect(response.status).toBe(503);
    expect(body.result.error[""]).toEqual(["errors.unavailable"]);
    expect(body.result.initialValue).toMatchObject({
      contactName: "Max Muster",
      description: FIELDS.description,
    });
  });

  it("answers 429 with the minutes to wait when throttled", async () => {
    const { response, body } = await post({ ok: false, error: "throttled", retryAfterMinutes: 42 });
    expect(response.status).toBe(429);
    expect(body).toMatchObject({ retryAfterMinutes: 42, result: { error: { "": ["errors.throttled"] } } });
  });

  it("redirects (303) to the sent page with the reference, and never files an invalid form", async () => {
    const filed = await post({ ok: true, reference: "CASE-2026-000007" });
    expect([filed.response.status, filed.response.headers.get("location")]).toEqual([
      303,
      "/contact/sent/?reference=CASE-2026-000007",
    ]);
    const invalid = await post({ ok: true, reference: "CASE-2026-000008" }, { ...FIELDS, email: "nope" });
    expect(invalid.response.status).toBe(422);
    expect(invalid.submit).not.toHaveBeenCalled();
  });
});
