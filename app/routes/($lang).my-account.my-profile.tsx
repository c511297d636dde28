import {
  type ActionFunctionArgs,
  json,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { passwordChangeForm, profileForm, ROUTES } from "../../config";
import { AccountForm, Field, NewPasswordFields, useAccountForm } from "../components/forms/AccountForm";
import { pageTitle } from "../i18n.server";
import { readAccountForm } from "../lib/account-form.server";
import { noticeOf, withNotice } from "../lib/notice";
import { pageMeta } from "../lib/seo";
import { parseSubmission } from "../lib/submission";

export const handle = { i18n: ["common", "account"] };

const NOTICES = ["saved", "passwordChanged"] as const;
const PASSWORD_FIELDS = ["currentPassword", "newPassword", "passwordConfirm"];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  const url = new URL(request.url);
  const customer = await services.accounts.requireCustomer(request, context);
  return json({
    profile: {
      firstName: customer.firstName ?? "",
      lastName: customer.lastName ?? "",
      email: customer.email,
    },
    notice: noticeOf(url, NOTICES),
    title: await pageTitle(market, "profile.title"),
    links: services.links(url, market, () => ROUTES.account.profile, { noindex: true }),
  });
}

/** Two forms: the personal details (SPEC §3 customer update) and the password change of SPEC §4. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { services } = context;
  const url = new URL(request.url);
  const customer = await services.accounts.requireCustomer(request, context);
  const read = await readAccountForm(context, request);
  if ("expired" in read) return read.expired;
  if (read.form.get("intent") === "password") {
    const submission = parseSubmission(read.form, passwordChangeForm);
    const hideFields = PASSWORD_FIELDS;
    if (submission.status !== "success")
      return json({ intent: "password", result: submission.reply({ hideFields }) }, { status: 422 });
    const outcome = await services.accounts.changePassword(customer, submission.value);
    if (!outcome.ok) {
      const wrong = outcome.error === "wrongCurrentPassword";
      return json(
        {
          intent: "password",
          result: wrong
            ? submission.reply({
                fieldErrors: { currentPassword: ["errors.wrongCurrentPassword"] },
                hideFields,
              })
            : submission.reply({ formErrors: ["errors.passwordChangeFailed"], hideFields }),
        },
        { status: wrong ? 422 : 503 },
      );
    }
    // SPEC §4: after the change the customer is signed in again (a fresh auth cookie).
    return redirect(withNotice(url, "passwordChanged"), {
      status: 303,
      headers: { "Set-Cookie": await services.accounts.cookie(request, outcome.customer.id) },
    });
  }
  const submission = parseSubmission(read.form, profileForm);
  if (submission.status !== "success")
    return json({ intent: "profile", result: submission.reply() }, { status: 422 });
  const outcome = await services.accounts.updateProfile(customer, submission.value);
  if (!outcome.ok) {
    const taken = outcome.error === "emailTaken";
    return json(
      {
        intent: "profile",
        result: taken
          ? submission.reply({ fieldErrors: { email: ["profile.emailTaken"] } })
          : submission.reply({ formErrors: ["errors.problem"] }),
      },
      { status: taken ? 409 : 503 },
    );
  }
  return redirect(withNotice(url, "saved"), 303);
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function ProfilePage() {
  const { profile, notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const [details, detailFields] = useAccountForm(
    profileForm,
    // The details form also shows an expired form's message (an answer without intent).
    actionData && actionData.intent !== "password" ? actionData.result : undefined,
    { id: "profile", defaultValue: profile },
  );
  const [password, passwordFields] = useAccountForm(
    passwordChangeForm,
    actionData?.intent === "password" ? actionData.result : undefined,
    { id: "password" },
  );
  return (
    <>
      <h1>{t("profile.heading")}</h1>
      {notice && !actionData && (
        <p className="notice" role="status">
          {t(notice === "saved" ? "profile.saved" : "profile.passwordChanged")}
        </p>
      )}
      <section aria-labelledby="profile-details">
        <h2 id="profile-details">{t("profile.details")}</h2>
        <AccountForm form={details} intent="profile">
          <Field field={detailFields.firstName} label={t("fields.firstName")} autoComplete="given-name" />
          <Field field={detailFields.lastName} label={t("fields.lastName")} autoComplete="family-name" />
          <Field field={detailFields.email} label={t("fields.email")} type="email" autoComplete="email" />
          <button type="submit" className="button button--primary">
            {t("profile.save")}
          </button>
        </AccountForm>
      </section>
      <section aria-labelledby="profile-password">
        <h2 id="profile-password">{t("profile.password")}</h2>
        <AccountForm form={password} intent="password">
          <Field
            field={passwordFields.currentPassword}
            label={t("fields.currentPassword")}
            type="password"
            autoComplete="current-password"
          />{" "}
          <NewPasswordFields
            password={passwordFields.newPassword}
            confirm={passwordFields.passwordConfirm}
            label={t("fields.newPassword")}
          />
          <button type="submit" className="button button--primary">
            {t("profile.changePassword")}
          </button>
        </AccountForm>
      </section>
    </>
  );
}
