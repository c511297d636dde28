import { defineConfig, devices } from "@playwright/test";
import { SOCIAL } from "./config/social";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium";

/** Browser tests in Debian's Chromium (never a downloaded browser), every journey with JavaScript on and off. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The test server's cart rooms (SPEC §7 websocket), beside a shop that may run on the default 2087. */
export const E2E_ROOMS_PORT = Number(process.env.E2E_ROOMS_PORT ?? 2187);
/** The test server's data folder; the edge suite's own (tests/e2e/edge/target.ts) when it sets E2E_DATA_DIR. */
const E2E_DATA = process.env.E2E_DATA_DIR ?? ".data/e2e";
/** Whether the suite runs against the edge build (playwright.edge.config.ts), for its known differences. */
export const E2E_ON_EDGE = process.env.E2E_RUNTIME === "edge";
export const E2E_COMMERCE_DB = `${E2E_DATA}/commerce.sqlite`;
/** The test server's session secret: tests sign what the shop would have issued (newsletter links). */
/** The instant the test server's campaigns are judged at (SHOP_CLOCK): during the demo stores' Black Friday. */
export const E2E_CLOCK = "2026-11-25T12:00:00.000Z";
export const E2E_SESSION_SECRET = "e2e-session-secret-not-for-production";
/** Where the test server's mails (password reset links) land: the embedded outbox. */
export const E2E_MAIL_OUTBOX = `${E2E_DATA}/mail`;
/** The test server's embedded newsletter subscriptions (server/newsletter/store.ts). */
export const E2E_NEWSLETTER_DB = ".data/e2e/newsletter.sqlite";
/** The test server's embedded case management (the contact form's requests). */
export const E2E_CASES_DB = ".data/e2e/cases.sqlite";
/**
 * The local OpenID provider the social sign-in journey starts (tests/e2e/social-sign-in.spec.ts) on
 * this port, the test server's "google" (decision 0061); the shop reads its discovery at the first
 * sign-in, so other journeys never need it running.
 */
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 4100);
export const E2E_OIDC_SECRET = "e2e-oidc-secret-not-for-production";

export default defineConfig({
  testDir: "tests/e2e",
  // The edge build's journeys run against workerd only (playwright.edge.config.ts), the cluster's
  // against `npm run start:cluster` (playwright.cluster.config.ts).
  testIgnore: ["edge/**", "cluster/**"],
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  // Bounds for a busy 2-core CI machine: a step waits for its condition, never a fixed time.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices["Desktop Chrome"],
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: ["--headless", ...CHROMIUM_FLAGS] },
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "no-js", use: { javaScriptEnabled: false } },
  ],
  webServer: {
    // The same start path as `npm start` (builds when needed), on databases of its own that are
    // seeded and indexed afresh for every run, so the tests never see an older catalog.
    command: "rm -rf .data/e2e && node scripts/start.mjs",
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    env: {
      PORT: String(E2E_PORT),
      ROOMS_PORT: String(E2E_ROOMS_PORT),
      HOST: "127.0.0.1",
      COMMERCE_DB_PATH: E2E_COMMERCE_DB,
      SEARCH_DB_PATH: ".data/e2e/search.sqlite",
      MAIL_OUTBOX_DIR: E2E_MAIL_OUTBOX,
      PAYMENTS_DB_PATH: ".data/e2e/payments.sqlite",
      TRACKING_DB_PATH: ".data/e2e/tracking.sqlite",
      NEWSLETTER_DB_PATH: E2E_NEWSLETTER_DB,
      CASES_DB_PATH: E2E_CASES_DB,
      SESSION_SECRET: E2E_SESSION_SECRET,
      // Campaigns are judged at this instant (server/clock.ts, decision 0051): Black Friday runs in
      // every demo store, whatever day the tests run on.
      SHOP_CLOCK: E2E_CLOCK,
      // Every test posts from 127.0.0.1: the per-address limits are tested on their own
      // (server/http/rate-limit.test.ts), not met by chance here (decision 0054).
      RATE_LIMITS: "off",
      // Address validation on in Austria only, a country no other journey types addresses in
      // (tests/e2e/checkout-addresses.spec.ts; off everywhere by default, decision 0034).
      ADDRESS_VALIDATION_COUNTRIES: "at",
      ADDRESS_VALIDATION_DB_PATH: ".data/e2e/address-validation.sqlite",
      // Social sign-in with the local provider as "google"; Facebook stays unconfigured (no button).
      GOOGLE_CLIENT_ID: SOCIAL.localClientId,
      GOOGLE_CLIENT_SECRET: E2E_OIDC_SECRET,
      GOOGLE_ISSUER: `http://127.0.0.1:${E2E_OIDC_PORT}`,
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
