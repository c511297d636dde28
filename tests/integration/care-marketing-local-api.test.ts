/**
 * The local web-to-case and marketing APIs on the services host over real HTTP (issue 18 item 3,
 * decision 0037): the production adapters configured from the host's variables file a case and a
 * sign-up into the embedded stores, read back from them; credentials and hostile input get a 4xx.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type CaseRequest, createCaseManagement, LocalCaseStore, toWebToCase } from "../../server/care";
import { type RunningLocalServices, startLocalServices } from "../../server/local-services";
import { createOutbox } from "../../server/mail";
import { newsletterPort } from "../../server/newsletter";
import { openNewsletterStore } from "../../server/newsletter/store";
import { LocalSearch } from "../../server/search/local";
import { trackingPort } from "../../server/tracking";
import { openTrackingStore } from "../../server/tracking/store";

const dir = mkdtempSync(path.join(tmpdir(), "care-marketing-"));
const cases = new LocalCaseStore(path.join(dir, "cases.sqlite"));
const newsletter = openNewsletterStore(path.join(dir, "newsletter.sqlite"));
const search = new LocalSearch(new Database(":memory:"));
const mail = createOutbox(path.join(dir, "mail"));
const tracking = openTrackingStore(path.join(dir, "tracking.sqlite"));
let host: RunningLocalServices;

beforeAll(async () => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  host = await startLocalServices({ search, mail, cases, newsletter, tracking });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await host.close();
  cases.close();
  newsletter.close();
  tracking.close();
  search.db.close();
});

const REQUEST: Omit<CaseRequest, "hidden"> = {
  reason: "sales",
  subreason: "offer-discount-request",
  contactName: "Jana Nováková",
  email: "jana@example.com",
  phone: "+49 30 1234 5678",
  subject: "Offer for 20 grills",
  description: "Could you make us an offer?\nDelivery to Leipzig.",
  productNumber: "EX10000008",
  vatId: "DE123456789",
  quantity: 20,
};

function caseRequest(): CaseRequest {
  const { settings } = createCaseManagement(host.env);
  return {
    ...REQUEST,
    hidden: {
      ...settings,
      returnUrl: "https://www.proequip.de/contact/sent/",
      country: "DE",
      locale: "de-DE",
    },
  };
}

/** A form posted straight to the host's web-to-case URL. */
const postForm = (form: URLSearchParams | string, type = "application/x-www-form-urlencoded") =>
  fetch(host.env.CASE_MANAGEMENT_URL as string, {
    method: "POST",
    headers: { "Content-Type": type },
    body: form.toString(),
    redirect: "manual",
  });

describe("web-to-case over HTTP", () => {
  it("files the production adapter's case in the store, findable by the reference the shopper sees", async () => {
    expect(host.env.CASE_MANAGEMENT_URL).toBe(`${host.url}/cases/servlet/servlet.WebToCase`);
    const request = caseRequest();
    const before = cases.count();
    const filed = await createCaseManagement(host.env).cases.submit(request);
    if (!filed.ok) throw new Error("the case was not filed");
    expect(filed.reference).toMatch(/^CASE-\d{4}-W[0-9A-HJ-NP-Z]{8}$/);
    const stored = cases.findByExternalReference(filed.reference);
    expect(stored?.reference).toMatch(/^CASE-\d{4}-\d{6}$/);
    expect(stored?.request).toEqual(request);
    expect(cases.count()).toBe(before + 1);
  });

  it("answers a redirect to retURL, and a repeated post with the same reference files nothing twice", async () => {
    const form = toWebToCase(caseRequest(), "CASE-2026-WABCDEFGH");
    const first = await postForm(form);
    expect([first.status, first.headers.get("location")]).toEqual([
      303,
      "https://www.proequip.de/contact/sent/",
    ]);
    const count = cases.count();
    expect((await postForm(form)).status).toBe(303);
    expect(cases.count()).toBe(count);
    expect(cases.findByExternalReference("CASE-2026-WABCDEFGH")?.request.quantity).toBe(20);
  });

  it("refuses another organisation's form, and hostile forms with a 4xx and a message", async () => {
    const valid = () => toWebToCase(caseRequest(), "CASE-2026-WJKLMNPQR");
    const count = cases.count();
    const foreign = valid();
    foreign.set("orgid", "00D-SOMEONE-ELSE");
    const answers = [
      [await postForm(foreign), 403, "organisation"],
      [await postForm(valid(), "application/json"), 415, "x-www-form-urlencoded"],
      [await postForm(`${valid()}&email=b%40example.com`), 400, "`email` is sent more than once"],
      [await postForm(valid().toString().replace("jana%40example.com", "not-an-address")), 422, "`email`"],
      [await postForm(valid().toString().replace("quantity__c=20", "quantity__c=-3")), 422, "`quantity__c`"],
      [
        await postForm(valid().toString().replace("CASE-2026-WJKLMNPQR", "1%3B+DROP")),
        422,
        "external_reference__c",
      ],
      [await postForm(`${valid()}&description=${"x".repeat(70_000)}`), 413, "larger than"],
      [await postForm("%E0%A4%A"), 422, "orgid"],
    ] as const;
    for (const [response, status, message] of answers) {
      expect(response.status).toBe(status);
      expect((await response.json()).message).toContain(message);
    }
    const wrongPath = await fetch(`${host.url}/cases/servlet/servlet.WebToLead`, { method: "POST" });
    expect(wrongPath.status).toBe(404);
    expect((await fetch(host.env.CASE_MANAGEMENT_URL as string)).status).toBe(405);
    expect(cases.count()).toBe(count);
  });
});

describe("the marketing platform's newsletter-doi over HTTP", () => {
  const signUp = (email: string, env = host.env) =>
    newsletterPort(env, mail).signUp({
      email,
      locale: "de-DE",
      userId: "customer-7",
      confirmLink: (hash) => `https://www.proequip.de/exConsents/confirm?hash=${hash}`,
      compose: (link) => ({ subject: "Bitte bestätigen", text: link }),
    });
  const post = (body: unknown, token = host.env.MARKETING_TOKEN) =>
    fetch(`${host.env.MARKETING_URL}/newsletter-doi`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  it("records the production adapter's sign-up pending, once however often it is sent", async () => {
    expect(host.env.MARKETING_URL).toBe(`${host.url}/marketing`);
    await signUp(" Max@Example.com ");
    await signUp("max@example.com");
    const [subscription, ...more] = newsletter.subscriptionsOf("max@example.com");
    expect(more).toEqual([]);
    expect(subscription).toMatchObject({ email: "max@example.com", locale: "de-DE", status: "pending" });
    newsletter.confirm("max@example.com");
    const again = await post({ locale: "de-DE", email: "max@example.com", newsletterAction: "subscribe" });
    expect([again.status, await again.json()]).toEqual([202, { status: "confirmed" }]);
  });

  it("takes the shop's confirmation and unsubscribe too (decision 0067): confirmed, then gone", async () => {
    const action = (newsletterAction: string) =>
      post({ locale: "de-DE", email: "ida@example.com", newsletterAction });
    expect(await (await action("subscribe")).json()).toEqual({ status: "pending" });
    const confirmed = await action("confirm");
    expect([confirmed.status, await confirmed.json()]).toEqual([202, { status: "confirmed" }]);
    expect(newsletter.subscriptionsOf("ida@example.com")).toMatchObject([{ status: "confirmed" }]);
    const gone = await action("unsubscribe");
    expect([gone.status, await gone.json()]).toEqual([202, { status: "none" }]);
    expect(newsletter.subscriptionsOf("ida@example.com")).toEqual([]);
    // A confirmation without a sign-up confirms nothing.
    expect(await (await action("confirm")).json()).toEqual({ status: "none" });
  });

  it("refuses a wrong or missing token and hostile bodies with a 4xx", async () => {
    const valid = { locale: "de-DE", email: "eve@example.com", newsletterAction: "subscribe" };
    await signUp("eve@example.com", { ...host.env, MARKETING_TOKEN: "guessed" });
    const answers = [
      [await post(valid, "guessed"), 401, "bearer token"],
      [await post({ ...valid, locale: "xx-XX" }), 422, "`locale`"],
      [await post({ ...valid, newsletterAction: "delete-everything" }), 422, "`newsletterAction`"],
      [await post({ ...valid, email: "eve" }), 422, "`email`"],
      [await post("{not json"), 400, "not valid JSON"],
      [await post({ ...valid, user_id: "u".repeat(20_000) }), 413, "larger than"],
    ] as const;
    for (const [response, status, message] of answers) {
      expect(response.status).toBe(status);
      expect((await response.json()).message).toContain(message);
    }
    expect((await fetch(`${host.env.MARKETING_URL}/newsletter-doi`)).status).toBe(405);
    expect(newsletter.subscriptionsOf("eve@example.com")).toEqual([]);
  });
});

describe("the marketing platform's other tracking paths over HTTP (the edge's collector)", () => {
  const post = (name: string, body: unknown, token = host.env.MARKETING_TOKEN) =>
    fetch(`${host.env.MARKETING_URL}/${name}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  it("keeps the production adapter's calls in the local collector, as sent", async () => {
    const port = trackingPort(host.env);
    expect(port.description).toContain("marketing platform");
    const body = { locale: "de-DE", cookie: "visitor-1", sku: "EX10000008", price: 129.99 };
    await port.send({ path: "view-item", body });
    await port.send({ path: "cart-update", body: { locale: "de-DE", cart_id: "c-1", cookie: "visitor-1" } });
    expect(tracking.latest(1, "view-item")[0]?.body).toEqual(body);
    expect(tracking.latest(1, "cart-update")[0]?.body).toMatchObject({ cart_id: "c-1" });
  });

  it("records a newsletter-doi call as well as applying it", async () => {
    await post("newsletter-doi", {
      locale: "de-DE",
      email: "kai@example.com",
      newsletterAction: "subscribe",
    });
    expect(tracking.latest(1, "newsletter-doi")[0]?.body).toMatchObject({ email: "kai@example.com" });
    expect(newsletter.subscriptionsOf("kai@example.com")).toMatchObject([{ status: "pending" }]);
  });

  it("refuses an unknown path, a wrong token and a body that is not an object, recording nothing", async () => {
    const before = tracking.latest(100).length;
    const answers = [
      [await post("delete-everything", {}), 404],
      [await post("view-item", { sku: "X" }, "guessed"), 401],
      [await post("view-item", [1, 2]), 422],
      [await post("view-item", "{not json"), 400],
    ] as const;
    for (const [response, status] of answers) expect(response.status).toBe(status);
    expect((await fetch(`${host.env.MARKETING_URL}/view-item`)).status).toBe(405);
    expect(tracking.latest(100)).toHaveLength(before);
  });
});
