import { CURRENCIES, type CurrencyCode, LIMITS, type LocaleCode, toMajor, toMinor } from "../../config";
import { roundHalfEven } from "../commerce/money";
import type { SharedProduct } from "../commerce/port";
import { attributesOf, localizedText } from "../commerce/projection";

/** An extra-guarantee product on offer for one product, priced for it (SPEC §3, §5, §9). */
export interface GuaranteeOffer {
  sku: string;
  name: string;
  /** Percent of the product price. */
  rate: number;
  /** Gross price in major units of the product's currency. */
  price: number;
}

/** The product an extra guarantee would cover. */
export interface GuaranteeTarget {
  sku: string;
  brand: string;
  isBware: boolean;
  /** Gross unit price in major units. */
  price: number;
  currency: CurrencyCode;
}

export const isVirtualSku = (sku: string) => sku.startsWith(LIMITS.guaranteeSkuPrefix);

/** What a guarantee would cover of a product, at its selected (discounted) price; none without a price. */
export function guaranteeTarget(product: SharedProduct): GuaranteeTarget | undefined {
  const variant = product.masterVariant;
  const price = variant.price;
  if (!price) return undefined;
  const attributes = attributesOf(variant);
  return {
    sku: variant.sku ?? "",
    brand: String(attributes.get("brand") ?? ""),
    isBware: attributes.get("isBware") === true,
    price: toMajor((price.discounted?.value ?? price.value).centAmount, price.value.currencyCode),
    currency: price.value.currencyCode as CurrencyCode,
  };
}

const strings = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

/**
 * SPEC §5 "Extra guarantee": offered unless the product already has one in the cart, is virtual, the
 * shopper is on the payment page, or a guarantee excludes it by sku, brand or relation (B-ware is the
 * relation the catalog knows). Each guarantee is offered only on the markets it is enabled on, and
 * only where the store sells guarantees at all. Price = product price × rate, in the currency's
 * minor units (SPEC §9).
 */
export function guaranteeOffers(
  target: GuaranteeTarget,
  guarantees: SharedProduct[],
  context: {
    locale: LocaleCode;
    language: string;
    storeSellsGuarantees: boolean;
    hasGuaranteeInCart?: boolean;
    onPaymentPage?: boolean;
  },
): GuaranteeOffer[] {
  if (!context.storeSellsGuarantees || context.hasGuaranteeInCart || context.onPaymentPage) return [];
  if (isVirtualSku(target.sku)) return [];
  const relations = target.isBware ? ["bware"] : [];
  const _digits = CURRENCIES[target.currency].fractionDigits;
  return guarantees.flatMap((guarantee) => {
    const attributes = attributesOf(guarantee.masterVariant);
    const rate = Number(attributes.get("extraGuaranteeRate"));
    if (!guarantee.published || !Number.isFinite(rate) || rate <= 0) return [];
    if (!strings(attributes.get("enabledOnMarket")).includes(context.locale)) return [];
    if (strings(attributes.get("excludedSkus")).includes(target.sku)) return [];
    if (strings(attributes.get("excludedBrands")).includes(target.brand)) return [];
    if (strings(attributes.get("excludedRelations")).some((r) => relations.includes(r))) return [];
    const price = toMajor(
      roundHalfEven((toMinor(target.price, target.currency) * rate) / 100),
      target.currency,
    );
    const name = localizedText(guarantee.name, context.language) || (guarantee.masterVariant.sku ?? "");
    return [{ sku: guarantee.masterVariant.sku ?? "", name, rate, price }];
  });
}
