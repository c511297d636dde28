import { config, type core } from "zod";

// The config tables also load in the browser, whose Content-Security-Policy forbids eval: zod's JIT
// probe (`new Function`) would be refused and reported there, so the browser parses without JIT.
if (typeof document !== "undefined") config({ jitless: true });

/**
 * Classic zod's functions as separate exports, for `import * as z from "./zod"` in the config
 * modules that only the server and the tools read (caching, cluster, operations, performance,
 * recommendations, social). Every module the browser loads takes zod/mini from `./zod-mini` instead
 * (decision 0071): one classic schema in the browser brings back classic zod's methods and the
 * JSON-schema processors they reference. zod's own `z` object (`import { z } from "zod"`) is one
 * value holding every export; a client bundle that touches it keeps all of zod (decision 0045).
 */
export * from "zod";

/** Any zod schema, classic or mini (the core type both build on). */
export type ZodType<Output = unknown, Input = unknown> = core.$ZodType<Output, Input>;
