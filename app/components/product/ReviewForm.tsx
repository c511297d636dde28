import type { SubmissionResult } from "@conform-to/react";
import { useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isSwitchOn, REVIEW_LIMITS } from "../../../config";
import { getInputProps, getTextareaProps } from "../../lib/form-props";
import { Link } from "../../lib/link";
import { useCountry, useLocalePath, useRootData } from "../../lib/root-data";
import { AccountForm, Field, useAccountForm } from "../forms/AccountForm";

const RATINGS = [5, 4, 3, 2, 1] as const;

/**
 * The review form of a product page (SPEC §1, §3 "Review"): for signed-in customers, a plain POST to
 * the page itself, so it works without JavaScript; the platform decides whether they bought the
 * product. Where the country asks for review consent (CZ, SPEC §5) the box is shown, ticked by
 * default (SPEC §3 client state) and required. Signed-out visitors are asked to sign in.
 */
export function ReviewForm() {
  const { t } = useTranslation("product");
  const path = useLocalePath();
  const customer = useRootData()?.customer;
  const consentRequired = isSwitchOn("reviewConsent", useCountry());
  const actionData = useActionData<{ result?: SubmissionResult<string[]> }>();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useAccountForm(
    (schemas) => schemas.reviewForm({ consentRequired }),
    actionData?.result,
    {
      id: "review-form",
      defaultValue: { authorName: customer?.firstName ?? "" },
    },
  );
  if (!customer)
    return (
      <p>
        <Link to={path("/login")}>{t("reviews.signIn")}</Link>
      </p>
    );
  const ratingError = fields.rating.errors?.[0];
  const consentError = fields.consent.errors?.[0];
  const { key: textKey, ...textProps } = getTextareaProps(fields.text);
  return (
    <section aria-labelledby="review-form-heading" className="review-form">
      <h3 id="review-form-heading">{t("reviews.form.heading")}</h3>
      <AccountForm form={form} namespaces={["product"]}>
        <fieldset
          className={ratingError ? "field field--invalid" : "field"}
          aria-describedby={ratingError ? fields.rating.errorId : undefined}
        >
          <legend>{t("reviews.form.rating")}</legend>
          {RATINGS.map((rating) => (
            <label key={rating} className="review-form__star">
              <input
                type="radio"
                name={fields.rating.name}
                value={rating}
                defaultChecked={fields.rating.initialValue === String(rating)}
                required
              />{" "}
              {t("reviews.rating", { rating })}
            </label>
          ))}
          {ratingError && (
            <p id={fields.rating.errorId} className="field-error">
              {t(ratingError)}
            </p>
          )}
        </fieldset>
        <Field field={fields.title} label={t("reviews.form.title")} namespace="product" />
        <div className={fields.text.errors ? "field field--invalid" : "field"}>
          <label htmlFor={fields.text.id}>{t("reviews.form.text")}</label>
          <textarea key={textKey} {...textProps} rows={5} maxLength={REVIEW_LIMITS.text} />
          {fields.text.errors?.[0] && (
            <p id={fields.text.errorId} className="field-error">
              {t(fields.text.errors[0])}
            </p>
          )}
        </div>
        <Field
          field={fields.authorName}
          label={t("reviews.form.author")}
          autoComplete="given-name"
          namespace="product"
        />
        {consentRequired && (
          <div className={consentError ? "field field--invalid" : "field"}>
            <label>
              <input
                {...getInputProps(fields.consent, { type: "checkbox", value: "on" })}
                key={fields.consent.key}
                defaultChecked={fields.consent.initialValue !== undefined || !actionData}
              />{" "}
              {t("reviews.form.consent")}
            </label>
            {consentError && (
              <p id={fields.consent.errorId} className="field-error">
                {t(consentError)}
              </p>
            )}
          </div>
        )}
        <button type="submit" className="button button--primary" disabled={submitting}>
          {t("reviews.form.submit")}
        </button>
      </AccountForm>
    </section>
  );
}
