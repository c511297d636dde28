import { defineConfig, devices } from "@playwright/test";

/** Browser tests in Debian's Chromium (never a downloaded browser), every journey with JavaScript on and off. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: "tests/e2e",
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    ...devices["Desktop Chrome"],
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // <cc>.localhost must reach the server, which listens on 127.0.0.1 only.
        "--host-resolver-rules=MAP localhost 127.0.0.1, MAP *.localhost 127.0.0.1",
      ],
    },
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
      HOST: "127.0.0.1",
      COMMERCE_DB_PATH: ".data/e2e/commerce.sqlite",
      SEARCH_DB_PATH: ".data/e2e/search.sqlite",
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
