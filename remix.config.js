/**
 * Two server builds from one app (issue 18 item 1, decision 0039): the Node build (`npm run build`,
 * build/index.js, unchanged) and, with REMIX_TARGET=edge (`npm run build:edge`), the workerd build
 * (build/edge/index.js) whose entry is the worker (server/edge/worker.ts). Both write the same client
 * assets to public/build. The edge settings are those tried on this machine (docs/TOOLCHAIN "Edge runtime").
 */
import { builtinModules } from "node:module";

const edge = process.env.REMIX_TARGET === "edge";
/** Everything but the runtime's own modules (cloudflare:*) and Node's built-ins (nodejs_compat's). */
const bundled = new RegExp(`^(?!cloudflare:|(?:${builtinModules.join("|")})(?:/|$)).*$`);

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // Remix 2 classic compiler: ESM server build, flat routes (the v2 default).
  serverModuleFormat: "esm",
  serverBuildPath: edge ? "build/edge/index.js" : "build/index.js",
  assetsBuildDirectory: "public/build",
  publicPath: "/build/",
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  // config/ and locales/ are plain modules shared with the server process.
  watchPaths: ["config", "locales", "cms"],
  ...(edge
    ? {
        server: "server/edge/worker.ts",
        serverConditions: ["workerd", "worker", "browser"],
        serverMainFields: ["browser", "module", "main"],
        serverPlatform: "neutral",
        serverMinify: true,
        // Node's built-ins stay imports that workerd's nodejs_compat answers.
        serverDependenciesToBundle: [bundled],
      }
    : {}),
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
  },
};
