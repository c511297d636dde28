import type { MetaFunction } from "@remix-run/react";
import { Form, useLoaderData } from "@remix-run/react";
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { json, redirect } from "@remix-run/server-runtime";
import { useTranslation } from "react-i18next";
import { pageTitle } from "~/lib/routes.server";
import { findContactReason, ROUTES } from "../../config";
import { ChoiceFieldset } from "../components/contact/ChoiceFieldset";
import { ContactProgress } from "../components/contact/ContactProgress";
import { CONTACT_PARAMS, contactStepUrl, step2State } from "../lib/contact-steps";
import { Link } from "../lib/link";
import { useLocalePath } from "../lib/root-data";
import { pageMeta } from "../lib/seo";
import contactStyles from "../styles/contact.css";

export const handle = { i18n: ["common", "contact"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: contactStyles }];

/**
 * SPEC §4 step 2 (reason chosen): the reason's subreasons as a GET form to step 3. An unknown reason,
 * or one removed in the country, goes back to step 1 with 'This field is not correct.'.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  const url = new URL(request.url);
  const state = step2State(url, market.country.countryCode, market.pathPrefix);
  if ("redirect" in state)
    throw redirect(state.redirect, { status: 302, headers: { "Cache-Control": "no-store" } });
  const reason = findContactReason(market.country.countryCode, state.reason);
  return json({
    reason: state.reason,
    subreasons: reason?.subreasons.map((s) => s.key) ?? [],
    selected: url.searchParams.get(CONTACT_PARAMS.subreason) ?? undefined,
    invalid: url.searchParams.get(CONTACT_PARAMS.error) === "subreason",
    back: contactStepUrl(market.pathPrefix, "step1", { reason: state.reason }),
    title: await pageTitle(market, "title", "contact"),
    links: services.links(url, market, () => ROUTES.contact.step2, { noindex: true }),
  });
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function ContactStep2() {
  const { reason, subreasons, selected, invalid, back } = useLoaderData<typeof loader>();
  const { t } = useTranslation("contact");
  const path = useLocalePath();
  return (
    <div className="account-page contact-page">
      <h1>{t("heading")}</h1>
      <ContactProgress current={2} />
      <p>{t("step2.reason", { reason: t(`reasons.${reason}`) })}</p>
      <Form method="get" action={path(ROUTES.contact.step3)}>
        <input type="hidden" name={CONTACT_PARAMS.reason} value={reason} />
        <ChoiceFieldset
          name={CONTACT_PARAMS.subreason}
          legend={t("step2.legend")}
          options={subreasons.map((key) => ({ key, label: t(`subreasons.${key}`) }))}
          selected={selected}
          error={invalid ? t("errors.notCorrect") : undefined}
        />
        <button type="submit" className="button button--primary">
          {t("step2.continue")}
        </button>
      </Form>
      <p>
        <Link to={back}>{t("step2.back")}</Link>
      </p>
    </div>
  );
}
