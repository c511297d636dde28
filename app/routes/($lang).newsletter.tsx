import type { MetaFunction } from "@remix-run/react";
import { useActionData } from "@remix-run/react";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/server-runtime";
import { useTranslation } from "react-i18next";
import {
  newsletterForm,
  pageTitle,
  parseSubmission,
  readAccountForm,
  signUpForNewsletter,
} from "~/lib/routes.server";
import { NEWSLETTER_HONEYPOT, ROUTES } from "../../config";
import {
  type NewsletterAnswer,
  NewsletterForm,
  NewsletterSent,
} from "../components/newsletter/NewsletterForm";
import { useRootData } from "../lib/root-data";
import { safeRedirectPath } from "../lib/safe-redirect";
import { pageMeta } from "../lib/seo";

// The layout's block is not repeated here (config NEWSLETTER_HIDDEN_ON).
export const handle = { i18n: ["common", "newsletter"] };

/** The sign-up page: where the block's form answers without JavaScript when something is wrong. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  return json({
    title: await pageTitle(market, "page.title", "newsletter"),
    // A form, not content: nothing for crawlers.
    links: services.links(new URL(request.url), market, () => ROUTES.newsletterSignUp, { noindex: true }),
  });
}

/**
 * A sign-up (SPEC §2 default layout, §7 newsletter-doi, double opt-in). Wrong input answers 422 with
 * the field messages and the typed e-mail; a client over its limit 429. Otherwise the answer is the
 * same whether the address is new, pending, confirmed or over its own limit, or the honeypot was
 * filled: 303 back to the page it came from (own paths only) with the one-time "check your inbox",
 * or, from the enhanced form, that confirmation inline. When the throttles' store is down, 503 with
 * the typed e-mail kept.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { market, services } = context;
  const read = await readAccountForm(context, request);
  if ("expired" in read) return read.expired;
  const submission = parseSubmission(read.form, newsletterForm);
  if (submission.status !== "success")
    return json<NewsletterAnswer>({ result: submission.reply(), sent: false }, { status: 422 });
  const { email, returnTo, inline } = submission.value;
  if (submission.value[NEWSLETTER_HONEYPOT]) {
    console.warn("Newsletter sign-up with the honeypot filled: dropped");
  } else {
    const customer = await services.accounts.fromRequest(request, context).catch(() => null);
    const outcome = await signUpForNewsletter(context, request, { email, userId: customer?.id });
    if (outcome !== "accepted") {
      const tooMany = outcome === "tooMany";
      return json<NewsletterAnswer>(
        {
          result: submission.reply({ formErrors: [tooMany ? "errors.tooMany" : "errors.unavailable"] }),
          sent: false,
        },
        { status: tooMany ? 429 : 503 },
      );
    }
  }
  if (inline) return json<NewsletterAnswer>({ result: submission.reply({ resetForm: true }), sent: true });
  return redirect(safeRedirectPath(returnTo, `${market.pathPrefix}/`), {
    status: 303,
    headers: { "Set-Cookie": await services.newsletter.sentNotice.set(request) },
  });
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function NewsletterPage() {
  const { t } = useTranslation("newsletter");
  const answer = useActionData<typeof action>();
  const sent = useRootData()?.newsletterSent;
  // Only an own path is carried on (the action checks it again).
  const returnTo = safeRedirectPath(answer?.result.initialValue?.returnTo, "") || undefined;
  return (
    <div className="account-page account-page--narrow">
      <h1>{t("page.heading")}</h1>
      {sent && !answer ? (
        <NewsletterSent />
      ) : (
        <>
          <p>{t("block.text")}</p>
          <NewsletterForm lastResult={answer?.result} returnTo={returnTo} />
        </>
      )}
    </div>
  );
}
