import { useTranslation } from "react-i18next";
import { externalLinksOf, OWN_BRANDS, ROUTES } from "../../../config";
import { insertAfter } from "../../lib/footer-links";
import { useCountry, useRootData } from "../../lib/root-data";
import { ConsentSettingsLink } from "../consent/ConsentBanner";
import { FooterColumn } from "./FooterColumn";
import { FooterBrand, ServiceExtras, SocialLinks } from "./FooterExtras";
import { LanguageSelector } from "./LanguageSelector";

/**
 * SPEC §2 footer: customer service (content pages, order tracking, my account, the contact-us button
 * with the webform flag, the returns portal, contact information), about us (content pages, jobs, the
 * social links), our products (with the departments and the sale link) and our brands (`/{brand}/`),
 * the logo and the trust-rating logo where configured, the 'we deliver anywhere' line, the language
 * selector and the copyright from 2007 to this year. Other sites' addresses come from config per country.
 */
export function Footer() {
  const { t } = useTranslation();
  const { t: tListing } = useTranslation("listing");
  const data = useRootData();
  const external = externalLinksOf(useCountry());
  return (
    <footer className="site-footer">
      {data && (
        <div className="site-footer__columns">
          <FooterColumn
            id="footer-service"
            heading={t("footer.customerService")}
            links={insertAfter(data.footer.customerService, ROUTES.staticPages["dispatch-information"], [
              { label: t("footer.orderTracking"), href: ROUTES.orderTracking },
              { label: t("footer.myAccount"), href: ROUTES.account.root },
            ])}
          >
            <ServiceExtras />
          </FooterColumn>
          <FooterColumn
            id="footer-about"
            heading={t("footer.aboutUs")}
            links={insertAfter(data.footer.aboutUs, ROUTES.staticPages["company-information"], [
              { label: t("footer.jobs"), href: external.jobs, external: true },
            ])}
          >
            <SocialLinks />
          </FooterColumn>
          <FooterColumn
            id="footer-products"
            heading={t("footer.ourProducts")}
            links={[
              ...data.departments.map((d) => ({ label: d.name, href: d.href })),
              { label: tListing("tag.on-sale"), href: "/search?tags=on-sale" },
              ...data.footer.ourProducts,
            ]}
          />
          <FooterColumn
            id="footer-brands"
            heading={t("footer.ourBrands")}
            links={OWN_BRANDS.map((brand) => ({ label: brand, href: `/${brand.toLowerCase()}/` }))}
          />
        </div>
      )}
      <FooterBrand />
      <p>{t("footer.deliverAnywhere")}</p>
      <LanguageSelector id="language-footer" landmark={false} />
      <ConsentSettingsLink />
      {data && (
        <p className="site-footer__copyright">
          {t("footer.copyright", { from: data.copyright.from, to: data.copyright.to, domain: data.domain })}
        </p>
      )}
    </footer>
  );
}
