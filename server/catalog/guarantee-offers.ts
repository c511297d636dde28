import { LIMITS, TIMINGS } from "../../config";
import { cachedValue } from "../cache";
import type { CommercePort } from "../commerce/port";
import type { Market } from "../market";
import { type GuaranteeOffer, type GuaranteeTarget, guaranteeOffers, isVirtualSku } from "./guarantee";
import type { Stores } from "./stores";

/** SPEC §5 "Extra guarantee": the offers for a product in a market, priced from its price. */
export function createGuaranteeOffers(commerce: CommercePort, { storeSwitch }: Pick<Stores, "storeSwitch">) {
  // Guarantee products change rarely: read once per period, not on every product view. Their own
  // prices do not matter (the offer is priced from the product), so any scope will do.
  const guaranteeProducts = cachedValue(
    async () =>
      (
        await commerce.queryProducts(
          { skus: LIMITS.knownGuaranteeSkus, limit: LIMITS.knownGuaranteeSkus.length },
          { country: "DE", currency: "EUR" },
        )
      ).results,
    TIMINGS.seconds.referenceDataCache * 1000,
  );

  return async function guaranteesFor(
    market: Market,
    target: GuaranteeTarget | undefined,
    context: { hasGuaranteeInCart?: boolean } = {},
  ): Promise<GuaranteeOffer[]> {
    if (!target || isVirtualSku(target.sku)) return [];
    const [guarantees, sellsGuarantees] = await Promise.all([
      guaranteeProducts(),
      storeSwitch(market, "sale_of_additional_guarantee_enabled"),
    ]);
    return guaranteeOffers(target, guarantees, {
      locale: market.locale.code,
      language: market.language,
      storeSellsGuarantees: sellsGuarantees,
      ...context,
    });
  };
}
export type GuaranteesFor = ReturnType<typeof createGuaranteeOffers>;
