/**
 * The country switches of issue 23 item 8 (SPEC §9), read from the market's country entry in one
 * place so that the parts showing their effect ask the same question. Readings in decision 0062.
 */
import { isSwitchOn } from "../../config";
import type { Market } from "./index";

/** What a switch reads of the market: its country. */
export type SwitchMarket = { country: Pick<Market["country"], "countryCode"> };

const on = (name: Parameters<typeof isSwitchOn>[0]) => (market: SwitchMarket) =>
  isSwitchOn(name, market.country.countryCode);

/** SPEC §9 "Heureka widget data only for CZ": whether the market may show the Heureka widget (part WIDGETS). */
export const heurekaWidgetEnabled = on("heurekaWidget");
/** SPEC §9 "Manual translation in IE, DE, AT, GB, PL". */
export const manualTranslation = on("manualTranslation");
/** SPEC §9 "Newsletter optional in HU and PL". */
export const newsletterOptional = on("newsletterOptional");
/** SPEC §9 "New trust features in DE and PL". */
export const newTrustFeatures = on("newTrustFeatures");
