import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { OWN_BRANDS } from "../../../config";
import { useLocalePath, useRootData } from "../../lib/root-data";
import { LanguageSelector } from "./LanguageSelector";

function Column({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: { label: string; href: string }[];
}) {
  const path = useLocalePath();
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id} className="site-footer__column">
      <h2 id={id} className="site-footer__heading">
        {heading}
      </h2>
      <ul className="site-footer__links">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={path(link.href)}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * SPEC §2 footer: customer service, about us, our products (with the departments and the sale
 * link) and our brands (`/{brand}/`), the 'we deliver anywhere' line, the language selector and the
 * copyright from 2007 to this year. Contact, account and external links join with their features.
 */
export function Footer() {
  const { t } = useTranslation();
  const { t: tListing } = useTranslation("listing");
  const data = useRootData();
  return (
    <footer className="site-footer">
      {data && (
        <div className="site-footer__columns">
          <Column
            id="footer-service"
            heading={t("footer.customerService")}
            links={data.footer.customerService}
          />
          <Column id="footer-about" heading={t("footer.aboutUs")} links={data.footer.aboutUs} />
          <Column
            id="footer-products"
            heading={t("footer.ourProducts")}
            links={[
              ...data.departments.map((d) => ({ label: d.name, href: d.href })),
              { label: tListing("tag.on-sale"), href: "/search?tags=on-sale" },
              ...data.footer.ourProducts,
            ]}
          />
          <Column
            id="footer-brands"
            heading={t("footer.ourBrands")}
            links={OWN_BRANDS.map((brand) => ({ label: brand, href: `/${brand.toLowerCase()}/` }))}
          />
        </div>
      )}
      <p>{t("footer.deliverAnywhere")}</p>
      <LanguageSelector id="language-footer" landmark={false} />
      {data && (
        <p className="site-footer__copyright">
          {t("footer.copyright", { from: data.copyright.from, to: data.copyright.to, domain: data.domain })}
        </p>
      )}
    </footer>
  );
}
