import { useTranslation } from "react-i18next";
import { getLocale, type LocaleCode } from "../../../config";
import { useRootData } from "../../lib/root-data";

/**
 * SPEC §2 language selector (upper-case codes), only rendered in multi-language countries.
 * Each language links to its prefixed home page, which also stores the locale cookie: see
 * docs/decisions/0004-language-switch-links.md for why the default language is prefixed too.
 */
export function LanguageSelector({ id, landmark }: { id: string; landmark: boolean }) {
  const { t } = useTranslation();
  const data = useRootData();
  if (!data || data.languages.length === 0) return null;
  // The header's selector is the navigation landmark; the footer's repeats it as a plain group.
  const Wrapper = landmark ? "nav" : "div";
  return (
    <Wrapper aria-labelledby={id} className="language-selector" role={landmark ? undefined : "group"}>
      <h2 id={id} className="visually-hidden">
        {t("language.label")}
      </h2>
      <ul>
        {data.languages.map(({ language, locale }) => (
          <li key={locale}>
            <a
              href={`/${language}/`}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === data.locale ? "true" : undefined}
            >
              <span aria-hidden="true">{language.toUpperCase()}</span>
              <span className="visually-hidden">{getLocale(locale as LocaleCode).label}</span>
            </a>
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}
