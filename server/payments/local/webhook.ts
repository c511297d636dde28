/**
 * The local provider's notifications: each item HMAC-signed as Adyen signs it and posted to the
 * shop's webhook, retried once a second later; `settled` lets tests and shutdown wait for them.
 * Amounts are in Adyen's units (HUF in hundredths), as Adyen's own notifications, so a shop on the
 * Adyen adapter over this provider's HTTP API reads them right (decision 0038).
 */

import { toAdyenAmount } from "../adyen-amounts";
import { signNotificationItem } from "../notifications";

/** The merchant account the local provider answers for (a storefront sets it as ADYEN_MERCHANT_ACCOUNT). */
export const LOCAL_MERCHANT_ACCOUNT = "ProEquipLocalECOM";
const RETRY_DELAY_MS = 1000;

/** One notification item before it is dated and signed. */
export interface NotificationEvent {
  eventCode: "AUTHORISATION" | "CANCEL_OR_REFUND" | "CANCELLATION" | "REFUND";
  pspReference: string;
  originalReference?: string;
  merchantReference: string;
  amount: { currency: string; value: number };
  paymentMethod?: string;
  reason?: string;
  success: boolean;
}

export class WebhookDelivery {
  private readonly deliveries = new Set<Promise<void>>();

  constructor(private readonly options: { hmacKey: string; webhookUrl: string; now: () => Date }) {}

  /** Posts one signed notification item to the shop's webhook, retried once a second later. */
  post(event: NotificationEvent): void {
    const { pspReference } = event;
    const signed = signNotificationItem(
      {
        additionalData: {},
        ...event,
        amount: toAdyenAmount(event.amount),
        eventDate: this.options.now().toISOString(),
        merchantAccountCode: LOCAL_MERCHANT_ACCOUNT,
        success: event.success ? "true" : "false",
      },
      this.options.hmacKey,
    );
    const post = async () => {
      const item = await signed;
      const body = JSON.stringify({ live: "false", notificationItems: [{ NotificationRequestItem: item }] });
      const response = await fetch(this.options.webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    };
    const delivery = post()
      .catch(async (error) => {
        console.warn(`Local payments: notification ${pspReference} failed (${error}); retrying in 1 s`);
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
        await post();
      })
      .catch((error) => console.error(`Local payments: notification ${pspReference} not delivered`, error))
      .finally(() => this.deliveries.delete(delivery));
    this.deliveries.add(delivery);
  }

  /** Resolves once every notification sent so far has been delivered or given up. */
  async settled(): Promise<void> {
    await Promise.all(this.deliveries);
  }
}
