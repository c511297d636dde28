import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { customerCare, EXTERNAL_LINKS, NEWSLETTER, ROUTES, SOCIAL_NETWORKS } from "../../config";
import { E2E_COMMERCE_DB, E2E_MAIL_OUTBOX, E2E_NEWSLETTER_DB } from "../../playwright.config";
import { consentKey, NEWSLETTER_CONSENTS_CONTAINER } from "../../server/commerce/port";
import { expectNoAxeViolations } from "../support/axe";
import { rawRequest } from "../support/http";
import { fill, shopUrl, uiText } from "../support/markets";
import { open } from "../support/page";
import { HttpShopper } from "../support/shopper";

// Newsletter sign-up and the footer (issue 17.4, 17.5; SPEC §2 default layout and footer, §4, §7
// newsletter-doi, guard 6): the block for visitors, the double opt-in mail and its link recording the
// consent, no block when signed in, the footer's links per country; hostile posts over raw HTTP.
const nl = (key: string, language = "de", values: Record<string, string> = {}) =>
  fill(uiText(language, key, "newsletter"), values);
const common = (key: string, language = "de") => uiText(language, key);
const CATEGORY = "/werkstatt/";

/** An e-mail of its own for every test and project, so runs never meet an earlier subscriber. */
const newEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** The mails the test server's outbox holds for an address. */
function mailsTo(email: string): { subject: string; text: string }[] {
  if (!existsSync(E2E_MAIL_OUTBOX)) return [];
  return readdirSync(E2E_MAIL_OUTBOX)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(readFileSync(path.join(E2E_MAIL_OUTBOX, file), "utf8")))
    .filter((mail) => mail.to === email);
}

/** One row of one of the test server's databases, read as a second process would. */
function row<T>(file: string, sql: string, ...params: string[]): T | undefined {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}
const subscriptionOf = (email: string) =>
  row<{ status: string }>(E2E_NEWSLETTER_DB, "SELECT status FROM subscriptions WHERE email = ?", email)
    ?.status;
/** The consent the platform recorded (the embedded one's custom objects). */
async function consentOf(email: string) {
  const found = row<{ value: string }>(
    E2E_COMMERCE_DB,
    "SELECT value FROM custom_objects WHERE container = ? AND key = ?",
    NEWSLETTER_CONSENTS_CONTAINER,
    await consentKey(email),
  );
  return found ? JSON.parse(found.value) : undefined;
}

test("a visitor signs up from a category page, confirms by the mail's link, the consent is recorded (de)", async ({
  page,
  javaScriptEnabled: js,
}) => {
  const email = newEmail(js ? "visitor-js" : "visitor-nojs");
  await open(page, shopUrl("de", CATEGORY), js);
  const block = page.locator("section.newsletter");
  await expect(block.getByRole("heading", { name: nl("block.heading") })).toBeVisible();
  await expectNoAxeViolations(page, js);

  // Without the consent: its message, the e-mail kept (without JavaScript on the sign-up page, 422).
  const form = page.locator("#newsletter-form");
  await form.getByLabel(nl("form.email"), { exact: true }).fill(email);
  await form.getByRole("button", { name: nl("form.submit") }).click();
  await expect(form.getByText(nl("errors.consent"))).toBeVisible();
  await expect(form.getByLabel(nl("form.email"), { exact: true })).toHaveValue(email);
  if (!js) {
    await expect(page).toHaveURL(shopUrl("de", ROUTES.newsletterSignUp));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(nl("page.heading"));
    await expectNoAxeViolations(page, js);
  }

  await form.getByLabel(nl("form.consent")).check();
  await form.getByRole("button", { name: nl("form.submit") }).click();
  await expect(page.getByText(nl("sent.heading"))).toBeVisible();
  await expect(page.getByText(nl("sent.text"))).toBeVisible();
  // Back on the page it came from (no JavaScript: a 303 there), its URL unchanged.
  await expect(page).toHaveURL(shopUrl("de", CATEGORY));
  expect(subscriptionOf(email)).toBe("pending");

  // The double opt-in mail, in German, with the link the guard-6 route honours.
  await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(1);
  const [mail] = mailsTo(email);
  expect(mail?.subject).toBe(nl("mail.subject", "de", { domain: "proequip.de" }));
  const link = /http\S+/.exec(mail?.text ?? "")?.[0] ?? "";
  expect(link.startsWith(shopUrl("de", `${ROUTES.newsletter.confirm}?hash=`)), link).toBe(true);
  expect(await consentOf(email)).toBeUndefined();

  await page.goto(link);
  await expect(page).toHaveURL(shopUrl("de", "/"));
  expect(await consentOf(email)).toMatchObject({ email, consent: true });
  expect(subscriptionOf(email)).toBe("confirmed");
});

test("a signed-in customer sees no newsletter block", async ({ page, context, javaScriptEnabled: js }) => {
  const shopper = new HttpShopper("de");
  await shopper.get("/create-account");
  const password = "geheim123";
  const signUp = { firstName: "Eva", lastName: "Novak", email: newEmail("member"), password };
  expect((await shopper.post("/create-account", { ...signUp, passwordConfirm: password })).status).toBe(303);
  await context.addCookies(shopper.cookiesFor(shopUrl("de")));
  await open(page, shopUrl("de", CATEGORY), js);
  await expect(page.locator(".account-menu")).toBeVisible();
  await expect(page.locator("footer.site-footer")).toBeVisible();
  await expect(page.locator("section.newsletter")).toHaveCount(0);
});

test("footer: service and about-us links per country, the trust logo in DE only, contact us with ?webform=true", async ({
  page,
  javaScriptEnabled: js,
}) => {
  for (const [country, language, trust] of [
    ["de", "de", true],
    ["sk", "sk", false],
  ] as const) {
    await open(page, shopUrl(country, "/"), js);
    const footer = page.locator("footer.site-footer");
    const link = (key: string) => footer.getByRole("link", { name: common(key, language), exact: true });
    const external = EXTERNAL_LINKS[country];
    await expect(link("footer.orderTracking")).toHaveAttribute("href", ROUTES.orderTracking);
    await expect(link("footer.myAccount")).toHaveAttribute("href", ROUTES.account.root);
    await expect(link("footer.returnsPortal")).toHaveAttribute("href", external.returnsPortal);
    await expect(link("footer.jobs")).toHaveAttribute("href", external.jobs);
    for (const network of SOCIAL_NETWORKS)
      await expect(link(`footer.social.${network}`)).toHaveAttribute("href", external.social[network]);
    await expect(link("header.home")).toHaveAttribute("href", "/");
    await expect(footer.getByRole("link", { name: customerCare(country).phone })).toHaveAttribute(
      "href",
      `tel:${customerCare(country).tel}`,
    );
    await expect(footer.getByRole("link", { name: common("footer.contactUs", language) })).toHaveCount(0);
    const rating = footer.getByTestId("trust-rating");
    if (trust) {
      await expect(rating).toBeVisible();
      await expect(rating).toHaveAttribute("href", external.trustRating?.profileUrl ?? "");
      await expect(rating).toHaveText(
        fill(common("footer.trustRating", language), { service: "Trustpilot" }),
      );
    } else await expect(rating).toHaveCount(0);
  }
  await open(page, shopUrl("de", "/?webform=true"), js);
  await expect(
    page.locator("footer.site-footer").getByRole("link", { name: common("footer.contactUs") }),
  ).toHaveAttribute("href", ROUTES.contact.step1);
});

test.describe("sign-up over raw HTTP", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP checks run once");

  /** A visitor's cookies and CSRF token, from a page of the shop that is never shared (decision 0047). */
  async function visitor(country = "de") {
    const page = await rawRequest(country, "/login");
    const cookie = (page.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
    const token = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
    return { cookie, token };
  }
  const FORM = "application/x-www-form-urlencoded";
  const post = (
    session: { cookie: string },
    body: string,
    { type = FORM, localAddress }: { type?: string; localAddress?: string } = {},
  ) =>
    rawRequest("de", ROUTES.newsletterSignUp, {
      method: "POST",
      headers: { "content-type": type, cookie: session.cookie },
      body,
      localAddress,
    });
  const fields = (token: string, values: Record<string, string>) =>
    new URLSearchParams({ csrf: token, consent: "on", ...values }).toString();

  test("hostile posts never answer 500; outside return paths lead home; the honeypot stores nothing", async () => {
    const session = await visitor();
    const { token } = session;
    const valid = fields(token, { email: newEmail("http"), returnTo: "/werkstatt/?page=2" });
    const hostile: [string, string, string?][] = [
      ["no CSRF token", new URLSearchParams({ email: "a@example.com", consent: "on" }).toString()],
      ["a foreign CSRF token", fields("forged", { email: "a@example.com" })],
      ["JSON", JSON.stringify({ csrf: token, email: "a@example.com" }), "application/json"],
      ["no body", ""],
      ["two e-mails", `${fields(token, { email: "a@example.com" })}&email=b@example.com`],
      ["an over-long e-mail", fields(token, { email: `${"a".repeat(5000)}@example.com` })],
      ["control characters", fields(token, { email: "a\u0000@exa\u0007mple.com" })],
      ["consent not ticked", fields(token, { email: "a@example.com", consent: "yes" })],
      [
        "an over-long return path",
        fields(token, { email: "a@example.com", returnTo: `/${"x".repeat(5000)}` }),
      ],
      ["indexed names", `${fields(token, { email: "a@example.com" })}&email[99999]=x&consent[0]=on`],
      ["not UTF-8", `csrf=${token}&email=%FF%FE%00&consent=%C0`],
    ];
    for (const [name, body, type] of hostile) {
      const response = await post(session, body, { type });
      expect(response.status, `${name}: ${response.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(response.status, name).toBeLessThan(500);
    }
    const typed = await post(session, fields(token, { email: "kaputt@", consent: "" }));
    expect(typed.status).toBe(422);
    expect(typed.body).toContain('value="kaputt@"');
    expect(typed.body).toContain(nl("errors.email"));

    const ok = await post(session, valid);
    expect([ok.status, ok.headers.location]).toEqual([303, "/werkstatt/?page=2"]);
    expect(ok.headers["set-cookie"]?.join(";")).toContain("newsletter_sent=");
    for (const outside of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example/",
      "javascript:alert(1)",
    ]) {
      const away = await post(session, fields(token, { email: newEmail("away"), returnTo: outside }));
      expect([away.status, away.headers.location], outside).toEqual([303, "/"]);
    }

    // The honeypot: the same answer as a sign-up, nothing stored, no mail.
    const bot = newEmail("bot");
    const trapped = await post(session, fields(token, { email: bot, website: "https://spam.example/" }));
    expect([trapped.status, trapped.headers.location]).toEqual([303, "/"]);
    expect(subscriptionOf(bot)).toBeUndefined();
    expect(mailsTo(bot)).toEqual([]);

    // The one-time notice: shown once on the page it went back to, then cleared.
    const flash = ok.headers["set-cookie"]?.find((c) => c.startsWith("newsletter_sent="))?.split(";")[0];
    const shown = await rawRequest("de", CATEGORY, { headers: { cookie: `${session.cookie}; ${flash}` } });
    expect(shown.body).toContain(nl("sent.heading"));
    expect(shown.headers["set-cookie"]?.join(";")).toMatch(/newsletter_sent=; Max-Age=0/);
    expect((await rawRequest("de", CATEGORY, { headers: { cookie: session.cookie } })).body).not.toContain(
      nl("sent.heading"),
    );
  });

  test("a client over its sign-up limit is told to try later (429); HU shows the block folded", async () => {
    const session = await visitor();
    // A loopback address of its own, so no other test shares this client's count.
    const localAddress = "127.0.0.23";
    for (let i = 0; i < NEWSLETTER.signUpsPerIp.max; i++) {
      const response = await post(session, fields(session.token, { email: newEmail("limit") }), {
        localAddress,
      });
      expect(response.status).toBe(303);
    }
    const refused = await post(session, fields(session.token, { email: newEmail("limit") }), {
      localAddress,
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toContain(nl("errors.tooMany"));

    const hu = await rawRequest("hu", "/");
    expect(hu.body).toMatch(/<section class="newsletter"[^>]*><details><summary><h2[^>]*>/);
    expect(hu.body).toContain(nl("block.heading", "hu"));
    expect((await rawRequest("de", "/")).body).not.toMatch(/<section class="newsletter"[^>]*><details>/);
  });
});
