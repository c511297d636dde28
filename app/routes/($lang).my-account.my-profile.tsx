import type { Customer } from "@commercetools/platform-sdk";
import type { MetaFunction } from "@remix-run/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  json,
  type LoaderFunctionArgs,
  redirect,
} from "@remix-run/server-runtime";
import { useTranslation } from "react-i18next";
import {
  customerUpdated,
  pageTitle,
  parseSubmission,
  passwordChangeForm,
  profileForm,
  readAccountForm,
} from "~/lib/routes.server";
import { ROUTES } from "../../config";
import { AccountForm, Field, NewPasswordFields, useAccountForm } from "../components/forms/AccountForm";
import { noticeOf, withNotice } from "../lib/notice";
import { pageMeta } from "../lib/seo";

export const handle = { i18n: ["common", "account"] };

const NOTICES = ["saved", "passwordChanged"] as const;
const PASSWORD_FIELDS = ["currentPassword", "newPassword", "passwordConfirm"];

/**
 * A refused current password shows at its field (both forms have one). Wrong guesses count in the
 * login throttle, so a throttled one says how long to wait, as the login page does (429).
 */
const CURRENT_PASSWORD_REFUSALS = {
  required: { message: "errors.required", status: 422 },
  wrongCurrentPassword: { message: "errors.wrongCurrentPassword", status: 422 },
  tooManyAttempts: { message: "login.tooManyAttempts", status: 429 },
} as const;

function currentPasswordRefusal({
  error,
  retryAfterMinutes = 0,
}: {
  error: keyof typeof CURRENT_PASSWORD_REFUSALS;
  retryAfterMinutes?: number;
}) {
  const { message, status } = CURRENT_PASSWORD_REFUSALS[error];
  return { fieldErrors: { currentPassword: [message] }, status, retryAfterMinutes };
}

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

/**
 * Two forms: the personal details (SPEC §3 customer update; a new e-mail needs the current password)
 * and the password change of SPEC §4. Both end the customer's other sessions when the e-mail or the
 * password changes, and sign this browser in again (a fresh auth cookie).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const customer = await context.services.accounts.requireCustomer(request, context);
  const read = await readAccountForm(context, request);
  if ("expired" in read) return read.expired;
  const post = { request, context, form: read.form, customer };
  return read.form.get("intent") === "password" ? changePassword(post) : updateProfile(post);
}

/** A post of one of the page's forms, by the signed-in customer. */
interface ProfilePost {
  request: Request;
  context: AppLoadContext;
  form: FormData;
  customer: Customer;
}

async function changePassword({ request, context, form, customer }: ProfilePost) {
  const { services } = context;
  const submission = parseSubmission(form, passwordChangeForm);
  const hideFields = PASSWORD_FIELDS;
  if (submission.status !== "success")
    return json(
      { intent: "password", result: submission.reply({ hideFields }), retryAfterMinutes: 0 },
      { status: 422 },
    );
  const outcome = await services.accounts.changePassword(customer, submission.value, {
    clientIp: context.clientIp,
  });
  if (!outcome.ok) {
    const { error, retryAfterMinutes: wait } = outcome;
    if (error === "passwordChangeFailed")
      return json(
        {
          intent: "password",
          result: submission.reply({ formErrors: ["errors.passwordChangeFailed"], hideFields }),
          retryAfterMinutes: 0,
        },
        { status: 503 },
      );
    const { fieldErrors, status, retryAfterMinutes } = currentPasswordRefusal({
      error,
      retryAfterMinutes: wait,
    });
    return json(
      { intent: "password", result: submission.reply({ fieldErrors, hideFields }), retryAfterMinutes },
      { status },
    );
  }
  // SPEC §4: after the change the customer is signed in again (a fresh auth cookie).
  return redirect(withNotice(new URL(request.url), "passwordChanged"), {
    status: 303,
    headers: { "Set-Cookie": await services.accounts.cookie(request, outcome.customer) },
  });
}

async function updateProfile({ request, context, form, customer }: ProfilePost) {
  const { services } = context;
  const submission = parseSubmission(form, profileForm);
  const hideFields = ["currentPassword"];
  if (submission.status !== "success")
    return json(
      { intent: "profile", result: submission.reply({ hideFields }), retryAfterMinutes: 0 },
      { status: 422 },
    );
  const outcome = await services.accounts.updateProfile(customer, submission.value, {
    clientIp: context.clientIp,
  });
  if (!outcome.ok) {
    const { error, retryAfterMinutes: wait } = outcome;
    if (error === "emailTaken" || error === "problem") {
      const taken = error === "emailTaken";
      return json(
        {
          intent: "profile",
          result: taken
            ? submission.reply({ fieldErrors: { email: ["profile.emailTaken"] }, hideFields })
            : submission.reply({ formErrors: ["errors.problem"], hideFields }),
          retryAfterMinutes: 0,
        },
        { status: taken ? 409 : 503 },
      );
    }
    const { fieldErrors, status, retryAfterMinutes } = currentPasswordRefusal({
      error,
      retryAfterMinutes: wait,
    });
    return json(
      { intent: "profile", result: submission.reply({ fieldErrors, hideFields }), retryAfterMinutes },
      { status },
    );
  }
  // Issue 23: customer-update in the background (with marketing consent).
  customerUpdated(request, context, outcome.customer.id);
  // A new e-mail ended every session of the customer (server/account): this one is signed in again.
  const headers =
    outcome.customer.email === customer.email
      ? undefined
      : { "Set-Cookie": await services.accounts.cookie(request, outcome.customer) };
  return redirect(withNotice(new URL(request.url), "saved"), { status: 303, headers });
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function ProfilePage() {
  const { profile, notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const [details, detailFields] = useAccountForm(
    (schemas) => schemas.profileForm,
    // The details form also shows an expired form's message (an answer without intent).
    actionData && actionData.intent !== "password" ? actionData.result : undefined,
    { id: "profile", defaultValue: profile },
  );
  const [password, passwordFields] = useAccountForm(
    (schemas) => schemas.passwordChangeForm,
    actionData?.intent === "password" ? actionData.result : undefined,
    { id: "password" },
  );
  // A throttled current password says how long to wait (login.tooManyAttempts).
  const minutes = {
    minutes: String(actionData && "retryAfterMinutes" in actionData ? actionData.retryAfterMinutes : 0),
  };
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
          <Field
            field={detailFields.currentPassword}
            label={t("fields.currentPassword")}
            type="password"
            autoComplete="current-password"
            hint={t("profile.currentPasswordHint")}
            messageValues={minutes}
          />
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
            messageValues={minutes}
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
