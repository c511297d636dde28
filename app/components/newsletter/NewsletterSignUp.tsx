import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { newsletterCollapsed, newsletterShownOn } from "../../../config";
import { useCountry, useRootData } from "../../lib/root-data";
import { NewsletterForm, NewsletterSent } from "./NewsletterForm";

const HEADING_ID = "newsletter-heading";

/**
 * SPEC §2 default layout "newsletter" and §4 "The newsletter shows only after mount and only for
 * unauthenticated visitors": the block above the footer, for visitors who are not signed in. It is
 * rendered on the server, so it works without JavaScript; "after mount" is read as "not decided by
 * the browser", since the server already knows whether the visitor is signed in (decision 0026).
 * Where the newsletter is optional (SPEC §9: HU, PL) the block starts folded. Pages that are a form
 * for the visitor's e-mail go without it (config NEWSLETTER_HIDDEN_ON).
 */
export function NewsletterSignUp() {
  const { t } = useTranslation("newsletter");
  const data = useRootData();
  const folded = newsletterCollapsed(useCountry());
  const { pathname } = useLocation();
  const prefix = data?.pathPrefix ?? "";
  const path = prefix && pathname.startsWith(prefix) ? pathname.slice(prefix.length) || "/" : pathname;
  if (!data || data.customer || !newsletterShownOn(path)) return null;
  const heading = (
    <h2 id={HEADING_ID} className="newsletter__heading">
      {t("block.heading")}
    </h2>
  );
  const body = data.newsletterSent ? (
    <NewsletterSent />
  ) : (
    <>
      <p>{t("block.text")}</p>
      <NewsletterForm />
    </>
  );
  return (
    <section className="newsletter" aria-labelledby={HEADING_ID}>
      {folded ? (
        <details open={data.newsletterSent}>
          <summary>{heading}</summary>
          {body}
        </details>
      ) : (
        <>
          {heading}
          {body}
        </>
      )}
    </section>
  );
}
