/**
 * Customer tiers (issue 23 item 6, SPEC §3, §4, §6, §7; decision 0062): the signed-in customer's tier
 * and price group, the tier cookies, the prices of their group on product pages and listings, and
 * the LT personalised discount of their cohort.
 *
 * Everything here starts from the customer the auth cookie names, read from the platform
 * (server/account), never from the tier cookies: those only mirror it for the page.
 */
import type { Customer } from "@commercetools/platform-sdk";
import { isSwitchOn, LIMITS, toMajor, toMinor } from "../../config";
import type { CardView } from "../catalog/listing";
import { roundHalfEven } from "../commerce/money";
import type { CommercePort, PriceScope } from "../commerce/port";
import { type Market, priceScope } from "../market";
import { tierCookieHeaders } from "./cookies";
import { cohortTier, customerTier, groupsExpanded, priceGroupIdOf } from "./tier";

export { tierCookieHeaders } from "./cookies";
export { cohortTier, customerTier, priceGroupIdOf, type Tier, tierGroupOf } from "./tier";

/** SPEC §4 "Personalised discount": shown only with a value above 0 permyriad; percent = permyriad / 100. */
export interface PersonalDiscount {
  percent: number;
}

/** What a product page shows of it: the percent, and the unit price after it where the product has one. */
export interface PersonalDiscountView extends PersonalDiscount {
  unitPrice?: number;
}

export function createTiers(commerce: CommercePort) {
  /** The customer with their groups expanded (a sign-in answer may name them by id only). */
  async function withGroups(customer: Customer): Promise<Customer> {
    return groupsExpanded(customer) ? customer : ((await commerce.customer(customer.id)) ?? customer);
  }

  /** SPEC §3 price selection by customer group: the market's scope plus the customer's group. */
  const scopeFor = (market: Market, customer: Customer | null): PriceScope => {
    const group = priceGroupIdOf(customer);
    return { ...priceScope(market), ...(group ? { customerGroupId: group } : {}) };
  };

  /** The group price (major units) of each SKU that has one in the customer's group; none without. */
  async function groupPricesOf(
    market: Market,
    customer: Customer | null,
    items: readonly { sku: string }[],
  ): Promise<Map<string, number>> {
    const scope = scopeFor(market, customer);
    const groupPrices = new Map<string, number>();
    if (!scope.customerGroupId || items.length === 0) return groupPrices;
    const { results } = await commerce.queryProducts(
      { skus: items.map((i) => i.sku), limit: items.length },
      scope,
    );
    for (const product of results) {
      const price = product.masterVariant.price;
      if (!price?.customerGroup || price.value.currencyCode !== market.currency.code) continue;
      const cents = price.discounted?.value.centAmount ?? price.value.centAmount;
      groupPrices.set(product.masterVariant.sku ?? "", toMajor(cents, market.currency.code));
    }
    return groupPrices;
  }

  return {
    tierOf: customerTier,
    scopeFor,

    /**
     * The Set-Cookie headers of SPEC §3's customer-group and customer-id cookies: a signed-in
     * customer's tier and id (at sign-in), or (null) cleared (at log-out).
     */
    async cookies(request: Request, customer: Customer | null): Promise<string[]> {
      if (!customer) return tierCookieHeaders(request, null);
      const grouped = await withGroups(customer);
      return tierCookieHeaders(request, { customerId: grouped.id, tier: customerTier(grouped) });
    },

    /**
     * SPEC §7 getPersonalizedDiscounts with the customer's cohort tier, where personalised discounts
     * run (SPEC §9: LT only). Null without a cohort, for a value of 0 permyriad or less, or when the
     * platform fails (SPEC §8: "logged and show nothing").
     */
    async personalDiscount(market: Market, customer: Customer | null): Promise<PersonalDiscount | null> {
      const cohort = cohortTier(customer);
      if (!cohort || !isSwitchOn("personalisedDiscounts", market.country.countryCode)) return null;
      try {
        const discount = await commerce.personalizedDiscount(cohort, market.storeKey);
        const value = discount?.value;
        if (value?.type !== "relative" || !(value.permyriad > 0)) return null;
        return { percent: value.permyriad / LIMITS.permyriadPerPercent };
      } catch (error) {
        console.error("The personalised discount could not be read", error);
        return null;
      }
    },

    /**
     * Listing cards with the prices of the customer's group (SPEC §3). The search index holds each
     * market's public prices only, so for a customer in a group the cards' products are read from
     * the platform in the group's scope and a group price replaces the card's; the public price stays
     * as the struck-through one. Cards without a group price, and everyone else's, are unchanged.
     */
    async groupPricedCards(
      market: Market,
      customer: Customer | null,
      cards: CardView[],
    ): Promise<CardView[]> {
      const groupPrices = await groupPricesOf(market, customer, cards);
      return cards.map((card) => {
        const price = groupPrices.get(card.sku);
        if (price === undefined || price >= card.price) return card;
        return { ...card, price, originalPrice: card.originalPrice ?? card.price, groupPrice: true };
      });
    },

    /**
     * The product page's comparison columns with the customer's group prices (SPEC §3, §7): the
     * table's first column is the product whose buy box already shows the group price.
     */
    async groupPricedColumns<T extends { sku: string; price?: number }>(
      market: Market,
      customer: Customer | null,
      columns: T[],
    ): Promise<T[]> {
      const groupPrices = await groupPricesOf(market, customer, columns);
      return columns.map((column) => {
        const price = groupPrices.get(column.sku);
        return price === undefined || (column.price !== undefined && price >= column.price)
          ? column
          : { ...column, price };
      });
    },
  };
}
export type Tiers = ReturnType<typeof createTiers>;

/**
 * The unit price after a personalised discount, as the cart computes a relative cart discount on a
 * line (cents less the permyriad share, rounded half-even), in major units.
 */
export function priceAfterPersonalDiscount(amount: number, currency: string, percent: number): number {
  const cents = toMinor(amount, currency);
  const permyriad = Math.round(percent * LIMITS.permyriadPerPercent);
  return toMajor(cents - roundHalfEven((cents * permyriad) / 10_000), currency);
}
