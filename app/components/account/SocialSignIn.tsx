import { useTranslation } from "react-i18next";
import { REDIRECT_PARAM } from "../../../config/routes";
import type { SocialError, SocialProvider } from "../../../config/social-paths";

/** Each provider's button text, named literally so the locale check sees the keys. */
const LABELS = { google: "continueWith.google", facebook: "continueWith.facebook" } as const;

/**
 * SPEC §2 "Social login via Facebook and Google": one plain link per configured provider (the flow is
 * redirects, so it works without JavaScript; decision 0061), and the message of a refused sign-in.
 */
export function SocialSignIn({
  providers,
  error,
  startPath,
  redirectTo,
}: {
  providers: SocialProvider[];
  error: SocialError | null;
  /** The start path of a provider in the shopper's language ("/de/social/google"). */
  startPath: (provider: SocialProvider) => string;
  redirectTo: string;
}) {
  const { t } = useTranslation("social");
  if (providers.length === 0 && !error) return null;
  const href = (provider: SocialProvider) =>
    redirectTo
      ? `${startPath(provider)}?${new URLSearchParams({ [REDIRECT_PARAM]: redirectTo })}`
      : startPath(provider);
  return (
    <section className="social-sign-in" aria-labelledby="social-sign-in-heading">
      {error && (
        <p className="notice notice--error" role="alert" data-testid="social-error">
          {t(`errors.${error}`)}
        </p>
      )}
      {providers.length > 0 && (
        <>
          <h2 id="social-sign-in-heading">{t("heading")}</h2>
          <ul className="social-sign-in__providers">
            {providers.map((provider) => (
              <li key={provider}>
                {/* A document link, never a client navigation: the answer is a redirect to the provider. */}
                <a
                  className={`button button--social button--${provider}`}
                  href={href(provider)}
                  data-testid={`social-${provider}`}
                  rel="nofollow"
                >
                  {t(LABELS[provider])}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
