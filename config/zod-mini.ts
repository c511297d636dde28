import { config, type ZodMiniType } from "zod/mini";
import en from "zod/v4/locales/en.js";

// Only the modules that build schemas import this one (config/schemas/, the form-schema modules),
// never a config table (decision 0081): the settings apply wherever a schema is built. The form
// schemas also load in the browser (the chunk a form loads on first use), whose Content-Security-Policy
// forbids eval: zod's JIT probe (`new Function`) would be refused and reported there, so the browser
// parses without JIT.
if (typeof document !== "undefined") config({ jitless: true });
// zod/mini sets no locale ("Invalid input" for every issue); classic zod sets English. The schemas
// whose messages are zod's own (no key given) answer as before, in the browser as on the server.
config(en());

/**
 * zod/mini's functions as separate exports, for `import * as z from "./zod-mini"` (issue 20 item 1,
 * decisions 0045 and 0071): the bundler keeps only the functions the config uses, and no module the
 * browser loads builds a classic zod schema (whose methods reference all of classic zod, its
 * JSON-schema processors included). Checks are functions: `z.string().check(z.minLength(1, …))`.
 */
export * from "zod/mini";

/** A zod/mini schema (what classic zod calls ZodType), with `parse` and `safeParse`. */
export type ZodType<Output = unknown, Input = unknown> = ZodMiniType<Output, Input>;
