/**
 * The social sign-in names and paths the pages need (decision 0061), apart from config/social.ts's
 * zod-checked settings so that the login page's browser chunk carries no schema.
 */
export const SOCIAL_PROVIDERS = ["google", "facebook"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/**
 * The start and callback paths of a provider, in the shop's canonical form (a trailing slash: the
 * first segment is not one of NO_TRAILING_SLASH). The callback is one fixed path per host, registered
 * with the provider; the start path takes the language prefix.
 */
export const socialStartPath = (provider: SocialProvider) => `/social/${provider}/`;
export const socialCallbackPath = (provider: SocialProvider) => `/social/${provider}/callback/`;

/**
 * Whether a path is a provider's callback (with or without its trailing slash, any letter case). It
 * is registered with the provider as it is, so no language prefix or other canonical redirect may move
 * it: in a country of several languages the locale cookie would otherwise send it to a prefixed path
 * that is no page (server/routing/normalize.ts).
 */
export const isSocialCallbackPath = (pathname: string) =>
  SOCIAL_PROVIDERS.some((provider) =>
    [socialCallbackPath(provider), socialCallbackPath(provider).slice(0, -1)].includes(
      pathname.toLowerCase(),
    ),
  );

/** The query parameter the login page reads a refused social sign-in from. */
export const SOCIAL_ERROR_PARAM = "social_error";
/**
 * What a social sign-in can end with, besides success; each has a message in locales/<lang>/social.json.
 * `link`: the e-mail belongs to an account the provider is not linked to and whose e-mail is not
 * verified; its password, once, links the provider (decision 0064).
 */
export const SOCIAL_ERRORS = ["state", "verifier", "unverified", "denied", "problem", "link"] as const;
export type SocialError = (typeof SOCIAL_ERRORS)[number];
