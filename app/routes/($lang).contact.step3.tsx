import type { MetaFunction } from "@remix-run/react";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { json, redirect } from "@remix-run/server-runtime";
import { useTranslation } from "react-i18next";
import { contactRequestForm, formError, i18next, pageTitle, parseSubmission } from "~/lib/routes.server";
import { CONTACT_FORM, type ContactRequestValue, ROUTES } from "../../config";
import { ContactProgress } from "../components/contact/ContactProgress";
import { ContactRequestForm } from "../components/contact/ContactRequestForm";
import { ShortcutPanel } from "../components/contact/ShortcutPanel";
import { CONTACT_PARAMS, contactStepUrl, step3State } from "../lib/contact-steps";
import { Link } from "../lib/link";
import { pageMeta } from "../lib/seo";
import contactStyles from "../styles/contact.css";

export const handle = { i18n: ["common", "contact"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: contactStyles }];

const noStore = { "Cache-Control": "no-store" };

/**
 * SPEC §4 step 3 (reason and subreason chosen, or a prefill mode of the product page): the shortcut
 * panel first where SPEC names one, then the form. An unknown choice goes back one step.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  const url = new URL(request.url);
  const state = step3State(url, market.country.countryCode, market.pathPrefix);
  if ("redirect" in state) throw redirect(state.redirect, { status: 302, headers: noStore });
  const continueQuery = Object.fromEntries(url.searchParams);
  return json({
    ...state,
    hidden: services.contact.hiddenFields(market, url),
    back: contactStepUrl(market.pathPrefix, "step2", { reason: state.reason, subreason: state.subreason }),
    continueTo: contactStepUrl(market.pathPrefix, "step3", {
      ...continueQuery,
      [CONTACT_PARAMS.continue]: "1",
    }),
    title: await pageTitle(market, "title", "contact"),
    links: services.links(url, market, () => ROUTES.contact.step3, { noindex: true }),
  });
}

/**
 * Files the request (SPEC §7) and answers 303 to the sent page with the reference; 422 with the
 * field messages, 429 when throttled, 503 when the case-management service fails, each with what was
 * typed. A prefilled product number is the one of the link, whatever the post says (decision 0024).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { market, services, session } = context;
  const url = new URL(request.url);
  const state = step3State(url, market.country.countryCode, market.pathPrefix);
  if ("redirect" in state) return redirect(state.redirect, { status: 303 });
  const form = await session.readFormIfTokenMatches(request);
  if (!form) return json({ result: formError("errors.expired"), retryAfterMinutes: 0 }, { status: 403 });
  if (state.prefill) form.set("productNumber", state.prefill.digits);
  const schema = contactRequestForm(market.country.countryCode, state.reason, state.subreason);
  const submission = parseSubmission(form, schema);
  if (submission.status !== "success")
    return json({ result: submission.reply(), retryAfterMinutes: 0 }, { status: 422 });
  const value = submission.value as ContactRequestValue;
  const t = await i18next.getFixedT(market.language, "contact");
  const outcome = await services.contact.submit(
    value,
    { market, clientIp: context.clientIp, requestUrl: url, honeypot: form.get(CONTACT_FORM.honeypotField) },
    (reference) => ({
      subject: t("mail.subject", {
        reference,
        subject: value.subject,
        interpolation: { escapeValue: false },
      }),
      text: t("mail.text", {
        reference,
        name: value.contactName,
        subject: value.subject,
        reason: t(`reasons.${value.reason}`),
        subreason: t(`subreasons.${value.subreason}`),
        domain: market.country.domain,
        interpolation: { escapeValue: false },
      }),
    }),
  );
  if (!outcome.ok) {
    const status = outcome.error === "throttled" ? 429 : 503;
    const minutes = outcome.error === "throttled" ? outcome.retryAfterMinutes : 0;
    return json(
      { result: submission.reply({ formErrors: [`errors.${outcome.error}`] }), retryAfterMinutes: minutes },
      { status },
    );
  }
  const sent = `${market.pathPrefix}${ROUTES.contact.sent}`;
  return redirect(outcome.reference ? `${sent}?${CONTACT_PARAMS.reference}=${outcome.reference}` : sent, 303);
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function ContactStep3() {
  const { reason, subreason, prefill, showShortcut, hidden, back, continueTo } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("contact");
  const location = useLocation();
  return (
    <div className="account-page contact-page">
      <h1>{t("heading")}</h1>
      <ContactProgress current={3} />
      <p>{t("step3.chosen", { reason: t(`reasons.${reason}`), subreason: t(`subreasons.${subreason}`) })}</p>
      {showShortcut && !actionData ? (
        <ShortcutPanel subreason={subreason} continueTo={continueTo} />
      ) : (
        <ContactRequestForm
          action={`${location.pathname}${location.search}`}
          reason={reason}
          subreason={subreason}
          prefill={prefill}
          hidden={hidden}
          lastResult={actionData?.result}
          messageValues={{ minutes: String(actionData?.retryAfterMinutes ?? 0) }}
        />
      )}
      <p>
        <Link to={back}>{t("step3.back")}</Link>
      </p>
    </div>
  );
}
