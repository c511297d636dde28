import { defineConfig } from "@playwright/test";
import base, { E2E_SESSION_SECRET } from "./playwright.config";

/**
 * The browser journeys against the edge build (issue 18 item 5): the same browser settings and
 * projects (JavaScript on and off) as playwright.config.ts, with `npm run start:edge` as the server.
 * Its journeys live in tests/e2e/edge/ (added when the local services host, the Durable Object rooms
 * and the fetch adapters are merged, since a page needs them); run with
 * `npx playwright test -c playwright.edge.config.ts`.
 */
export const E2E_EDGE_PORT = Number(process.env.E2E_EDGE_PORT ?? 3187);

export default defineConfig({
  ...base,
  testDir: "tests/e2e/edge",
  use: { ...base.use, baseURL: `http://localhost:${E2E_EDGE_PORT}` },
  webServer: {
    command: "node --import tsx scripts/start-edge.ts",
    url: `http://127.0.0.1:${E2E_EDGE_PORT}/healthz`,
    // The services' variables (server/edge/env.ts) come from the environment: the local services host's.
    env: { EDGE_PORT: String(E2E_EDGE_PORT), SESSION_SECRET: E2E_SESSION_SECRET },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
