import type { SubmissionResult } from "@conform-to/react";
import { useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NEWSLETTER_HONEYPOT, ROUTES } from "../../../config";
import { getFormProps, getInputProps } from "../../lib/form-props";
import { useHydrated } from "../../lib/hydrated";
import { Link } from "../../lib/link";
import { useLocalePath } from "../../lib/root-data";
import { Field, useAccountForm } from "../forms/AccountForm";
import { CsrfField } from "../forms/CsrfField";

/** What the sign-up action answers (app/routes/($lang).newsletter.tsx). */
export interface NewsletterAnswer {
  result: SubmissionResult<string[]>;
  sent: boolean;
}

/** The one-time confirmation after a sign-up: look for the confirmation mail. */
export function NewsletterSent() {
  const { t } = useTranslation("newsletter");
  return (
    <div className="notice" role="status">
      <p>
        <strong>{t("sent.heading")}</strong>
      </p>
      <p>{t("sent.text")}</p>
    </div>
  );
}

/**
 * The sign-up form (SPEC §2 default layout, §5): the e-mail, the required consent with a link to the
 * privacy page, the page to come back to, and a honeypot. A plain POST to the sign-up route, which
 * answers 303 back here without JavaScript; once hydrated it posts through a fetcher and the answer
 * (field messages or the confirmation) shows in place. `lastResult` is the no-JS answer of the route.
 */
export function NewsletterForm({
  lastResult,
  returnTo,
}: {
  lastResult?: SubmissionResult<string[]>;
  returnTo?: string;
}) {
  const { t } = useTranslation("newsletter");
  const path = useLocalePath();
  const location = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<NewsletterAnswer>({ key: "newsletter" });
  const [form, fields] = useAccountForm(
    (schemas) => schemas.newsletterForm,
    fetcher.data?.result ?? lastResult,
    {
      id: "newsletter-form",
    },
  );
  if (fetcher.data?.sent) return <NewsletterSent />;
  const consentError = fields.consent.errors?.[0];
  const back = returnTo ?? `${location.pathname}${location.search}`;
  return (
    <fetcher.Form
      method="post"
      action={path(ROUTES.newsletterSignUp)}
      className="newsletter-form"
      {...getFormProps(form)}
    >
      <CsrfField />
      <input type="hidden" name="returnTo" value={back} />
      {hydrated && <input type="hidden" name="inline" value="1" />}
      {form.errors && form.errors.length > 0 && (
        <div id={form.errorId} className="form-error" role="alert">
          {form.errors.map((error) => (
            <p key={error}>{t(error)}</p>
          ))}
        </div>
      )}
      <Field
        field={fields.email}
        label={t("form.email")}
        type="email"
        autoComplete="email"
        namespace="newsletter"
      />
      <div
        className={
          consentError ? "field newsletter-form__consent field--invalid" : "field newsletter-form__consent"
        }
      >
        <label>
          <input
            {...getInputProps(fields.consent, { type: "checkbox", value: "on" })}
            key={fields.consent.key}
          />{" "}
          {t("form.consent")}
        </label>
        <p className="field__hint">
          <Link to={path(ROUTES.staticPages["privacy-data"])}>{t("form.privacy")}</Link>
        </p>
        {consentError && (
          <p id={fields.consent.errorId} className="field-error">
            {t(consentError)}
          </p>
        )}
      </div>
      {/* Not for people: bots fill every field; a sign-up with this filled is dropped. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor="newsletter-form-website">{t("form.honeypot")}</label>
        <input
          id="newsletter-form-website"
          name={NEWSLETTER_HONEYPOT}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <button type="submit" className="button button--primary" disabled={fetcher.state !== "idle"}>
        {t("form.submit")}
      </button>
    </fetcher.Form>
  );
}
