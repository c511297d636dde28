import type { OrderState, PaymentState, ShipmentState } from "@commercetools/platform-sdk";
import { useTranslation } from "react-i18next";
import type { OrderStates as States } from "../../../server/orders";

/** SPEC §4's enumerations, each state's key in the `orders` namespace. */
const STATE_KEYS: {
  order: Record<OrderState, string>;
  payment: Record<PaymentState, string>;
  shipment: Record<ShipmentState, string>;
} = {
  order: {
    Open: "states.order.Open",
    Confirmed: "states.order.Confirmed",
    Complete: "states.order.Complete",
    Cancelled: "states.order.Cancelled",
  },
  payment: {
    Paid: "states.payment.Paid",
    CreditOwed: "states.payment.CreditOwed",
    Pending: "states.payment.Pending",
    Failed: "states.payment.Failed",
    BalanceDue: "states.payment.BalanceDue",
  },
  shipment: {
    Delayed: "states.shipment.Delayed",
    Backorder: "states.shipment.Backorder",
    Partial: "states.shipment.Partial",
    Pending: "states.shipment.Pending",
    Ready: "states.shipment.Ready",
    Shipped: "states.shipment.Shipped",
    // Not in SPEC §4's list, but states of the platform's enumeration.
    Delivered: "states.shipment.Delivered",
    Canceled: "states.shipment.Canceled",
  },
};

/**
 * The names of SPEC §4's order, payment and shipment states in the shopper's language (the `orders`
 * namespace). A state the platform has not set yet reads "not known yet"; one this shop does not
 * know (a platform's newer enumeration value) is shown as the platform names it rather than hidden.
 */
export function useStateNames() {
  const { t } = useTranslation("orders");
  const name = (group: keyof typeof STATE_KEYS, state: string | null) => {
    if (state === null) return t("states.unknown");
    const key = (STATE_KEYS[group] as Record<string, string>)[state];
    return key ? t(key) : state;
  };
  return {
    order: (state: string) => name("order", state),
    payment: (state: string | null) => name("payment", state),
    shipment: (state: string | null) => name("shipment", state),
  };
}

/** An order's three states as a description list (the order detail and the tracking answer). */
export function OrderStates({ states }: { states: States }) {
  const { t } = useTranslation("orders");
  const names = useStateNames();
  return (
    <dl className="order-states">
      <dt>{t("fields.orderState")}</dt>
      <dd data-testid="order-state">{names.order(states.orderState)}</dd>
      <dt>{t("fields.paymentState")}</dt>
      <dd data-testid="payment-state">{names.payment(states.paymentState)}</dd>
      <dt>{t("fields.shipmentState")}</dt>
      <dd data-testid="shipment-state">{names.shipment(states.shipmentState)}</dd>
    </dl>
  );
}
