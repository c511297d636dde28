import { describe, expect, it } from "vitest";
import { COUNTRY_CODES } from "../../config";
import {
  heurekaWidgetEnabled,
  manualTranslation,
  newsletterOptional,
  newTrustFeatures,
  type SwitchMarket,
} from "./country-switches";

const where = (switchOn: (market: SwitchMarket) => boolean) =>
  COUNTRY_CODES.filter((countryCode) => switchOn({ country: { countryCode } }));

describe("the country switches of issue 23 item 8 (SPEC §9)", () => {
  it("are on exactly where SPEC puts them", () => {
    expect(where(heurekaWidgetEnabled)).toEqual(["cz"]);
    expect(where(manualTranslation).sort()).toEqual(["at", "de", "gb", "ie", "pl"]);
    expect(where(newsletterOptional).sort()).toEqual(["hu", "pl"]);
    expect(where(newTrustFeatures).sort()).toEqual(["de", "pl"]);
  });
});
