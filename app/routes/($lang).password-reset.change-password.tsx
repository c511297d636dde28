import type { MetaFunction } from "@remix-run/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/server-runtime";
import { useTranslation } from "react-i18next";
import { pageTitle, parseSubmission, passwordResetForm, readAccountForm } from "~/lib/routes.server";
import { ROUTES } from "../../config";
import { AccountForm, NewPasswordFields, useAccountForm } from "../components/forms/AccountForm";
import { Link } from "../lib/link";
import { PASSWORD_CHANGED_PARAM } from "../lib/notice";
import { useLocalePath } from "../lib/root-data";
import { redirectTarget, safeRedirectPath, withRedirect } from "../lib/safe-redirect";
import { pageMeta } from "../lib/seo";

export const handle = { i18n: ["common", "account"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  const url = new URL(request.url);
  return json({
    token: (url.searchParams.get("token") ?? "").slice(0, 512),
    redirectTo: redirectTarget(url),
    title: await pageTitle(market, "passwordReset.changeTitle"),
    links: services.links(url, market, () => ROUTES.passwordReset.change, { noindex: true }),
  });
}

/**
 * SPEC §5: the token of the e-mailed link and the new password; then the shopper logs in with it.
 * The reset ends every session of the customer and lifts a lock-out by failed log-ins
 * (server/account resetPassword), so the owner gets in even while someone guesses.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { market, services } = context;
  const read = await readAccountForm(context, request);
  if ("expired" in read) return read.expired;
  const submission = parseSubmission(read.form, passwordResetForm);
  const hideFields = ["newPassword", "passwordConfirm"];
  if (submission.status !== "success")
    return json({ result: submission.reply({ hideFields }) }, { status: 422 });
  const outcome = await services.accounts.resetPassword(submission.value.token, submission.value.newPassword);
  if (!outcome.ok)
    return json(
      { result: submission.reply({ formErrors: ["passwordReset.invalidToken"], hideFields }) },
      { status: 400 },
    );
  // The shopper logs in next, and from there goes on where the reset began (the checkout, say).
  const login = `${market.pathPrefix}${ROUTES.login}?${PASSWORD_CHANGED_PARAM}=1`;
  return redirect(withRedirect(login, safeRedirectPath(read.form.get("redirectTo"), "")), 303);
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function ChangePasswordPage() {
  const { token, redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const path = useLocalePath();
  const [form, fields] = useAccountForm((schemas) => schemas.passwordResetForm, actionData?.result);
  const invalid = !token || form.errors?.includes("passwordReset.invalidToken");
  return (
    <div className="account-page account-page--narrow">
      <h1>{t("passwordReset.changeHeading")}</h1>
      {!token && (
        <p className="notice notice--error" role="alert">
          {t("passwordReset.invalidToken")}
        </p>
      )}
      {token && (
        <AccountForm form={form}>
          <input type="hidden" name="token" value={token} />{" "}
          {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
          <NewPasswordFields
            password={fields.newPassword}
            confirm={fields.passwordConfirm}
            label={t("fields.newPassword")}
          />
          <button type="submit" className="button button--primary">
            {t("passwordReset.changeSubmit")}
          </button>
        </AccountForm>
      )}
      {invalid && (
        <p>
          <Link to={withRedirect(path(ROUTES.passwordReset.root), redirectTo)}>
            {t("passwordReset.requestNew")}
          </Link>
        </p>
      )}
    </div>
  );
}
