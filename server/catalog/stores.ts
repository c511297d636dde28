import { TIMINGS } from "../../config";
import { cachedValue } from "../cache";
import type { CommercePort } from "../commerce/port";
import type { Market } from "../market";

/** The store switches the shop reads (SPEC §3 "Store" custom fields). */
export type StoreSwitch =
  | "sale_of_additional_guarantee_enabled"
  | "complementary_products_enabled"
  | "vat_validation_enabled"
  | "change_tax_rate_enabled";

/**
 * The markets' stores (SPEC §3 "Store": switches, bank data, the COD fee's title). They change
 * rarely, so they are read once per reference-data period, not on every page.
 */
export function createStores(commerce: CommercePort) {
  const stores = cachedValue(() => commerce.stores(), TIMINGS.seconds.referenceDataCache * 1000);
  const store = async (market: Market) => (await stores()).find((s) => s.key === market.storeKey);
  return {
    store,
    /** A switch of the market's store; off when the store or the field is missing. */
    storeSwitch: async (market: Market, name: StoreSwitch) =>
      (await store(market))?.custom?.fields[name] === true,
    /** A switch of the store with this key (a cart's store, where no market is at hand). */
    storeSwitchOf: async (storeKey: string, name: StoreSwitch) =>
      (await stores()).find((s) => s.key === storeKey)?.custom?.fields[name] === true,
  };
}
export type Stores = ReturnType<typeof createStores>;
