import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{app,server,config,scripts}/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts"],
    environment: "node",
  },
});
