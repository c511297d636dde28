import { defineConfig } from "vitest/config";
import base from "./vitest.config";

/**
 * The suites that start a real storefront process (`server/index.ts` serves `build/`), run by
 * `npm run test:after-build` in `npm test` right after the build (the unit run comes before it).
 * Not `mergeConfig`: it would add these to the unit run's include list instead of replacing it.
 */
export default defineConfig({
  resolve: base.resolve,
  test: {
    ...base.test,
    include: ["tests/integration/**/*.after-build.test.ts"],
    exclude: ["**/node_modules/**"],
  },
});
