/** Cart discounts the shop shows: a volume-discount group's tiers and a cohort's personalised discount. */
import type { CartDiscount } from "@commercetools/platform-sdk";
import { type Api, call, orNull, q } from "./request";

export async function volumeDiscounts(api: Api, group: string, storeKey: string): Promise<CartDiscount[]> {
  const page = await call(
    api.cartDiscounts().get({
      queryArgs: {
        where: `isActive = true and custom(fields(volumeDiscountGroup = ${q(group)})) and (stores is empty or stores(key = ${q(storeKey)}))`,
        sort: ["sortOrder asc"],
        limit: 100,
      },
    }),
  );
  return page.results;
}

export async function personalizedDiscount(
  api: Api,
  cohortTier: string,
  storeKey: string,
): Promise<CartDiscount | null> {
  const discount = await orNull(
    api
      .cartDiscounts()
      .withKey({ key: `personalized-${cohortTier}` })
      .get(),
  );
  if (!discount?.isActive) return null;
  return discount.stores.length === 0 || discount.stores.some((s) => s.key === storeKey) ? discount : null;
}
