import type { MetaFunction } from "@remix-run/react";
import { Form, useLoaderData } from "@remix-run/react";
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { json } from "@remix-run/server-runtime";
import { useTranslation } from "react-i18next";
import { pageTitle } from "~/lib/routes.server";
import { contactReasonsFor, ROUTES } from "../../config";
import { CareChannels } from "../components/care/CareChannels";
import { ChoiceFieldset } from "../components/contact/ChoiceFieldset";
import { ContactProgress } from "../components/contact/ContactProgress";
import { CONTACT_PARAMS } from "../lib/contact-steps";
import { useLocalePath } from "../lib/root-data";
import { pageMeta } from "../lib/seo";
import contactStyles from "../styles/contact.css";

export const handle = { i18n: ["common", "contact"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: contactStyles }];

/**
 * SPEC §4 contact form, step 1 (no reason): the country's reasons (sales removed where configured) as
 * a GET form to step 2. `?reason=` preselects the reason a go-back keeps; `?error=reason` says the
 * reason sent was not correct (SPEC §5).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  const url = new URL(request.url);
  return json({
    reasons: contactReasonsFor(market.country.countryCode).map((r) => r.key),
    selected: url.searchParams.get(CONTACT_PARAMS.reason) ?? undefined,
    invalid: url.searchParams.get(CONTACT_PARAMS.error) === "reason",
    title: await pageTitle(market, "title", "contact"),
    // The steps are one page in three states; only the first is for crawlers' indexes.
    links: services.links(url, market, () => ROUTES.contact.step1, { noindex: url.search !== "" }),
  });
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function ContactStep1() {
  const { reasons, selected, invalid } = useLoaderData<typeof loader>();
  const { t } = useTranslation("contact");
  const path = useLocalePath();
  return (
    <div className="account-page contact-page">
      <h1>{t("heading")}</h1>
      <ContactProgress current={1} />
      <p>{t("intro")}</p>
      <Form method="get" action={path(ROUTES.contact.step2)}>
        <ChoiceFieldset
          name={CONTACT_PARAMS.reason}
          legend={t("step1.legend")}
          options={reasons.map((key) => ({ key, label: t(`reasons.${key}`) }))}
          selected={selected}
          error={invalid ? t("errors.notCorrect") : undefined}
        />
        <button type="submit" className="button button--primary">
          {t("step1.continue")}
        </button>
      </Form>
      <CareChannels />
    </div>
  );
}
