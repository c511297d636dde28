import type { Store } from "@commercetools/platform-sdk";
import { COUNTRIES, COUNTRY_CODES, type CountryCode, getLocale, isSwitchOn } from "../../../../config";
import { iban } from "./text";

const stamp = "2025-01-01T00:00:00.000Z";

/** The demo store of a country: its languages, bank details and the store switches the shop reads. */
export function demoStore(cc: CountryCode): Store {
  const country = COUNTRIES[cc];
  const iso = country.isoCode;
  return {
    id: `store-${cc}`,
    version: 1,
    createdAt: stamp,
    lastModifiedAt: stamp,
    key: country.storeKey,
    name: Object.fromEntries(
      country.locales.map((l) => [getLocale(l).language, `ProEquip ${country.label}`]),
    ),
    languages: [...country.locales],
    countries: [{ code: iso }],
    distributionChannels: [],
    supplyChannels: [],
    productSelections: [],
    custom: {
      type: { typeId: "type", id: "store-fields" },
      fields: {
        bankBic: `PREQ${iso}XX`,
        bankAccountOwner: `ProEquip ${country.label} s.r.o.`,
        bankInstitute: `${country.label} Commerce Bank`,
        bankIban: iban(iso, String(1000_0000_0000_0000 + COUNTRY_CODES.indexOf(cc) * 7919).padStart(16, "0")),
        codFeeTitle: "Cash on delivery fee",
        ex_store_campaigns: JSON.stringify([
          {
            campaignName: "black_friday",
            startDate: "2026-11-20T00:00:00.000Z",
            endDate: "2026-11-30T00:00:00.000Z",
          },
          {
            campaignName: "cyber_week",
            startDate: "2026-11-30T00:00:00.000Z",
            endDate: "2026-12-07T00:00:00.000Z",
          },
        ]),
        sale_of_additional_guarantee_enabled: true,
        vat_validation_enabled: true,
        change_tax_rate_enabled: !["no", "ch", "gb"].includes(cc),
        google_autocomplete_enabled: false,
        trustpilot_in_header_enabled: isSwitchOn("newTrustFeatures", cc),
        complementary_products_enabled: true,
        google_reviews_enabled: false,
      },
    },
  };
}
