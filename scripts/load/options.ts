/**
 * The load run's settings (issue 22 item 2): flags first, then the environment, then the defaults
 * (50 shoppers for 5 minutes). zod-checked, so a typo stops the run with a message instead of
 * silently running something else.
 */
import { z } from "zod";

/** The markets the shoppers buy in: euro and koruna stores with the postal codes their forms accept. */
export const LOAD_MARKETS = {
  de: { postalCode: "10115", city: "Berlin", street: "Hauptstraße" },
  cz: { postalCode: "11000", city: "Praha", street: "Národní" },
} as const;
export type LoadCountry = keyof typeof LOAD_MARKETS;

const schema = z.object({
  shoppers: z.coerce.number().int().min(1).max(500).default(50),
  seconds: z.coerce.number().int().min(5).max(3600).default(300),
  /** A real discount code of the demo data (server/commerce/local/seed/discounts.ts). */
  coupon: z.string().min(1).max(40).default("WELCOME10"),
  /** Also write the summary as JSON here (the after-build test reads it). */
  json: z.string().min(1).optional(),
});
export type LoadOptions = z.infer<typeof schema>;

const FLAGS: Record<string, keyof LoadOptions> = {
  "--shoppers": "shoppers",
  "--seconds": "seconds",
  "--coupon": "coupon",
  "--json": "json",
};
const ENV: Record<keyof LoadOptions, string> = {
  shoppers: "LOAD_SHOPPERS",
  seconds: "LOAD_SECONDS",
  coupon: "LOAD_COUPON",
  json: "LOAD_JSON",
};

/** Reads `--shoppers 5 --seconds=15` style flags over LOAD_* variables; throws a readable message. */
export function readOptions(argv: string[], env: Record<string, string | undefined>): LoadOptions {
  const given: Record<string, string> = {};
  for (const [key, name] of Object.entries(ENV)) {
    const value = env[name];
    if (value) given[key] = value;
  }
  for (let i = 0; i < argv.length; i++) {
    const [flag = "", inline] = (argv[i] ?? "").split("=", 2);
    const key = FLAGS[flag];
    if (!key) throw new Error(`Unknown option ${flag} (known: ${Object.keys(FLAGS).join(", ")})`);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    given[key] = value;
  }
  const parsed = schema.safeParse(given);
  if (!parsed.success)
    throw new Error(
      parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; "),
    );
  return parsed.data;
}
