import type { Cart } from "@commercetools/platform-sdk";
import { type GuaranteeOffer, guaranteeTarget } from "../catalog/guarantee";
import type { Products } from "../catalog/product";
import type { CommercePort } from "../commerce";
import type { SharedProduct } from "../commerce/port";
import type { Market } from "../market";
import type { CartCommand } from "./commands";
import { offerPrice } from "./guarantees";
import { guaranteeLineOf, type PlanFacts, standardLine } from "./plan";

/**
 * What a cart change needs to know before it is planned (server/cart/plan.ts): the product the
 * command is about (priced in the market), its stock, and its extra-guarantee offers. Read only as
 * far as the command needs them.
 */
export function createFactReader(commerce: CommercePort, products: Products) {
  /** A SKU's product with a price in the market, or undefined (not sold there). */
  async function productOf(market: Market, sku: string): Promise<SharedProduct | undefined> {
    const product = (await products.bySkus(market, [sku])).get(sku);
    return product?.masterVariant.price ? product : undefined;
  }

  const stockOf = async (sku: string) => (await commerce.inventory([sku]))[0]?.availableQuantity ?? 0;

  /** A product's offers as if it had no guarantee in the cart (the plan checks the cart itself). */
  const offersOf = (market: Market, product: SharedProduct | undefined): Promise<GuaranteeOffer[]> =>
    product ? products.guaranteesFor(market, guaranteeTarget(product)) : Promise.resolve([]);

  return {
    productOf,
    offersOf,
    async factsFor(market: Market, cart: Cart | null, command: CartCommand): Promise<PlanFacts> {
      const facts: PlanFacts = {
        stock: 0,
        offers: [],
        priceOf: (offer) => offerPrice(offer, market.currency.code),
      };
      switch (command.intent) {
        case "add": {
          const product = await productOf(market, command.sku);
          const sku = product?.masterVariant.sku;
          if (!product || !sku) return facts;
          const needsOffers = Boolean(command.guarantee) || Boolean(guaranteeLineOf(cart, sku));
          const [stock, offers] = await Promise.all([
            stockOf(sku),
            needsOffers ? offersOf(market, product) : [],
          ]);
          return { ...facts, product, stock, offers };
        }
        case "quantity": {
          const sku = standardLine(cart, command.lineId)?.variant.sku;
          if (!sku) return facts;
          // The guarantee follows the product's current price: its offers only when it has one.
          const product = guaranteeLineOf(cart, sku) ? await productOf(market, sku) : undefined;
          const [stock, offers] = await Promise.all([stockOf(sku), offersOf(market, product)]);
          return { ...facts, ...(product ? { product } : {}), stock, offers };
        }
        case "guarantee": {
          const sku = standardLine(cart, command.lineId)?.variant.sku;
          const product = sku ? await productOf(market, sku) : undefined;
          return { ...facts, ...(product ? { product } : {}), offers: await offersOf(market, product) };
        }
        default:
          return facts;
      }
    },
  };
}
export type FactReader = ReturnType<typeof createFactReader>;
