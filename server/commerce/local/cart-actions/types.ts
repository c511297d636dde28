import type { Cart, CartUpdateAction } from "@commercetools/platform-sdk";
import type { CalcContext } from "../cart-calculator";
import type { EngineContext } from "../context";

/** What a cart update action may read: the engine's context and the operation's calculator context. */
export interface ActionEnv {
  ctx: EngineContext;
  calc: CalcContext;
}

export type CartActionName = CartUpdateAction["action"];
export type CartActionOf<K extends CartActionName> = Extract<CartUpdateAction, { action: K }>;

/** One update action applied to the cart as the platform does; the cart is recalculated afterwards. */
export type CartActionHandler<K extends CartActionName> = (
  cart: Cart,
  action: CartActionOf<K>,
  env: ActionEnv,
) => Cart;

/** The handlers of one concern (line items, discount codes, addresses and shipping, …). */
export type CartActionHandlers = { [K in CartActionName]?: CartActionHandler<K> };
