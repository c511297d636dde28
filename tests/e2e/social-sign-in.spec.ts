import { expect, test } from "@playwright/test";
import { E2E_OIDC_PORT, E2E_OIDC_SECRET, E2E_PORT } from "../../playwright.config";
import { buy, signedUpShopper, uniqueEmail } from "../support/buyers";
import { googleCallbackPath, localGoogleForTestServer, signInWithGoogle } from "../support/local-oidc";
import { fill, shopUrl, uiText } from "../support/markets";
import { HttpShopper } from "../support/shopper";

// Social sign-in without JavaScript (issue 23 items 5 and 9, decision 0061): the test server's
// "google" is the local OpenID provider started here. A new e-mail becomes a customer, signed in with
// their name shown; an existing e-mail's account asks for its password once, which links it, and then
// Google signs in to it directly, whose orders are there (decision 0064); a changed
// state, a missing flow cookie and an unverified e-mail give a translated message and no sign-in.
// Without JavaScript only: the flow is links, forms and redirects, the same with it.
const t = (key: string) => uiText("de", key, "social");
const account = (key: string) => uiText("de", key, "account");
const DE = `http://de.localhost:${E2E_PORT}`;
localGoogleForTestServer(test, { shopPort: E2E_PORT, port: E2E_OIDC_PORT, clientSecret: E2E_OIDC_SECRET });

/** Over HTTP: starts the flow on the German shop and signs in at the provider; the callback path. */
const throughProvider = (shopper: HttpShopper, login: string, redirectTo?: string) =>
  googleCallbackPath(shopper, login, DE, redirectTo);

test("a new e-mail signs in with Google in a browser without JavaScript: customer created, name shown", async ({
  page,
}) => {
  const email = uniqueEmail("social.newcomer");
  await page.goto(shopUrl("de", "/login"));
  await expect(page.getByTestId("social-facebook")).toHaveCount(0);
  await signInWithGoogle(page, email);
  // The callback page moves on by itself (meta refresh) to the account, where the auth cookie counts.
  await page.waitForURL(/\/my-account$/, { timeout: 20_000 });
  const first = email.split(/[.@+_-]/)[0] ?? "";
  const name = first.charAt(0).toUpperCase() + first.slice(1);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
});

test("an existing e-mail: Google asks for the account's password once, which links it; next time Google signs in directly", async ({
  page,
}) => {
  const email = uniqueEmail("social.owner");
  const buyer = await signedUpShopper("de", { buys: false, email });
  const receipt = await buyer.get(await buy(buyer, "de"));
  const number = /\b(\d{11})\b/.exec(receipt.body)?.[1] ?? "";
  expect(number).not.toBe("");

  // First time: the account was made with a password and its e-mail never verified, so Google alone
  // does not open it (decision 0064): the sign-in page asks for the password, in the shop's language.
  await page.goto(shopUrl("de", "/login"));
  await signInWithGoogle(page, email);
  await page.waitForURL(/\/login\?social_error=link$/, { timeout: 20_000 });
  await expect(page.getByTestId("social-error")).toBeVisible();
  await expect(page.getByTestId("social-error")).toHaveText(t("errors.link"));
  await page.getByLabel(account("fields.email")).fill(email);
  await page.getByLabel(account("fields.password"), { exact: true }).fill("geheim123");
  await page.getByRole("button", { name: account("login.submit") }).click();
  await page.waitForURL(/\/my-account$/, { timeout: 20_000 });

  // Next time, in another browser: Google alone signs in to the same customer, whose order is there.
  const shopper = new HttpShopper("de");
  const callback = await throughProvider(shopper, email, "/my-account/my-orders");
  const landed = await shopper.get(callback);
  expect(landed.status).toBe(200);
  expect(landed.headers["cache-control"]).toBe("no-store");
  expect(landed.body).toContain('content="0;url=/my-account/my-orders"');
  const list = await shopper.get("/my-account/my-orders");
  expect(list.status).toBe(303);
  expect(
    (await shopper.follow(String(list.headers.location).replace(/^https?:\/\/[^/]+/, ""))).body,
  ).toContain(number);
});

test("an account someone else registered with the e-mail is not opened by Google: the password is asked, nobody signed in", async () => {
  const email = uniqueEmail("social.victim");
  await signedUpShopper("de", { buys: false, email });
  const victim = new HttpShopper("de");
  const answer = await victim.get(await throughProvider(victim, email));
  expect(answer.status).toBe(303);
  expect(answer.headers.location).toBe("/login?social_error=link");
  expect((await victim.follow(String(answer.headers.location))).body).toContain(t("errors.link"));
  expect((await victim.get("/my-account")).status).toBe(303);
});

test("a changed state, a missing flow cookie or an unverified e-mail: a translated message, nobody signed in", async () => {
  const changed = new HttpShopper("de");
  const callback = new URL(await throughProvider(changed, uniqueEmail("social.state")), DE);
  callback.searchParams.set("state", "x".repeat(43));
  const refused = await changed.get(`${callback.pathname}${callback.search}`);
  expect(refused.status).toBe(303);
  expect(refused.headers.location).toBe("/login?social_error=state");
  expect((await changed.follow(String(refused.headers.location))).body).toContain(t("errors.state"));
  expect((await changed.get("/my-account")).status).toBe(303);

  // The provider's answer replayed in a browser that never started the flow: no verifier.
  const stranger = new HttpShopper("de");
  const stolen = await throughProvider(new HttpShopper("de"), uniqueEmail("social.stolen"));
  const noCookie = await stranger.get(stolen);
  expect(noCookie.headers.location).toBe("/login?social_error=verifier");
  expect((await stranger.follow(String(noCookie.headers.location))).body).toContain(t("errors.verifier"));

  const unverified = new HttpShopper("de");
  const answer = await unverified.get(await throughProvider(unverified, uniqueEmail("unverified")));
  expect(answer.headers.location).toBe("/login?social_error=unverified");
  expect((await unverified.follow(String(answer.headers.location))).body).toContain(t("errors.unverified"));
  expect((await unverified.get("/my-account")).status).toBe(303);
});

test("only configured providers have a button; an unknown one and an open redirect are refused", async () => {
  const shopper = new HttpShopper("de");
  const login = await shopper.get("/login");
  expect(login.body).toContain(t("continueWith.google"));
  expect(login.body).not.toContain('data-testid="social-facebook"');
  expect((await shopper.get("/social/facebook/")).status).toBe(404);
  expect((await shopper.get("/social/twitter/")).status).toBe(404);
  // redirect_to elsewhere falls back to the account: the provider's state goes nowhere foreign.
  const callback = await throughProvider(shopper, uniqueEmail("social.redirect"), "//evil.example/");
  const landed = await shopper.get(callback);
  expect(landed.body).toContain('content="0;url=/my-account"');
  expect(landed.body).toContain(fill(t("signedIn.heading"), { name: "Social" }));
});

test("in a country of several languages the callback stays where the provider sends it, whatever the locale cookie", async () => {
  for (const [country, prefix] of [
    ["be", "/nl/"],
    ["ch", "/fr/"],
  ] as const) {
    const shopper = new HttpShopper(country);
    // A prefixed page stores the shopper's language in the locale cookie (guard 8).
    expect((await shopper.get(prefix)).status).toBe(200);
    // Without the flow cookie the callback refuses, but it answers itself: no hop to a prefixed 404.
    const back = await shopper.get("/social/google/callback/?code=abc&state=xyz");
    expect(back.status, country).toBe(303);
    expect(back.headers.location, country).toBe("/login?social_error=verifier");
  }
});
