import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CONTACT_FORM } from "../../config";
import { caseManagementMock } from "../../mocks/case-management";
import { memoryThrottles } from "../../server/account";
import { type CaseRequest, createCaseManagement, createWebToCase, LocalCaseStore } from "../../server/care";
import { createContactRequests } from "../../server/care/contact";
import type { Mail } from "../../server/mail";
import { resolveMarket } from "../../server/market";
import { CONTACT_REQUEST } from "../support/contact";

const REQUEST: CaseRequest = {
  reason: "sales",
  subreason: "offer-discount-request",
  contactName: "Jana Nováková",
  email: "jana@example.com",
  phone: "+49 30 1234 5678",
  subject: "Offer for 20 grills",
  description: "Could you make us an offer?",
  productNumber: "EX10000008",
  vatId: "DE123456789",
  quantity: 20,
  hidden: {
    organisation: "00D-TEST",
    returnUrl: "https://www.proequip.de/contact/sent/",
    country: "DE",
    locale: "de-DE",
    recordType: "webshop-customer-request",
  },
};

const dir = mkdtempSync(path.join(tmpdir(), "cases-"));
beforeAll(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the embedded case store", () => {
  it("numbers cases per year and keeps them across a restart", async () => {
    const file = path.join(dir, "cases.sqlite");
    let year = 2026;
    const now = () => new Date(`${year}-06-01T10:00:00Z`);
    const store = new LocalCaseStore(file, now);
    expect(await store.submit(REQUEST)).toEqual({ ok: true, reference: "CASE-2026-000001" });
    expect(await store.submit({ ...REQUEST, email: "b@example.com" })).toEqual({
      ok: true,
      reference: "CASE-2026-000002",
    });
    store.close();

    const reopened = new LocalCaseStore(file, now);
    expect(reopened.find("CASE-2026-000001")?.request).toEqual(REQUEST);
    expect(await reopened.submit(REQUEST)).toEqual({ ok: true, reference: "CASE-2026-000003" });
    year = 2027;
    expect(await reopened.submit(REQUEST)).toEqual({ ok: true, reference: "CASE-2027-000001" });
    expect(reopened.count()).toBe(4);
    reopened.close();
  });

  it("is the default without CASE_MANAGEMENT_URL, at CASES_DB_PATH, with the configured hidden fields", async () => {
    const file = path.join(dir, "default.sqlite");
    const { cases, settings } = createCaseManagement({
      CASES_DB_PATH: file,
      CASE_MANAGEMENT_ORG_ID: "00D-ENV",
    });
    expect(cases).toBeInstanceOf(LocalCaseStore);
    expect(settings).toEqual({ organisation: "00D-ENV", recordType: "webshop-customer-request" });
    expect(() => createCaseManagement({ CASE_MANAGEMENT_URL: "not a url" })).toThrow(/CASE_MANAGEMENT_URL/);
  });
});

describe("the web-to-case adapter", () => {
  const url = "https://cases.example.test/servlet/servlet.WebToCase?encoding=UTF-8";
  const mock = caseManagementMock(url);
  const server = setupServer(...mock.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => mock.reset());
  afterAll(() => server.close());

  it("posts the request as a form with the web-to-case names and gives a reference", async () => {
    const port = createWebToCase({ url, timeoutMs: 2000, now: () => new Date("2026-11-25T12:00:00Z") });
    const outcome = await port.submit(REQUEST);
    expect(outcome.ok && outcome.reference).toMatch(/^CASE-2026-W[0-9A-HJ-NP-Z]{8}$/);
    expect(mock.state.requests).toHaveLength(1);
    const [sent] = mock.state.requests;
    expect(sent?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sent?.fields).toEqual({
      orgid: "00D-TEST",
      retURL: "https://www.proequip.de/contact/sent/",
      recordType: "webshop-customer-request",
      country__c: "DE",
      locale__c: "de-DE",
      type: "sales",
      reason: "offer-discount-request",
      name: "Jana Nováková",
      email: "jana@example.com",
      phone: "+49 30 1234 5678",
      subject: "Offer for 20 grills",
      description: "Could you make us an offer?",
      product_number__c: "EX10000008",
      vat_id__c: "DE123456789",
      quantity__c: "20",
      external_reference__c: outcome.ok ? outcome.reference : "",
      origin: "Web",
    });
  });

  it("fails cleanly on an error status, a network error and a timeout", async () => {
    const port = createWebToCase({ url, timeoutMs: 200 });
    mock.state.status = 500;
    expect(await port.submit(REQUEST)).toEqual({ ok: false });
    mock.reset();
    mock.state.networkError = true;
    expect(await port.submit(REQUEST)).toEqual({ ok: false });
    mock.reset();
    mock.state.delayMs = 2000;
    const started = Date.now();
    expect(await port.submit(REQUEST)).toEqual({ ok: false });
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

describe("contact requests (honeypot, throttle, mail)", () => {
  const market = resolveMarket({ host: "de.localhost:3000", pathname: "/" });
  const requestUrl = new URL("http://de.localhost:3000/contact/step3/");
  const value = CONTACT_REQUEST;
  const compose = (reference: string) => ({ subject: `Anfrage ${reference}`, text: reference });

  it("files the case with the server's hidden fields, mails the reference, drops a filled honeypot", async () => {
    const cases = new LocalCaseStore(path.join(dir, "service.sqlite"));
    const sent: Mail[] = [];
    const contact = createContactRequests({
      cases,
      settings: { organisation: "00D-X", recordType: "rt" },
      mail: { send: async (mail) => void sent.push(mail) },
      throttles: memoryThrottles(),
    });
    const ctx = { market, clientIp: "203.0.113.9", requestUrl, honeypot: "" };
    const outcome = await contact.submit({ ...value, productNumber: "10000008" }, ctx, compose);
    const reference = outcome.ok ? outcome.reference : undefined;
    expect(reference).toMatch(/^CASE-\d{4}-000001$/);
    expect(cases.find(reference ?? "")?.request).toMatchObject({
      productNumber: "EX10000008",
      hidden: {
        organisation: "00D-X",
        country: "DE",
        locale: "de-DE",
        returnUrl: "http://de.localhost:3000/contact/sent/",
      },
    });
    await vi.waitFor(() =>
      expect(sent).toEqual([{ to: "max@example.com", subject: `Anfrage ${reference}`, text: reference }]),
    );

    expect(await contact.submit(value, { ...ctx, honeypot: "http://spam.example" }, compose)).toEqual({
      ok: true,
    });
    expect(cases.count()).toBe(1);
  });

  it("throttles per e-mail and per client address; a failing service does not count", async () => {
    let fail = true;
    const store = new LocalCaseStore(path.join(dir, "throttle.sqlite"));
    const contact = createContactRequests({
      cases: { submit: (r) => (fail ? Promise.resolve({ ok: false }) : store.submit(r)) },
      settings: { organisation: "o", recordType: "r" },
      mail: { send: async () => {} },
      throttles: memoryThrottles(),
    });
    const ctx = { market, clientIp: "198.51.100.7", requestUrl, honeypot: null };
    for (let i = 0; i < 8; i++)
      expect(await contact.submit(value, ctx, compose)).toEqual({ ok: false, error: "unavailable" });
    fail = false;
    const { perEmail, perIp } = CONTACT_FORM.throttle;
    for (let i = 0; i < perEmail.max; i++) expect((await contact.submit(value, ctx, compose)).ok).toBe(true);
    expect(await contact.submit(value, ctx, compose)).toMatchObject({ ok: false, error: "throttled" });
    // Other e-mails from the same address, up to the address's limit.
    for (let i = perEmail.max; i < perIp.max; i++)
      expect((await contact.submit({ ...value, email: `p${i}@example.com` }, ctx, compose)).ok).toBe(true);
    const blocked = await contact.submit({ ...value, email: "new@example.com" }, ctx, compose);
    expect(blocked).toMatchObject({ ok: false, error: "throttled" });
    expect(
      blocked.ok === false && blocked.error === "throttled" && blocked.retryAfterMinutes,
    ).toBeGreaterThan(0);
  });
});
