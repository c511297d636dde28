import { useTranslation } from "react-i18next";
import { useRootData } from "../../lib/root-data";
import { LanguageSelector } from "./LanguageSelector";

/** SPEC §2 footer: the 'we deliver anywhere' line, language selector, copyright from 2007 to this year. */
export function Footer() {
  const { t } = useTranslation();
  const data = useRootData();
  return (
    <footer className="site-footer">
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
