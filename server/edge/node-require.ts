/**
 * A CommonJS `require` for the bundled SDKs that still call it for Node's built-ins at load time
 * (typesense 3's http agent, @adyen/api-library's http client): esbuild's ESM output turns those calls
 * into `__require`, which looks for a global `require`. nodejs_compat's node:module answers them.
 * Imported first by the worker. Temporary: the SERVICES and ADYEN parts of issue 18 replace both SDK
 * clients with fetch adapters, after which nothing in the bundle calls `require` and this module goes
 * (server/edge/bundle.test.ts lists what still does).
 */
import { createRequire } from "node:module";

const scope = globalThis as { require?: NodeJS.Require };
scope.require ??= createRequire("/");
