import type { Attribute, Price, ProductVariant } from "@commercetools/platform-sdk";
import type { DeepReadonly, PriceScope, SharedProduct } from "../port";
import { roundHalfEven } from "./money";
import { matches, type PredicateEnv } from "./predicate";
import type { LocalProductDiscount } from "./types";

const isValidAt = (item: { validFrom?: string; validUntil?: string }, now: Date) =>
  (!item.validFrom || new Date(item.validFrom) <= now) &&
  (!item.validUntil || now < new Date(item.validUntil));

/**
 * commercetools price selection: the price in the scope's currency whose country, customer group
 * and channel either match or are unset, the most specific first (group, then channel, then country).
 */
export function selectPrice<P extends DeepReadonly<Price>>(
  prices: readonly P[] | undefined,
  scope: PriceScope,
  now: Date,
): P | undefined {
  let best: P | undefined;
  let bestScore = -1;
  for (const price of prices ?? []) {
    if (price.value.currencyCode !== scope.currency) continue;
    if (price.country && price.country !== scope.country) continue;
    if (price.customerGroup && price.customerGroup.id !== scope.customerGroupId) continue;
    if (price.channel && price.channel.id !== scope.supplyChannelId) continue;
    if (!isValidAt(price, now)) continue;
    const score = (price.customerGroup ? 4 : 0) + (price.channel ? 2 : 0) + (price.country ? 1 : 0);
    if (score > bestScore) {
      best = price;
      bestScore = score;
    }
  }
  return best;
}

export function attributeValue(
  attributes: readonly DeepReadonly<Attribute>[] | undefined,
  name: string,
): unknown {
  return attributes?.find((a) => a.name === name)?.value;
}

/** Predicate environment of one product variant (product discounts, line-item predicates). */
export function variantEnv(
  product: Pick<SharedProduct, "id" | "attributes">,
  variant: DeepReadonly<ProductVariant>,
  extra: Record<string, unknown> = {},
): PredicateEnv {
  return {
    get: ([head, name]) => {
      if (head === "attributes" && name)
        return attributeValue(variant.attributes, name) ?? attributeValue(product.attributes, name);
      if (head === "sku") return variant.sku;
      if (head === "productId") return product.id;
      return head ? extra[head] : undefined;
    },
    call: (name) => {
      throw new Error(`Function ${name} is not available on a product`);
    },
  };
}

/** The price with `discounted` filled by the best matching active product discount, if any. */
export function applyProductDiscount<P extends DeepReadonly<Price>>(
  price: P,
  product: Pick<SharedProduct, "id" | "attributes">,
  variant: DeepReadonly<ProductVariant>,
  discounts: LocalProductDiscount[],
  now: Date,
): P {
  const env = variantEnv(product, variant);
  const discount = discounts
    .filter((d) => d.isActive && isValidAt(d, now))
    .sort((a, b) => Number(b.sortOrder) - Number(a.sortOrder))
    .find((d) => matches(d.predicate, env));
  if (!discount) return { ...price, discounted: undefined };
  const cents = price.value.centAmount;
  let discounted: number;
  if (discount.value.type === "relative")
    discounted = cents - roundHalfEven((cents * discount.value.permyriad) / 10000);
  else if (discount.value.type === "absolute") {
    const off = discount.value.money.find((m) => m.currencyCode === price.value.currencyCode);
    if (!off) return { ...price, discounted: undefined };
    discounted = cents - off.centAmount;
  } else return { ...price, discounted: undefined };
  return {
    ...price,
    discounted: {
      value: { ...price.value, centAmount: Math.max(0, discounted) },
      discount: { typeId: "product-discount", id: discount.id },
    },
  };
}

export { isValidAt };
