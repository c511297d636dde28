import type { MetaFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { json } from "@remix-run/server-runtime";
import { useTranslation } from "react-i18next";
import { pageTitle } from "~/lib/routes.server";
import { ROUTES } from "../../config";
import { CareChannels } from "../components/care/CareChannels";
import { CONTACT_PARAMS } from "../lib/contact-steps";
import { Link } from "../lib/link";
import { useLocalePath } from "../lib/root-data";
import { pageMeta } from "../lib/seo";
import contactStyles from "../styles/contact.css";

export const handle = { i18n: ["common", "contact"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: contactStyles }];

/**
 * The confirmation after a request (SPEC §7): the case's reference, which the shopper quotes. Only a
 * value in the shape of a reference is shown (the query is the shopper's own to edit); the page is
 * the shopper's, so crawlers do not index it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  const url = new URL(request.url);
  const reference = url.searchParams.get(CONTACT_PARAMS.reference);
  return json(
    {
      reference: services.contact.isReference(reference) ? reference : null,
      title: await pageTitle(market, "sent.title", "contact"),
      links: services.links(url, market, () => ROUTES.contact.sent, { noindex: true }),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function ContactSent() {
  const { reference } = useLoaderData<typeof loader>();
  const { t } = useTranslation("contact");
  const path = useLocalePath();
  return (
    <div className="account-page contact-page">
      <h1>{t("sent.heading")}</h1>
      {reference ? (
        <>
          <p>
            {t("sent.reference")}:{" "}
            <strong className="contact-reference" data-testid="case-reference">
              {reference}
            </strong>
          </p>
          <p>{t("sent.mail")}</p>
        </>
      ) : (
        <p>{t("sent.noReference")}</p>
      )}
      <CareChannels />
      <p>
        <Link to={path(ROUTES.contact.step1)}>{t("sent.again")}</Link>
      </p>
    </div>
  );
}
