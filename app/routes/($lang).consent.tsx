import type { MetaFunction } from "@remix-run/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/server-runtime";
import { useTranslation } from "react-i18next";
import { consentAnswer, consentForm, pageTitle, parseSubmission, readAccountForm } from "~/lib/routes.server";
import { CONSENT_ROUTE } from "../../config";
import { ConsentSettings } from "../components/consent/ConsentSettings";
import { pageMeta } from "../lib/seo";

export const handle = { i18n: ["common", "consent"] };

/** The consent settings page (issue 23 item 1): each optional category on its own, no JavaScript needed. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  const url = new URL(request.url);
  return json({
    title: await pageTitle(market, "page.title", "consent"),
    saved: url.searchParams.get("saved") === "1",
    // A form, not content: nothing for crawlers.
    links: services.links(url, market, () => CONSENT_ROUTE, { noindex: true }),
  });
}

/**
 * A consent choice from the banner or this page: stored in the signed cookie (with the tracking
 * cookie when analytics or marketing is chosen, without it otherwise), the `consent` call sent in the
 * background, and 303 back to the page it came from (own paths only) or to this page, saved. The next
 * page is rendered with the new choice: the change takes effect at once. Wrong input answers 422.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const read = await readAccountForm(context, request);
  if ("expired" in read) return read.expired;
  const submission = parseSubmission(read.form, consentForm);
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 422 });
  const { location, headers } = await consentAnswer(request, context, submission.value);
  return redirect(location, { status: 303, headers });
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function ConsentPage() {
  const { t } = useTranslation("consent");
  const answer = useActionData<typeof action>();
  const { saved } = useLoaderData<typeof loader>();
  return (
    <div className="account-page account-page--narrow">
      <h1>{t("page.heading")}</h1>
      {answer?.result && (
        <p className="form-error" role="alert">
          {t("page.invalid")}
        </p>
      )}
      {saved && !answer && (
        <p className="notice" role="status">
          {t("page.saved")}
        </p>
      )}
      <ConsentSettings />
    </div>
  );
}
