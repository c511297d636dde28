import { CUSTOMER_FIELDS } from "./customer-fields";
import { SOCIAL_PROVIDERS, type SocialProvider } from "./social-paths";
import * as z from "./zod";

export * from "./social-paths";

/**
 * Social sign-in (SPEC §2 "Social login via Facebook and Google", §6, §7 "auth sync"; issue 23 item 5,
 * decision 0061): the providers the shop knows, what it asks them for, and how long the sign-in
 * flow may take. Which providers are configured comes from the host's environment
 * (server/social/settings.ts); absent, a provider has no button.
 */
export const SOCIAL = z
  .object({
    /** The OpenID scopes: the e-mail with its verification and the names (Google's documented scopes). */
    googleScopes: z.array(z.string()).min(1),
    /** Facebook Login's permissions for the e-mail and the names (Graph API `/me` fields below). */
    facebookScopes: z.array(z.string()).min(1),
    /** Google's issuer (its discovery document names the endpoints and the JWKS). */
    googleIssuer: z.url(),
    facebook: z.object({
      authorizationEndpoint: z.url(),
      tokenEndpoint: z.url(),
      profileEndpoint: z.url(),
      profileFields: z.string(),
    }),
    /** Each outbound call of the flow (discovery, JWKS, token, profile, auth sync), in milliseconds. */
    timeoutMs: z.number().int().positive(),
    /** How long discovery documents and key sets are kept before being read again (seconds). */
    keysCacheSeconds: z.number().int().positive(),
    /** Tolerated clock difference when judging an ID token's exp and iat (seconds). */
    clockSkewSeconds: z.number().int().nonnegative(),
    /** The local OpenID provider's client (development and tests only; server/social/local-provider.ts). */
    localClientId: z.string().min(1),
    /**
     * Where a customer keeps the provider sign-ins linked to it ("google:<subject>"): a Set of String
     * custom field of the project's customer type, given to a customer without custom fields
     * (commercetools refuses setCustomField before a type is set; decision 0064).
     */
    customerFields: z.object({ typeKey: z.string().min(1), logins: z.string().min(1) }),
  })
  .parse({
    googleScopes: ["openid", "email", "profile"],
    facebookScopes: ["email", "public_profile"],
    googleIssuer: "https://accounts.google.com",
    facebook: {
      authorizationEndpoint: "https://www.facebook.com/v19.0/dialog/oauth",
      tokenEndpoint: "https://graph.facebook.com/v19.0/oauth/access_token",
      profileEndpoint: "https://graph.facebook.com/v19.0/me",
      profileFields: "id,email,first_name,last_name",
    },
    timeoutMs: 5000,
    keysCacheSeconds: 3600,
    clockSkewSeconds: 60,
    localClientId: "shop-local",
    customerFields: { typeKey: CUSTOMER_FIELDS.typeKey, logins: CUSTOMER_FIELDS.socialLogins },
  });
