/**
 * SPEC §3 "Analytics item" and the tag manager's data layer (issue 23 item 3, decision 0055): the
 * events view_item, view_item_list, add_to_cart, begin_checkout and purchase in the shape tag managers
 * read (`{ event, ecommerce: { currency, value, items } }`), each item with SPEC's fields: item_name,
 * price, item_id, item_brand, item_variant, currency, discount (standard price minus price), quantity,
 * in_stock, shipping_type (parcel or freight), item_type, index, gtin and the category levels.
 * Pure mapping from the shop's own views and the platform's line items; prices in major units.
 */
import type { LineItem, Order } from "@commercetools/platform-sdk";
import { toMajor } from "../../config";
import type { CardView } from "../catalog/listing";
import type { ProductView } from "../catalog/product-view";
import { attributesOf, localizedText } from "../commerce/projection";

export interface AnalyticsItem {
  item_name: string;
  item_id: string;
  item_brand: string;
  item_variant: string;
  price: number;
  currency: string;
  discount: number;
  quantity: number;
  in_stock: boolean;
  shipping_type: "parcel" | "freight";
  item_type: "product" | "guarantee";
  index: number;
  gtin?: string;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_category5?: string;
}

export type DataLayerEventName =
  | "view_item"
  | "view_item_list"
  | "add_to_cart"
  | "begin_checkout"
  | "purchase";

export interface DataLayerEvent {
  event: DataLayerEventName;
  ecommerce: {
    currency: string;
    value: number;
    items: AnalyticsItem[];
    item_list_name?: string;
    transaction_id?: string;
    tax?: number;
    shipping?: number;
  };
}

/** Cents are counted in whole minor units, so 19.99 − 14.99 is 5 and not 5.000000000000002. */
const round = (amount: number) => Math.round(amount * 100) / 100;

/** "item_category", "item_category2" … for up to five levels, leaving out the ones not known. */
function categoryLevels(names: readonly string[]): Partial<AnalyticsItem> {
  const levels: Record<string, string> = {};
  names.slice(0, 5).forEach((name, i) => {
    levels[i === 0 ? "item_category" : `item_category${i + 1}`] = name;
  });
  return levels;
}

const variantOf = (bware: boolean) => (bware ? "bware" : "new");

/** The product page's product (view_item, add_to_cart from its form). */
export function itemOfProduct(product: ProductView, quantity = 1, index = 0): AnalyticsItem | null {
  if (!product.price) return null;
  const { amount, regular, currency } = product.price;
  return {
    item_name: product.name,
    item_id: product.sku,
    item_brand: product.brand,
    item_variant: variantOf(product.isBware),
    price: amount,
    currency,
    discount: regular !== undefined ? round(regular - amount) : 0,
    quantity,
    in_stock: product.stock.available > 0,
    shipping_type: product.freight ? "freight" : "parcel",
    item_type: "product",
    index,
    ...(product.ean ? { gtin: product.ean } : {}),
    ...categoryLevels(product.breadcrumbs.map((crumb) => crumb.name)),
  };
}

/** A listing's card (view_item_list); its categories are the listed category's path. */
export function itemOfCard(card: CardView, index: number, categories: readonly string[]): AnalyticsItem {
  return {
    item_name: card.name,
    item_id: card.sku,
    item_brand: card.brand,
    item_variant: variantOf(card.bware),
    price: card.price,
    currency: card.currency,
    discount: card.originalPrice !== undefined ? round(card.originalPrice - card.price) : 0,
    quantity: 1,
    in_stock: card.inStock,
    shipping_type: card.freight ? "freight" : "parcel",
    item_type: "product",
    index,
    ...categoryLevels(categories),
  };
}

/** A cart's or order's line (begin_checkout, purchase); `guarantee` marks an extra-guarantee line. */
export function itemOfLine(
  line: LineItem,
  language: string,
  index: number,
  guarantee: boolean,
): AnalyticsItem {
  const attributes = attributesOf(line.variant);
  const currency = line.price.value.currencyCode;
  const regular = toMajor(line.price.value.centAmount, currency);
  const price = line.price.discounted ? toMajor(line.price.discounted.value.centAmount, currency) : regular;
  const gtin = attributes.get("ean");
  return {
    item_name: localizedText(line.name, language),
    item_id: line.variant.sku ?? "",
    item_brand: String(attributes.get("brand") ?? ""),
    item_variant: variantOf(attributes.get("isBware") === true),
    price,
    currency,
    discount: round(regular - price),
    quantity: line.quantity,
    in_stock: line.variant.availability?.isOnStock ?? true,
    shipping_type: attributes.get("isPackageTypeFreight") === true ? "freight" : "parcel",
    item_type: guarantee ? "guarantee" : "product",
    index,
    ...(gtin ? { gtin: String(gtin) } : {}),
  };
}

const sum = (items: AnalyticsItem[]) => round(items.reduce((total, i) => total + i.price * i.quantity, 0));

/** An event over items (their value is the items' price times quantity, as tag managers expect). */
export function dataLayerEvent(
  event: Exclude<DataLayerEventName, "purchase">,
  currency: string,
  items: AnalyticsItem[],
  extra: Pick<DataLayerEvent["ecommerce"], "item_list_name"> = {},
): DataLayerEvent {
  return { event, ecommerce: { currency, value: sum(items), items, ...extra } };
}

/**
 * purchase: the order's number, its total (what the shopper pays: `total` when the page computed it
 * with fees, else the order's gross), tax and shipping, and its lines.
 */
export function purchaseEvent(
  order: Order,
  language: string,
  isGuarantee: (line: LineItem) => boolean,
  total?: number,
): DataLayerEvent {
  const currency = order.totalPrice.currencyCode;
  const gross = order.taxedPrice?.totalGross ?? order.totalPrice;
  const net = order.taxedPrice?.totalNet;
  const shipping = order.shippingInfo?.price;
  return {
    event: "purchase",
    ecommerce: {
      transaction_id: order.orderNumber ?? order.id,
      currency,
      value: total ?? toMajor(gross.centAmount, currency),
      tax: net ? round(toMajor(gross.centAmount - net.centAmount, currency)) : 0,
      shipping: shipping ? toMajor(shipping.centAmount, currency) : 0,
      items: order.lineItems.map((line, i) => itemOfLine(line, language, i, isGuarantee(line))),
    },
  };
}
