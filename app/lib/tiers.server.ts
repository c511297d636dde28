import type { Customer } from "@commercetools/platform-sdk";
import type { AppLoadContext } from "@remix-run/server-runtime";
import type { ListingView } from "../../server/catalog/listing";
import { type PersonalDiscountView, priceAfterPersonalDiscount } from "../../server/tiers";

/**
 * The signed-in customer of a page, for their tier (issue 23 item 6, decision 0062); null for
 * anonymous visitors and when the platform cannot tell (the page then shows public prices).
 */
export function pageCustomer(context: AppLoadContext, request: Request): Promise<Customer | null> {
  return context.services.accounts.fromRequest(request, context).catch(() => null);
}

/** A listing with the signed-in customer's group prices (SPEC §3); as it was for everyone else. */
export async function groupPricedListing(
  context: AppLoadContext,
  customer: Customer | null,
  listing: ListingView,
): Promise<ListingView> {
  const products = await context.services.tiers
    .groupPricedCards(context.market, customer, listing.products)
    .catch((error: unknown) => {
      // SPEC §8: a platform hiccup shows the public prices rather than no listing.
      console.error("Group prices of a listing could not be read", error);
      return listing.products;
    });
  return { ...listing, products };
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
