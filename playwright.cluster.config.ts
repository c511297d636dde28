import { defineConfig } from "@playwright/test";
import base, { E2E_CLOCK, E2E_SESSION_SECRET } from "./playwright.config";
// Points the shared helpers (and playwright.config's constants, in the workers) at the cluster.
import {
  E2E_CLUSTER_DATA as DATA,
  E2E_CLUSTER_PORT,
  E2E_CLUSTER_SERVICES_PORT,
} from "./tests/e2e/cluster/target";

/**
 * Issue 22 item 6 (decision 0057): the journeys of `npm run start:cluster`, two storefront processes
 * behind the front on E2E_CLUSTER_PORT (3273 by default; tests/e2e/cluster/target.ts), with
 * JavaScript only: what they prove is the rooms' live updates across processes. In `npm test`, after
 * the Node journeys: four processes (services host, two storefronts, Redis) and a browser share the
 * machine, so the bounds are wider than the other suites'.
 */
export default defineConfig({
  ...base,
  testDir: "tests/e2e/cluster",
  testIgnore: [],
  projects: [{ name: "js", use: { javaScriptEnabled: true } }],
  timeout: 180_000,
  expect: { timeout: 30_000 },
  webServer: {
    command: `rm -rf ${DATA} && node --import tsx scripts/start-cluster.ts`,
    url: `http://127.0.0.1:${E2E_CLUSTER_PORT}/healthz`,
    env: {
      PORT: String(E2E_CLUSTER_PORT),
      SERVICES_PORT: String(E2E_CLUSTER_SERVICES_PORT),
      HOST: "127.0.0.1",
      CLUSTER_PINNING: "on",
      COMMERCE_DB_PATH: `${DATA}/commerce.sqlite`,
      SEARCH_DB_PATH: `${DATA}/search.sqlite`,
      PAYMENTS_DB_PATH: `${DATA}/payments.sqlite`,
      CASES_DB_PATH: `${DATA}/cases.sqlite`,
      NEWSLETTER_DB_PATH: `${DATA}/newsletter.sqlite`,
      TRACKING_DB_PATH: `${DATA}/tracking.sqlite`,
      MAIL_OUTBOX_DIR: `${DATA}/mail`,
      SESSION_SECRET: E2E_SESSION_SECRET,
      SHOP_CLOCK: E2E_CLOCK,
      LOG_LEVEL: "warn",
    },
    reuseExistingServer: false,
    // The services host seeds and indexes the catalogue, then two storefronts start (maybe a build).
    timeout: 420_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
