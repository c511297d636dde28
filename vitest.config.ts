import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // tsconfig's `~/` (app/): route modules take their server code from "~/lib/routes.server", one
  // specifier everywhere, so the browser build makes one empty module of it (decision 0071).
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["{app,server,config,scripts}/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts"],
    // Suites that start `server/index.ts` need the production build: `npm run test:after-build`.
    exclude: ["**/node_modules/**", "**/*.after-build.test.ts"],
    environment: "node",
    // CI runs on a busy 2-core machine: waits are bounded generously, never by a short fixed time.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: 15_000, interval: 20 } },
  },
});
