import type { Cart, CartDiscount, ShippingMethod } from "@commercetools/platform-sdk";
import { SHIPPING_METHOD_KEYS, TIMINGS } from "../../config";
import { keyedCachedOrElse } from "../cache";
import type { GuaranteeOffer } from "../catalog/guarantee";
import type { Products } from "../catalog/product";
import type { CommercePort } from "../commerce";
import { attributesOf } from "../commerce/projection";
import type { Market } from "../market";
import type { FactReader } from "./facts";
import { guaranteeLineOf } from "./plan";
import { type CartView, cartView, guaranteeParent, isProductLine } from "./view";

/** The extra guarantees each product line may still add (its products read in one query). */
async function guaranteeOffersByLine(products: Products, facts: FactReader, market: Market, cart: Cart) {
  const lines = cart.lineItems.filter(isProductLine);
  const bySku = await products.bySkus(
    market,
    lines.map((l) => l.variant.sku ?? ""),
  );
  return Promise.all(
    lines.map(async (line) => {
      const sku = line.variant.sku ?? "";
      // A product with a guarantee is offered none (SPEC §5).
      const offers = guaranteeLineOf(cart, sku) ? [] : await facts.offersOf(market, bySku.get(sku));
      return [line.id, offers] as const;
    }),
  );
}

/** What the view reads for a cart: its SKUs (stock), its volume-discount groups, and whether it goes as freight. */
function readsOf(cart: Cart) {
  const skus = [...new Set(cart.lineItems.map((l) => l.variant.sku).filter((s): s is string => Boolean(s)))];
  const groups = [
    ...new Set(
      cart.lineItems
        .map((l) => attributesOf(l.variant).get("volumeDiscountGroup"))
        .filter((g): g is string => typeof g === "string"),
    ),
  ];
  const freight = cart.lineItems.some((l) => attributesOf(l.variant).get("isPackageTypeFreight") === true);
  return { skus, groups, freight };
}

/** The rate of the cart's shipping method (freight or parcel) in the cart's currency. */
function shippingRateOf(methods: ShippingMethod[], cart: Cart, freight: boolean) {
  const method = methods.find(
    (m) => m.key === (freight ? SHIPPING_METHOD_KEYS.freight : SHIPPING_METHOD_KEYS.parcel),
  );
  return method?.zoneRates
    .flatMap((z) => z.shippingRates)
    .find((r) => r.price.currencyCode === cart.totalPrice.currencyCode);
}

/**
 * The page's view of a cart (server/cart/view.ts) with what the platform adds: stock, the volume
 * tiers of its groups, the market's shipping rate for an estimate, and the guarantee offers.
 */
export function createCartViews(commerce: CommercePort, products: Products, facts: FactReader) {
  const referenceTtl = TIMINGS.seconds.referenceDataCache * 1000;
  // Reference data for the view; a failure shows the cart without it (SPEC §8: discount errors show nothing).
  const shippingMethods = keyedCachedOrElse<ShippingMethod[]>(referenceTtl, "Shipping methods of", []);
  const volumeLists = keyedCachedOrElse<CartDiscount[]>(referenceTtl, "Volume discounts of", []);

  /** Each guaranteed product's offers, as if it had none yet (the repair after a merge chooses among them). */
  async function offersByParent(market: Market, cart: Cart): Promise<Map<string, GuaranteeOffer[]>> {
    const parents = [...new Set(cart.lineItems.flatMap((l) => guaranteeParent(l) ?? []))];
    const bySku = await products.bySkus(market, parents);
    return new Map(
      await Promise.all(
        parents.map(async (sku) => [sku, await facts.offersOf(market, bySku.get(sku))] as const),
      ),
    );
  }

  async function view(
    market: Market,
    cart: Cart,
    options: { onPaymentPage?: boolean } = {},
  ): Promise<CartView> {
    const { skus, groups, freight } = readsOf(cart);
    const [inventory, volumeEntries, methods, offers] = await Promise.all([
      commerce.inventory(skus),
      Promise.all(
        groups.map(async (group) => {
          const list = await volumeLists(`${group} in ${market.storeKey}`, () =>
            commerce.volumeDiscounts(group, market.storeKey),
          );
          return [group, list] as const;
        }),
      ),
      shippingMethods(market.country.isoCode, () => commerce.shippingMethods(market.country.isoCode)),
      // Offers are optional (SPEC §8): a failed read shows the cart without them.
      options.onPaymentPage
        ? Promise.resolve([])
        : guaranteeOffersByLine(products, facts, market, cart).catch((error: unknown) => {
            console.error("Extra guarantee offers could not be loaded", error);
            return [];
          }),
    ]);
    const shippingRate = shippingRateOf(methods, cart, freight);
    return cartView(cart, {
      market,
      stock: new Map(inventory.map((e) => [e.sku, e.availableQuantity])),
      volumeDiscounts: new Map(volumeEntries),
      ...(shippingRate ? { shippingRate } : {}),
      guarantees: new Map(offers),
    });
  }

  return { view, offersByParent };
}
