/**
 * The newsletter's double opt-in (SPEC §2 default layout and guard 6, §7 newsletter-doi): the embedded
 * default against a real SQLite file and a recording mail port, the marketing adapter against msw.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NEWSLETTER } from "../../config";
import { marketingMock } from "../../mocks/marketing";
import type { Mail, MailPort } from "../../server/mail";
import { resolveMarket } from "../../server/market";
import { createNewsletter, newsletterPort } from "../../server/newsletter";
import { readConfirmation } from "../../server/newsletter/confirmation";
import { openNewsletterStore } from "../../server/newsletter/store";

const de = resolveMarket({ host: "de.localhost:3000", pathname: "/" });
const nl = resolveMarket({ host: "be.localhost:3000", pathname: "/nl/" });
const requestUrl = new URL("http://de.localhost:3000/werkstatt/");
const compose = (link: string) => ({ subject: "Bitte bestätigen", text: `Link: ${link}` });
let client = 0;
const signUpOf = (email: string, market = de) => ({
  email,
  market,
  requestUrl,
  clientIp: `198.51.100.${++client}`,
  compose,
});

describe("embedded newsletter (SQLite subscriptions + mail port)", () => {
  let dir: string;
  let file: string;
  let sent: Mail[];
  const mail: MailPort = { send: async (m) => void sent.push(m) };
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "newsletter-"));
    file = path.join(dir, "newsletter.sqlite");
    sent = [];
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("stores a pending sign-up, mails a link whose hash the shop honours, confirming marks it confirmed", async () => {
    const newsletter = createNewsletter(newsletterPort({ NEWSLETTER_DB_PATH: file }, mail));
    expect(await newsletter.signUp(signUpOf("Eva.Novak@Example.com"))).toBe("accepted");
    const store = openNewsletterStore(file);
    expect(store.subscriptionsOf("eva.novak@example.com")).toEqual([
      expect.objectContaining({ locale: "de-DE", status: "pending", confirmedAt: null }),
    ]);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const [message] = sent;
    expect(message?.to).toBe("Eva.Novak@Example.com");
    expect(message?.subject).toBe("Bitte bestätigen");
    const link = new URL(/Link: (\S+)/.exec(message?.text ?? "")?.[1] ?? "");
    expect(`${link.origin}${link.pathname}`).toBe("http://de.localhost:3000/exConsents/confirm");
    const hash = link.searchParams.get("hash") ?? "";
    expect(await readConfirmation(hash)).toEqual({ email: "Eva.Novak@Example.com" });

    await newsletter.confirmed("Eva.Novak@Example.com");
    const [row] = store.subscriptionsOf("eva.novak@example.com");
    expect(row?.status).toBe("confirmed");
    expect(Date.parse(row?.confirmedAt ?? "")).not.toBeNaN();

    // Signing up again once confirmed: the same answer, no second mail, still confirmed.
    expect(await newsletter.signUp(signUpOf("eva.novak@example.com"))).toBe("accepted");
    // A later sign-up's mail is the event to wait for: had the repeat sent one, it would be there too.
    await newsletter.signUp(signUpOf("later@example.com"));
    await vi.waitFor(() => expect(sent.map((m) => m.to)).toContain("later@example.com"));
    expect(sent.filter((m) => m.to !== "later@example.com")).toHaveLength(1);
    expect(store.subscriptionsOf("eva.novak@example.com").map((s) => s.status)).toEqual(["confirmed"]);
    store.close();
  });

  it("keeps one subscription per locale, with the language prefix in the link, across a restart", async () => {
    const first = createNewsletter(newsletterPort({ NEWSLETTER_DB_PATH: file }, mail));
    await first.signUp(signUpOf("jan@example.com", nl));
    await first.signUp(signUpOf("jan@example.com", de));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]?.text).toContain("http://be.localhost:3000/nl/exConsents/confirm?hash=");
    // A new process on the same file still knows both subscriptions.
    const store = openNewsletterStore(file);
    expect(store.subscriptionsOf("jan@example.com").map((s) => [s.locale, s.status])).toEqual([
      ["de-DE", "pending"],
      ["nl-BE", "pending"],
    ]);
    store.close();
  });

  it("throttles: an address over its limit gets no more mail (same answer), a client over its limit is told", async () => {
    const newsletter = createNewsletter(newsletterPort({ NEWSLETTER_DB_PATH: file }, mail));
    const perEmail = NEWSLETTER.signUpsPerEmail.max;
    for (let i = 0; i < perEmail + 2; i++)
      expect(await newsletter.signUp(signUpOf("flood@example.com"))).toBe("accepted");
    await vi.waitFor(() => expect(sent).toHaveLength(perEmail));
    // A later sign-up's mail is the event to wait for: any mail of the flood would have come first.
    await newsletter.signUp(signUpOf("later@example.com"));
    await vi.waitFor(() => expect(sent.map((m) => m.to)).toContain("later@example.com"));
    expect(sent.filter((m) => m.to === "flood@example.com")).toHaveLength(perEmail);

    const ip = "203.0.113.7";
    const outcomes = [];
    for (let i = 0; i <= NEWSLETTER.signUpsPerIp.max; i++)
      outcomes.push(await newsletter.signUp({ ...signUpOf(`bot${i}@example.com`), clientIp: ip }));
    expect(outcomes.filter((o) => o === "accepted")).toHaveLength(NEWSLETTER.signUpsPerIp.max);
    expect(outcomes.at(-1)).toBe("tooMany");
  });
});

describe("marketing platform adapter (MARKETING_URL)", () => {
  const mock = marketingMock("https://marketing.test/api");
  const server = setupServer(...mock.handlers);
  const env = { MARKETING_URL: "https://marketing.test/api/", MARKETING_TOKEN: "mkt-token" };
  const mail: MailPort = { send: vi.fn(async () => {}) };
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterAll(() => server.close());
  beforeEach(() => mock.reset());
  afterEach(() => vi.restoreAllMocks());

  it("posts SPEC §7 newsletter-doi (locale, email, optional user_id, newsletterAction) with the token", async () => {
    const newsletter = createNewsletter(newsletterPort(env, mail));
    await newsletter.signUp({ ...signUpOf(" eva@example.com "), userId: "customer-7" });
    await newsletter.signUp(signUpOf("jan@example.com", nl));
    expect(mock.state.requests).toEqual([
      {
        path: "/api/newsletter-doi",
        contentType: "application/json",
        authorization: "Bearer mkt-token",
        body: {
          locale: "de-DE",
          email: "eva@example.com",
          user_id: "customer-7",
          newsletterAction: "subscribe",
        },
      },
      {
        path: "/api/newsletter-doi",
        contentType: "application/json",
        authorization: "Bearer mkt-token",
        body: { locale: "nl-BE", email: "jan@example.com", newsletterAction: "subscribe" },
      },
    ]);
    // The platform sends its own double opt-in mail.
    expect(mail.send).not.toHaveBeenCalled();
  });

  it("logs a refusal and a timeout with the address masked, never throws", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const newsletter = createNewsletter(newsletterPort(env, mail, undefined, { timeoutMs: 100 }));
    mock.state.status = 500;
    expect(await newsletter.signUp(signUpOf("secret.person@example.com"))).toBe("accepted");
    mock.state.status = 202;
    mock.state.delayMs = 1000;
    const started = Date.now();
    expect(await newsletter.signUp(signUpOf("secret.person2@example.com"))).toBe("accepted");
    expect(Date.now() - started).toBeLessThan(900);
    const logged = errors.mock.calls.map((call) => call.map(String).join(" ")).join("\n");
    expect(logged).toContain("the platform answered 500");
    expect(logged).toContain("timed out");
    expect(logged).toContain("s***@example.com");
    expect(logged).not.toContain("secret.person");
  });

  it("refuses a configuration that is not a URL", () => {
    expect(() => newsletterPort({ MARKETING_URL: "not a url" }, mail)).toThrow(/MARKETING_URL/);
  });
});
