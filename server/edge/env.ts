import { z } from "zod";
import { ctpEnvSchema } from "../commerce/commercetools/client";
import { consentEnv } from "../consent";
import { imageHosts } from "../images/hosts";
import { typesenseEnvSchema } from "../search/typesense";
import { socialSettings } from "../social/settings";
import { widgetEnv } from "../widgets";

/**
 * The worker's configuration (issue 18 item 2): wrangler.toml `[vars]` and `wrangler secret put`,
 * miniflare's `bindings` locally. The edge has no embedded defaults (no file system, no SQLite), so
 * every service the shop cannot do without is required here, with the same variable names as the
 * Node host's (README "Environment variables"); the optional services switch off when absent, as
 * SPEC §8 lets them. Checked once per isolate; a missing variable is named, its value never logged.
 */
const url = z.url({ protocol: /^https?$/ });
const hexKey = z.string().regex(/^(?:[0-9a-fA-F]{2})+$/, "the hexadecimal key of the Customer Area");

const secret = z.string().min(1).optional();

/** Social sign-in's variables, read by server/social/settings.ts as on Node. */
const socialEnv = z.object({
  GOOGLE_CLIENT_ID: secret,
  GOOGLE_CLIENT_SECRET: secret,
  GOOGLE_ISSUER: url.optional(),
  FACEBOOK_CLIENT_ID: secret,
  FACEBOOK_CLIENT_SECRET: secret,
  AUTH_SYNC_URL: url.optional(),
  AUTH_SYNC_USER: secret,
  AUTH_SYNC_PASSWORD: secret,
});

export const edgeEnvSchema = z.object({
  ...ctpEnvSchema.shape,
  ...typesenseEnvSchema.shape,
  /** The third-party widgets' accounts (decision 0063) and the consent and tag manager scripts (0055). */
  ...widgetEnv.shape,
  ...consentEnv.shape,
  /**
   * Social sign-in (decision 0061) with the auth sync over HTTP: the edge has no embedded platform, so
   * a provider has a button only with AUTH_SYNC_URL (the local services host serves one, decision
   * 0074); without it the shop warns and shows none, as on Node. Checked together by socialSettings.
   */
  ...socialEnv.shape,
  SESSION_SECRET: z.string().min(16, "at least 16 characters"),
  NODE_ENV: z.enum(["development", "production"]).default("production"),
  /** A fixed instant campaigns are judged at, for previews (server/clock.ts); the system clock when absent. */
  SHOP_CLOCK: z.iso.datetime({ offset: true }).optional(),
  ADYEN_API_KEY: z.string().min(1),
  ADYEN_MERCHANT_ACCOUNT: z.string().min(1),
  ADYEN_HMAC_KEY: hexKey,
  ADYEN_ENVIRONMENT: z.enum(["test", "live"]).default("test"),
  ADYEN_LIVE_URL_PREFIX: z.string().min(1).optional(),
  ADYEN_CLIENT_KEY: z
    .string()
    .regex(/^(test|live)_[A-Za-z0-9]{8,}$/, "the client key of the Customer Area (test_… or live_…)")
    .optional(),
  GOOGLE_PAY_MERCHANT_ID: z.string().min(1).optional(),
  /** Another Checkout API base (the local provider's, `npm run services`); Adyen's by default. */
  ADYEN_CHECKOUT_URL: url.optional(),
  ADYEN_TIMEOUT_MS: z.string().regex(/^\d+$/).optional(),
  VAT_SERVICE_URL: url,
  VAT_SERVICE_TOKEN: z.string().min(1).optional(),
  VAT_OWN_ID: z.string().trim().min(1),
  MAIL_RELAY_URL: url,
  MAIL_RELAY_TOKEN: z.string().min(1).optional(),
  CASE_MANAGEMENT_URL: url,
  CASE_MANAGEMENT_ORG_ID: z.string().trim().min(1).optional(),
  CASE_MANAGEMENT_RECORD_TYPE: z.string().trim().min(1).optional(),
  MARKETING_URL: url,
  MARKETING_TOKEN: z.string().min(1).optional(),
  /** The self-service site of "My orders" (issue 17.2); the shop's own pages when absent. */
  MY_ORDERS_URL: url.optional(),
  MY_ORDERS_SITE_HOST: z.string().min(1).optional(),
  MY_ORDERS_TOKEN: z.string().min(1).optional(),
  MY_ORDERS_USER: z.string().min(1).optional(),
  MY_ORDERS_PASSWORD: z.string().min(1).optional(),
  /** Without a maps service no address is checked (SPEC §8: the checkout goes on). */
  ADDRESS_VALIDATION_URL: url.optional(),
  ADDRESS_VALIDATION_API_KEY: z.string().trim().min(1).optional(),
  ADDRESS_VALIDATION_COUNTRIES: z.string().optional(),
  /** The recommendation service (SPEC §7, decision 0060); without it no recommendation block is shown. */
  RECOMMENDATION_URL: url.optional(),
  /** SPEC §7 image check's image host (decision 0068); without it the catalog's own pictures are checked locally. */
  IMAGE_BASE_URL: url.optional(),
  /** Where the platform's absolute product image URLs point, for the CSP's img-src (decision 0073). */
  PRODUCT_IMAGE_HOSTS: z.string().optional(),
  RECOMMENDATION_KEY: z.string().min(1).optional(),
  /** The stock webhook's shared secret (server/edge/rooms/stock-webhook.ts); no webhook without one. */
  STOCK_WEBHOOK_SECRET: z.string().min(16, "at least 16 characters").optional(),
});
export type EdgeEnv = z.infer<typeof edgeEnvSchema>;

/**
 * The variables of one group (the widgets', consent's, social sign-in's) as the Node host's parsers
 * take them: strings by name, so those parsers read the edge's configuration as they read Node's.
 */
const groupOf =
  (schema: z.ZodObject) =>
  (env: EdgeEnv): Record<string, string | undefined> =>
    Object.fromEntries(
      Object.keys(schema.shape).map((name) => {
        const value = (env as Record<string, unknown>)[name];
        return [name, typeof value === "string" ? value : undefined];
      }),
    );
export const widgetVariables = groupOf(widgetEnv);
export const consentVariables = groupOf(consentEnv);
export const socialVariables = groupOf(socialEnv);

/** The worker's env checked; the error names the variables that are missing or wrong. */
export function readEdgeEnv(env: Record<string, unknown>): EdgeEnv {
  const strings = Object.fromEntries(Object.entries(env).filter(([, value]) => typeof value === "string"));
  const parsed = edgeEnvSchema.safeParse(strings);
  if (!parsed.success)
    throw new Error(
      `Edge configuration: ${parsed.error.issues.map((i) => `${i.path.join(".")} (${i.message})`).join(", ")}`,
    );
  const env_ = parsed.data;
  if (env_.ADYEN_ENVIRONMENT === "live" && !env_.ADYEN_LIVE_URL_PREFIX)
    throw new Error("Edge configuration: ADYEN_LIVE_URL_PREFIX is required when ADYEN_ENVIRONMENT is live");
  if (env_.ADYEN_CLIENT_KEY && !env_.ADYEN_CLIENT_KEY.startsWith(`${env_.ADYEN_ENVIRONMENT}_`))
    throw new Error(
      `Edge configuration: ADYEN_CLIENT_KEY does not belong to ADYEN_ENVIRONMENT ${env_.ADYEN_ENVIRONMENT}`,
    );
  if (env_.ADDRESS_VALIDATION_URL && !env_.ADDRESS_VALIDATION_API_KEY)
    throw new Error("Edge configuration: ADDRESS_VALIDATION_API_KEY is required with ADDRESS_VALIDATION_URL");
  try {
    // The pairs and the issuer's scheme, and the image hosts, as the Node host checks them at its start.
    socialSettings(socialVariables(env_));
    imageHosts({ IMAGE_BASE_URL: env_.IMAGE_BASE_URL, PRODUCT_IMAGE_HOSTS: env_.PRODUCT_IMAGE_HOSTS });
  } catch (error) {
    throw new Error(`Edge configuration: ${error instanceof Error ? error.message : String(error)}`);
  }
  return env_;
}
