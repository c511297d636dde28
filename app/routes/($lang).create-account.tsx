import type { MetaFunction } from "@remix-run/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/server-runtime";
import { useTranslation } from "react-i18next";
import {
  pageTitle,
  parseSubmission,
  readAccountForm,
  registrationForm,
  signedInHeaders,
  signUpForNewsletter,
} from "~/lib/routes.server";
import { ROUTES } from "../../config";
import { newsletterOptional } from "../../server/market/country-switches";
import { AccountForm, Field, NewPasswordFields, useAccountForm } from "../components/forms/AccountForm";
import { Link } from "../lib/link";
import { useLocalePath } from "../lib/root-data";
import { redirectTarget, safeRedirectPath, withRedirect } from "../lib/safe-redirect";
import { pageMeta } from "../lib/seo";

export const handle = { i18n: ["common", "account"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  await services.accounts.requireAnonymous(request, context);
  return json({
    redirectTo: redirectTarget(new URL(request.url)),
    // SPEC §9 "Newsletter optional" (HU, PL): an unticked newsletter box (decision 0068).
    newsletterBox: newsletterOptional(market),
    title: await pageTitle(market, "register.title"),
    links: services.links(new URL(request.url), market, () => ROUTES.createAccount, { noindex: true }),
  });
}

/**
 * SPEC §7 customerSignMeUp: the new customer is signed in, with the cart they had, and sees their
 * account (or the page of `redirect_to`, such as the checkout's addresses step). Where the newsletter
 * is optional and its box was ticked, the newsletter's double opt-in mail follows (decision 0068).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { market, services } = context;
  const read = await readAccountForm(context, request);
  if ("expired" in read) return read.expired;
  const submission = parseSubmission(read.form, registrationForm);
  const hideFields = ["password", "passwordConfirm"];
  if (submission.status !== "success")
    return json({ result: submission.reply({ hideFields }) }, { status: 422 });
  const { cart } = await services.cart.fromRequest(request, context);
  const { passwordConfirm: _, newsletter, ...draft } = submission.value;
  const outcome = await services.accounts.signUp(draft, { market, cartId: cart?.id });
  if (!outcome.ok) {
    const taken = outcome.error === "emailTaken";
    return json(
      {
        result: taken
          ? submission.reply({ fieldErrors: { email: ["register.emailTaken"] }, hideFields })
          : submission.reply({ formErrors: ["errors.registrationFailed"], hideFields }),
      },
      { status: taken ? 409 : 503 },
    );
  }
  if (newsletter === "on" && newsletterOptional(market)) {
    // The account exists: a refused or failed newsletter sign-up is logged, never the page's answer.
    const subscribed = await signUpForNewsletter(context, request, {
      email: draft.email,
      userId: outcome.customer.id,
    }).catch((error: unknown) => error);
    if (subscribed !== "accepted") console.warn("Sign-up's newsletter box: not signed up", subscribed);
  }
  return redirect(
    safeRedirectPath(read.form.get("redirectTo"), `${market.pathPrefix}${ROUTES.account.root}`),
    {
      status: 303,
      headers: await signedInHeaders(context, request, outcome.customer, outcome.cart),
    },
  );
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function CreateAccountPage() {
  const { redirectTo, newsletterBox } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const path = useLocalePath();
  const [form, fields] = useAccountForm((schemas) => schemas.registrationForm, actionData?.result);
  return (
    <div className="account-page account-page--narrow">
      <h1>{t("register.heading")}</h1>
      <AccountForm form={form}>
        <Field field={fields.firstName} label={t("fields.firstName")} autoComplete="given-name" />
        <Field field={fields.lastName} label={t("fields.lastName")} autoComplete="family-name" />
        <Field field={fields.email} label={t("fields.email")} type="email" autoComplete="email" />{" "}
        <NewPasswordFields
          password={fields.password}
          confirm={fields.passwordConfirm}
          label={t("fields.password")}
        />
        {newsletterBox && (
          <div className="field">
            <label>
              <input type="checkbox" name="newsletter" value="on" /> {t("register.newsletter")}
            </label>
          </div>
        )}
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        <button type="submit" className="button button--primary">
          {t("register.submit")}
        </button>
      </AccountForm>
      <p>
        {t("register.haveAccount")}{" "}
        <Link to={withRedirect(path(ROUTES.login), redirectTo)}>{t("register.login")}</Link>
      </p>
    </div>
  );
}
