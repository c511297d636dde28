import type { MetaFunction } from "@remix-run/react";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/server-runtime";
import { useTranslation } from "react-i18next";
import { channelConsentChanged, newsletterDoiMade, pageTitle, readAccountForm } from "~/lib/routes.server";
import { ROUTES } from "../../config";
import { CsrfField } from "../components/forms/CsrfField";
import { noticeOf, withNotice } from "../lib/notice";
import { pageMeta } from "../lib/seo";

export const handle = { i18n: ["common", "account"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  const url = new URL(request.url);
  const customer = await services.accounts.requireCustomer(request, context);
  return json({
    subscribed: customer.custom?.fields?.newsletter === true,
    notice: noticeOf(url, ["saved"] as const),
    title: await pageTitle(market, "newsletter.title"),
    links: services.links(url, market, () => ROUTES.account.newsletter, { noindex: true }),
  });
}

/**
 * The customer's newsletter choice: one button that subscribes or unsubscribes; the tracking service
 * hears of it (newsletter-doi, customer-consent).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { services } = context;
  const url = new URL(request.url);
  const customer = await services.accounts.requireCustomer(request, context);
  const read = await readAccountForm(context, request);
  // This page shows `error`, not a conform result: the expired form's message in that shape.
  if ("expired" in read) return json({ error: "errors.expired" }, { status: 403 });
  const intent = read.form.get("intent");
  if (intent !== "subscribe" && intent !== "unsubscribe")
    return json({ error: "errors.problem" }, { status: 422 });
  const subscribed = intent === "subscribe";
  const outcome = await services.accounts.setNewsletter(customer, subscribed);
  if (!outcome.ok) return json({ error: `errors.${outcome.error}` }, { status: 503 });
  // SPEC §7: a change as newsletter-doi and customer-consent, in the background (decision 0067); a
  // second post of the same choice (a double click, a resent form) changes nothing and tells no one.
  if ((customer.custom?.fields?.newsletter === true) !== subscribed) {
    const event = subscribed ? "signUp" : "unsubscribe";
    newsletterDoiMade(request, context, { email: customer.email, event, userId: customer.id });
    channelConsentChanged(request, context, { newsletter: subscribed });
  }
  return redirect(withNotice(url, "saved"), 303);
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function NewsletterPage() {
  const { subscribed, notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  return (
    <>
      <h1>{t("newsletter.heading")}</h1>
      {notice && !actionData && (
        <p className="notice" role="status">
          {t("newsletter.saved")}
        </p>
      )}
      {actionData?.error && (
        <p className="notice notice--error" role="alert">
          {t(actionData.error)}
        </p>
      )}
      <p>{t("newsletter.text")}</p>
      <p>
        <strong>{t(subscribed ? "newsletter.subscribed" : "newsletter.notSubscribed")}</strong>
      </p>
      <Form method="post">
        <CsrfField />
        <button
          type="submit"
          name="intent"
          value={subscribed ? "unsubscribe" : "subscribe"}
          className={subscribed ? "button" : "button button--primary"}
        >
          {t(subscribed ? "newsletter.unsubscribe" : "newsletter.subscribe")}
        </button>
      </Form>
    </>
  );
}
