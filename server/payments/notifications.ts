/**
 * Adyen's standard webhook: `{ live, notificationItems: [{ NotificationRequestItem }] }`, each item
 * signed with HMAC-SHA256 over its fixed fields (the library's hmacValidator computes and checks it).
 */
import adyen, { type Types } from "@adyen/api-library";
import { z } from "zod";
import type { PaymentNotification } from "./port";

type NotificationRequestItem = Types.notification.NotificationRequestItem;

const validator = new adyen.hmacValidator();

const bodySchema = z.object({
  notificationItems: z.array(z.object({ NotificationRequestItem: z.unknown() })),
});

const itemSchema = z.object({
  eventCode: z.string(),
  success: z.enum(["true", "false"]),
  pspReference: z.string(),
  originalReference: z.string().optional(),
  merchantReference: z.string(),
  merchantAccountCode: z.string(),
  amount: z.object({ currency: z.string(), value: z.number().int() }),
  paymentMethod: z.string().optional(),
  reason: z.string().optional(),
  additionalData: z.record(z.string(), z.unknown()).optional(),
});

/** Adds `additionalData.hmacSignature` to an item, as Adyen signs it. */
export function signNotificationItem(
  item: NotificationRequestItem,
  hmacKey: string,
): NotificationRequestItem {
  const hmacSignature = validator.calculateHmac(item, hmacKey);
  return { ...item, additionalData: { ...item.additionalData, hmacSignature } };
}

/** The items of a webhook body whose signature matches `hmacKey`; any other item is logged and dropped. */
export function verifyNotificationItems(body: unknown, hmacKey: string): PaymentNotification[] {
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) {
    console.warn("Payment webhook: not a standard notification body; ignored");
    return [];
  }
  // Dropped items are counted and logged once: a body of many forged items is one line, not thousands.
  let malformed = 0;
  let unsigned = 0;
  const verified = parsed.data.notificationItems.flatMap(({ NotificationRequestItem: raw }) => {
    const item = itemSchema.safeParse(raw);
    if (!item.success) {
      malformed++;
      return [];
    }
    if (!isSigned(raw as NotificationRequestItem, hmacKey)) {
      unsigned++;
      return [];
    }
    const {
      eventCode,
      success,
      pspReference,
      originalReference,
      merchantReference,
      amount,
      paymentMethod,
      reason,
    } = item.data;
    return [
      {
        eventCode,
        success: success === "true",
        pspReference,
        ...(originalReference ? { originalReference } : {}),
        merchantReference,
        amount,
        paymentMethod,
        reason,
      },
    ];
  });
  if (malformed + unsigned > 0)
    console.warn(
      `Payment webhook: ${malformed} malformed and ${unsigned} unsigned notification item(s) dropped`,
    );
  return verified;
}

function isSigned(item: NotificationRequestItem, hmacKey: string): boolean {
  try {
    return validator.validateHMAC(item, hmacKey);
  } catch {
    return false; // the library throws when the item carries no signature
  }
}
