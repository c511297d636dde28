/**
 * What the cart's components and its route share, in a module that imports no component: the cart
 * UI's context (which sidebar opens), the shapes of the cart route's answers, and the field a
 * script's post adds to ask for data instead of a redirect. Components import it, never the route.
 */
import { createContext, useContext } from "react";
import type { CartErrorCode, CartField, CartNotice, CartView } from "../../server/cart";
import type { CardView } from "../../server/catalog/listing";
import type { DataLayerEvent } from "../../server/tracking/analytics-items";

/** What the sidebars of SPEC §4 show after an add: the guarantee offers first, then complementary products. */
export interface AddedItem {
  sku: string;
  name: string;
  lineId: string;
  guarantees: CartView["lines"][number]["guaranteeOffers"];
  complementary: CardView[];
}

/** The cart route's answer to a post (with the view, so a script shows the cart at once). */
export type CartActionData =
  | {
      ok: true;
      notice: CartNotice;
      cart: CartView | null;
      added?: AddedItem;
      /** add_to_cart for the data layer, with analytics consent only (decision 0067). */
      dataLayer?: DataLayerEvent[];
    }
  | {
      ok: false;
      /** Message keys of the `cart` namespace, by field. */
      errors: Partial<Record<CartField, string>>;
      error?: CartErrorCode;
      /** What the shopper typed, shown again. */
      values: Record<string, string>;
      cart: CartView | null;
    };

/** Message keys of a failed cart post by field, as the cart's forms show them. */
export type CartFieldErrors = Partial<Record<CartField, string>>;

/** The part of the cart page's data the cart sidebar loads. */
export interface CartPageData {
  view: CartView | null;
}

/** The field a post from the page's script carries: answer with data, not a redirect. */
export const RESPONSE_FIELD = { name: "response", data: "data" } as const;

export type Sidebar =
  | { kind: "cart" }
  | { kind: "guarantee"; added: AddedItem }
  | { kind: "complementary"; added: AddedItem };

export interface CartUi {
  openCart(): void;
  /** SPEC §4 "Sidebars" after an add: extra guarantee first, then complementary products, else the cart. */
  afterAdd(added: AddedItem): void;
}

export const CartUiContext = createContext<CartUi>({ openCart: () => {}, afterAdd: () => {} });
export const useCartUi = () => useContext(CartUiContext);
