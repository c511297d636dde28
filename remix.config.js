/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // Remix 2 classic compiler: ESM server build, flat routes (the v2 default).
  serverModuleFormat: "esm",
  serverBuildPath: "build/index.js",
  assetsBuildDirectory: "public/build",
  publicPath: "/build/",
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  // config/ and locales/ are plain modules shared with the server process.
  watchPaths: ["config", "locales", "cms"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
  },
};
