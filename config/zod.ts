import { config } from "zod";

// The config tables also load in the browser, whose Content-Security-Policy forbids eval: zod's JIT
// probe (`new Function`) would be refused and reported there, so the browser parses without JIT.
if (typeof document !== "undefined") config({ jitless: true });

/**
 * zod's functions as separate exports, for `import * as z from "./zod"` (issue 20 item 1, decision
 * 0045): the bundler then keeps only the functions the config uses. zod's own `z` object (what
 * `import { z } from "zod"` gives) is one value holding every export, so a client bundle that
 * touches it keeps all of zod, its 40 message locales and JSON-schema tools: 454 kB of the 747 kB
 * shared chunk, against about 85 kB this way.
 */
export * from "zod";
