import type { MetaFunction } from "@remix-run/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/server-runtime";
import { useTranslation } from "react-i18next";
import {
  i18next,
  pageTitle,
  parseSubmission,
  passwordResetRequestForm,
  readAccountForm,
} from "~/lib/routes.server";
import { ROUTES } from "../../config";
import { AccountForm, Field, useAccountForm } from "../components/forms/AccountForm";
import { Link } from "../lib/link";
import { useLocalePath } from "../lib/root-data";
import { redirectTarget, safeRedirectPath, withRedirect } from "../lib/safe-redirect";
import { pageMeta } from "../lib/seo";

export const handle = { i18n: ["common", "account"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  const url = new URL(request.url);
  return json({
    redirectTo: redirectTarget(url),
    title: await pageTitle(market, "passwordReset.title"),
    links: services.links(url, market, () => ROUTES.passwordReset.root, { noindex: true }),
  });
}

/**
 * Sends the reset link when the e-mail has an account, in the shopper's language, and always answers
 * with the same page: nobody learns from it whether an address is registered.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { market, services } = context;
  const read = await readAccountForm(context, request);
  if ("expired" in read) return read.expired;
  const submission = parseSubmission(read.form, passwordResetRequestForm);
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 422 });
  const t = await i18next.getFixedT(market.language, "account");
  const domain = market.country.domain;
  await services.accounts.requestPasswordReset(
    submission.value.email,
    {
      market,
      requestUrl: new URL(request.url),
      redirectTo: safeRedirectPath(read.form.get("redirectTo"), ""),
    },
    (link, minutes) => ({
      subject: t("passwordReset.mailSubject", { domain }),
      text: t("passwordReset.mailText", { domain, link, minutes, interpolation: { escapeValue: false } }),
    }),
  );
  return redirect(`${market.pathPrefix}${ROUTES.passwordReset.checkEmail}`, 303);
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function PasswordResetPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const path = useLocalePath();
  const [form, fields] = useAccountForm((schemas) => schemas.passwordResetRequestForm, actionData?.result);
  return (
    <div className="account-page account-page--narrow">
      <h1>{t("passwordReset.heading")}</h1>
      <p>{t("passwordReset.text")}</p>
      <AccountForm form={form}>
        <Field field={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        <button type="submit" className="button button--primary">
          {t("passwordReset.submit")}
        </button>
      </AccountForm>
      <p>
        <Link to={withRedirect(path(ROUTES.login), redirectTo)}>{t("passwordReset.backToLogin")}</Link>
      </p>
    </div>
  );
}
