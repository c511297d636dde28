import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CLIENT_TYPES } from "../../../config";
import { useRootData } from "../../lib/root-data";
import { CsrfField } from "../forms/CsrfField";

/**
 * The header's price display switch (SPEC §4 client type): prices with VAT for private shoppers, net
 * prices for company buyers. A plain form post that comes back to the same page.
 */
export function PriceSwitch() {
  const { t } = useTranslation();
  const root = useRootData();
  const { pathname, search } = useLocation();
  if (!root) return null;
  return (
    <form method="post" action="/api/client-type" className="price-switch">
      <CsrfField />
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <fieldset>
        <legend className="visually-hidden">{t("header.priceDisplay")}</legend>
        {CLIENT_TYPES.map((type) => (
          <button
            key={type}
            type="submit"
            name="clientType"
            value={type}
            aria-pressed={root.clientType === type}
            className="price-switch__option"
          >
            {t(`header.clientType.${type}`)}
          </button>
        ))}
      </fieldset>
    </form>
  );
}
