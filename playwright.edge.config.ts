import { defineConfig } from "@playwright/test";
import { SOCIAL } from "./config/social";
import base, { E2E_OIDC_PORT, E2E_OIDC_SECRET, E2E_SESSION_SECRET } from "./playwright.config";
// First: points the shared helpers (and playwright.config's constants) at the edge server.
import { E2E_EDGE_DATA, E2E_EDGE_PORT, E2E_EDGE_SERVICES_PORT } from "./tests/e2e/edge/target";

export { E2E_EDGE_PORT };

/**
 * The browser journeys against the edge build (issue 18 item 5): the same browser settings and
 * projects (JavaScript on and off) as playwright.config.ts, with `npm run start:edge` as the server:
 * the local services host (SERVICES_PORT: E2E_EDGE_SERVICES_PORT) and workerd on E2E_EDGE_PORT, on data
 * of its own seeded afresh. The edge journeys live in tests/e2e/edge/; the crawler suite and the phone
 * layout (touch targets, no shift on hydration, decision 0084) run here unchanged (their helpers read
 * the port from the environment tests/e2e/edge/target.ts sets).
 * Run with `npm run test:e2e:edge` (E2E_EDGE_PORT to move it).
 */
export default defineConfig({
  ...base,
  testDir: "tests/e2e",
  testMatch: ["edge/**/*.spec.ts", "crawler.spec.ts", "crawler-redirects.spec.ts", "phone-layout.spec.ts"],
  testIgnore: [],
  webServer: {
    command: `rm -rf ${E2E_EDGE_DATA} && node --import tsx scripts/start-edge.ts`,
    url: `http://127.0.0.1:${E2E_EDGE_PORT}/healthz`,
    env: {
      EDGE_PORT: String(E2E_EDGE_PORT),
      SERVICES_PORT: String(E2E_EDGE_SERVICES_PORT),
      SESSION_SECRET: E2E_SESSION_SECRET,
      COMMERCE_DB_PATH: `${E2E_EDGE_DATA}/commerce.sqlite`,
      SEARCH_DB_PATH: `${E2E_EDGE_DATA}/search.sqlite`,
      PAYMENTS_DB_PATH: `${E2E_EDGE_DATA}/payments.sqlite`,
      MAIL_OUTBOX_DIR: `${E2E_EDGE_DATA}/mail`,
      CASES_DB_PATH: `${E2E_EDGE_DATA}/cases.sqlite`,
      NEWSLETTER_DB_PATH: `${E2E_EDGE_DATA}/newsletter.sqlite`,
      TRACKING_DB_PATH: `${E2E_EDGE_DATA}/tracking.sqlite`,
      // Issue 23 on the edge (tests/e2e/edge/integrations.spec.ts, decision 0074): the local OpenID
      // provider as "google" (the worker's flow and the host's auth sync both read these), and a
      // trust-rating account so the widget shows after consent.
      GOOGLE_CLIENT_ID: SOCIAL.localClientId,
      GOOGLE_CLIENT_SECRET: E2E_OIDC_SECRET,
      GOOGLE_ISSUER: `http://127.0.0.1:${E2E_OIDC_PORT}`,
      TRUST_RATING_BUSINESS_UNIT: "0123456789abcdef01234567",
    },
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
