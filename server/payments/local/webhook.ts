/**
 * The local provider's notifications: each item HMAC-signed as Adyen signs it and posted to the
 * shop's webhook, retried once a second later; `settled` lets tests and shutdown wait for them.
 */

import adyen, { type Types } from "@adyen/api-library";
import { signNotificationItem } from "../notifications";

const { NotificationRequestItem } = adyen.Types.notification;

const MERCHANT_ACCOUNT = "ProEquipLocalECOM";
const RETRY_DELAY_MS = 1000;

/** One notification item before it is dated and signed. */
export interface NotificationEvent {
  eventCode: Types.notification.NotificationRequestItem.EventCodeEnum;
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
    const item = signNotificationItem(
      {
        additionalData: {},
        ...event,
        eventDate: this.options.now().toISOString(),
        merchantAccountCode: MERCHANT_ACCOUNT,
        success: event.success
          ? NotificationRequestItem.SuccessEnum.True
          : NotificationRequestItem.SuccessEnum.False,
      },
      this.options.hmacKey,
    );
    const body = JSON.stringify({ live: "false", notificationItems: [{ NotificationRequestItem: item }] });
    const post = async () => {
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
