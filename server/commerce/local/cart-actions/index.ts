/**
 * Cart update actions, one module per concern as commercetools documents them: line items,
 * discount codes, addresses and shipping, the customer, custom fields and types, payments,
 * custom line items and the tax mode with external tax rates. An action the embedded platform does not know is refused as the platform
 * refuses an unknown one.
 */
import type { Cart, CartUpdateAction } from "@commercetools/platform-sdk";
import { invalidInput } from "../../errors";
import { ADDRESS_AND_SHIPPING_ACTIONS } from "./addresses-shipping";
import { CUSTOM_FIELD_ACTIONS } from "./custom-fields";
import { CUSTOM_LINE_ITEM_ACTIONS } from "./custom-line-items";
import { CUSTOMER_ACTIONS } from "./customer";
import { DISCOUNT_CODE_ACTIONS } from "./discount-codes";
import { LINE_ITEM_ACTIONS } from "./line-items";
import { PAYMENT_ACTIONS } from "./payments";
import { TAX_ACTIONS } from "./taxes";
import type { ActionEnv, CartActionHandler, CartActionHandlers, CartActionName } from "./types";

export { addLineItem } from "./line-items";
export type { ActionEnv } from "./types";

const HANDLERS: CartActionHandlers = {
  ...LINE_ITEM_ACTIONS,
  ...DISCOUNT_CODE_ACTIONS,
  ...ADDRESS_AND_SHIPPING_ACTIONS,
  ...CUSTOMER_ACTIONS,
  ...CUSTOM_FIELD_ACTIONS,
  ...PAYMENT_ACTIONS,
  ...CUSTOM_LINE_ITEM_ACTIONS,
  ...TAX_ACTIONS,
};

export function applyCartAction(cart: Cart, action: CartUpdateAction, env: ActionEnv): Cart {
  // Own properties only: an action named like an Object method is as unknown as any other.
  const handler = Object.hasOwn(HANDLERS, action.action)
    ? (HANDLERS[action.action] as CartActionHandler<CartActionName>)
    : undefined;
  if (!handler) {
    throw invalidInput(`The action '${action.action}' is not supported by the embedded platform.`, "action");
  }
  return handler(cart, action, env);
}
