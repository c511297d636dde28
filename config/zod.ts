import { z } from "zod";

// The config tables also load in the browser, whose Content-Security-Policy forbids eval: zod's JIT
// probe (`new Function`) would be refused and reported there, so the browser parses without JIT.
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
