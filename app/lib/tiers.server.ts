import type { Customer } from "@commercetools/platform-sdk";
import type { AppLoadContext } from "@remix-run/server-runtime";
import type { CardView, ListingView } from "../../server/catalog/listing";
import { type PersonalDiscountView, priceAfterPersonalDiscount } from "../../server/tiers";

/**
 * The signed-in customer of a page, for their tier (issue 23 item 6, decision 0062); null for
 * anonymous visitors and when the platform cannot tell (the page then shows public prices).
 */
export async function pageCustomer(context: AppLoadContext, request: Request): Promise<Customer | null> {
  try {
    return await context.services.accounts.fromRequest(request, context);
  } catch {
    return null;
  }
}

/**
 * Product cards with the signed-in customer's group prices (SPEC §3; decision 0065): listings, search,
 * recommendations, complementary products and the CMS product blocks all show a customer in a group
 * the price their product page and cart give. As they were for everyone else; a platform hiccup
 * shows the public prices rather than no cards (SPEC §8). A page that shows one is a signed-in
 * customer's, private by its auth cookie (server/caching/policy.ts, decision 0047).
 */
export async function groupPricedCards(
  context: Pick<AppLoadContext, "market" | "services">,
  customer: Customer | null,
  cards: CardView[],
): Promise<CardView[]> {
  if (!customer || cards.length === 0) return cards;
  return context.services.tiers.groupPricedCards(context.market, customer, cards).catch((error: unknown) => {
    console.error("Group prices of product cards could not be read", error);
    return cards;
  });
}

/** The product page's comparison columns with the customer's group prices; public ones on a hiccup. */
export async function groupPricedComparison<T extends { sku: string; price?: number }>(
  context: Pick<AppLoadContext, "market" | "services">,
  customer: Customer | null,
  columns: T[],
): Promise<T[]> {
  if (!customer || columns.length === 0) return columns;
  return context.services.tiers
    .groupPricedColumns(context.market, customer, columns)
    .catch((error: unknown) => {
      console.error("Group prices of the comparison could not be read", error);
      return columns;
    });
}

/** A listing with the signed-in customer's group prices (SPEC §3); as it was for everyone else. */
export async function groupPricedListing(
  context: Pick<AppLoadContext, "market" | "services">,
  customer: Customer | null,
  listing: ListingView,
): Promise<ListingView> {
  return { ...listing, products: await groupPricedCards(context, customer, listing.products) };
}

/** The LT personalised discount of the product page (SPEC §4), with the product's unit price after it. */
export async function personalDiscountView(
  context: AppLoadContext,
  customer: Customer | null,
  price: { amount: number; currency: string } | undefined,
): Promise<PersonalDiscountView | null> {
  const discount = await context.services.tiers.personalDiscount(context.market, customer);
  if (!discount) return null;
  return price
    ? { ...discount, unitPrice: priceAfterPersonalDiscount(price.amount, price.currency, discount.percent) }
    : discount;
}
