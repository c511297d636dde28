import type { MetaFunction } from "@remix-run/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/server-runtime";
import { useTranslation } from "react-i18next";
import { loginForm, pageTitle, parseSubmission, readAccountForm, signedInHeaders } from "~/lib/routes.server";
import { ROUTES } from "../../config";
import { SOCIAL_ERROR_PARAM, SOCIAL_ERRORS, socialStartPath } from "../../config/social-paths";
import { SocialSignIn } from "../components/account/SocialSignIn";
import { AccountForm, Field, useAccountForm } from "../components/forms/AccountForm";
import { Link } from "../lib/link";
import { PASSWORD_CHANGED_PARAM } from "../lib/notice";
import { useLocalePath } from "../lib/root-data";
import { redirectTarget, safeRedirectPath, withRedirect } from "../lib/safe-redirect";
import { pageMeta } from "../lib/seo";

// SPEC §2: the all-categories menu is hidden on the login page.
export const handle = { i18n: ["common", "account", "social"], hideMenu: true };

/** What the page says, and answers, when a sign-in is refused. */
const LOGIN_REFUSALS = {
  loginFailed: { messages: ["errors.loginFailed", "login.failedHint"], status: 401 },
  tooManyAttempts: { messages: ["login.tooManyAttempts"], status: 429 },
  problem: { messages: ["errors.problem"], status: 503 },
} as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  await services.accounts.requireAnonymous(request, context);
  const url = new URL(request.url);
  return json({
    title: await pageTitle(market, "login.title"),
    redirectTo: redirectTarget(url),
    passwordChanged: url.searchParams.has(PASSWORD_CHANGED_PARAM),
    // Issue 23 item 5: the configured social providers, and a refused social sign-in's message.
    socialProviders: services.social.providers,
    socialError: SOCIAL_ERRORS.find((e) => e === url.searchParams.get(SOCIAL_ERROR_PARAM)) ?? null,
    // Account pages are not for crawlers (SPEC §2).
    links: services.links(url, market, () => ROUTES.login, { noindex: true }),
  });
}

/**
 * SPEC §4 "Session": e-mail and password sign the visitor in; the anonymous cart goes into the
 * customer's. A wrong pair answers 401 with 'Customer login failed' and keeps the e-mail.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { market, services } = context;
  const read = await readAccountForm(context, request);
  if ("expired" in read) return read.expired;
  const submission = parseSubmission(read.form, loginForm);
  if (submission.status !== "success")
    return json(
      { result: submission.reply({ hideFields: ["password"] }), retryAfterMinutes: 0 },
      { status: 422 },
    );
  const { cart } = await services.cart.fromRequest(request, context);
  const outcome = await services.accounts.signIn(submission.value, {
    market,
    cartId: cart?.id,
    clientIp: context.clientIp,
  });
  if (!outcome.ok) {
    const { messages, status } = LOGIN_REFUSALS[outcome.error];
    return json(
      {
        result: submission.reply({ formErrors: [...messages], hideFields: ["password"] }),
        retryAfterMinutes: outcome.retryAfterMinutes ?? 0,
      },
      { status },
    );
  }
  const target = safeRedirectPath(submission.value.redirectTo, `${market.pathPrefix}${ROUTES.account.root}`);
  const headers = await signedInHeaders(context, request, outcome.customer, outcome.cart);
  // A social sign-in that waited for this account's password is linked now (decision 0064).
  const pending = await services.social.completePendingLink(request, outcome.customer);
  if (pending) headers.append("Set-Cookie", pending.cookie);
  return redirect(target, { status: 303, headers });
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function LoginPage() {
  const { redirectTo, passwordChanged, socialProviders, socialError } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const path = useLocalePath();
  const [form, fields] = useAccountForm((schemas) => schemas.loginForm, actionData?.result);
  return (
    <div className="account-page account-page--narrow">
      <h1>{t("login.heading")}</h1>
      {passwordChanged && !actionData && (
        <p className="notice" role="status">
          {t("login.passwordChanged")}
        </p>
      )}
      <AccountForm form={form} messageValues={{ minutes: String(actionData?.retryAfterMinutes ?? 0) }}>
        <Field field={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
        <Field
          field={fields.password}
          label={t("fields.password")}
          type="password"
          autoComplete="current-password"
        />
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        <button type="submit" className="button button--primary">
          {t("login.submit")}
        </button>
      </AccountForm>
      <SocialSignIn
        providers={socialProviders}
        error={socialError}
        startPath={(provider) => path(socialStartPath(provider))}
        redirectTo={redirectTo}
      />
      <p>
        <Link to={withRedirect(path(ROUTES.passwordReset.root), redirectTo)}>
          {t("login.forgotPassword")}
        </Link>
      </p>
      <p>
        {t("login.noAccount")}{" "}
        <Link to={withRedirect(path(ROUTES.createAccount), redirectTo)}>{t("login.createAccount")}</Link>
      </p>
    </div>
  );
}
