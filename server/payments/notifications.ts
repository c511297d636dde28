/**
 * Adyen's standard webhook: `{ live, notificationItems: [{ NotificationRequestItem }] }`, each item
 * signed with HMAC-SHA256 over its fixed fields (Adyen, "Verify HMAC signatures": pspReference,
 * originalReference, merchantAccountCode, merchantReference, amount value, amount currency,
 * eventCode, success, joined with ":"; the key is the hex key of the Customer Area; the signature is
 * base64 in `additionalData.hmacSignature`). Computed with Web Crypto, so the edge build verifies
 * notifications too (issue 18 item 2); byte for byte the signatures of `@adyen/api-library`'s
 * hmacValidator, which signed them before (notifications.test.ts checks both and Adyen's example).
 */
import { z } from "zod";
import { base64 } from "../base64";
import { safeEqual } from "../secure-compare";
import { hmacSha256 } from "../session/hmac";
import type { PaymentNotification } from "./port";

/** The fields of a NotificationRequestItem that are signed, and the rest carried along. */
export interface NotificationItem {
  pspReference: string;
  originalReference?: string;
  merchantAccountCode: string;
  merchantReference: string;
  amount: { currency: string; value: number };
  eventCode: string;
  success: "true" | "false";
  eventDate?: string;
  paymentMethod?: string;
  reason?: string;
  additionalData?: Record<string, unknown>;
}

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

/** The HMAC key's bytes from the Customer Area's hex string, as Buffer.from(hex, "hex") reads it. */
function keyBytes(hmacKey: string): Uint8Array<ArrayBuffer> {
  const pairs = /^(?:[0-9a-fA-F]{2})*/.exec(hmacKey)?.[0].match(/../g) ?? [];
  return new Uint8Array(pairs.map((pair) => Number.parseInt(pair, 16)));
}

/** Adyen's signing string: the fixed fields joined with ":" (a missing originalReference is empty). */
export function signingString(item: NotificationItem): string {
  return [
    item.pspReference,
    item.originalReference ?? "",
    item.merchantAccountCode,
    item.merchantReference,
    item.amount.value,
    item.amount.currency,
    item.eventCode,
    item.success,
  ].join(":");
}

/** The item's HMAC-SHA256 signature in base64, as Adyen computes it. */
export async function notificationSignature(item: NotificationItem, hmacKey: string): Promise<string> {
  return base64(await hmacSha256(keyBytes(hmacKey), signingString(item)));
}

/** Adds `additionalData.hmacSignature` to an item, as Adyen signs it. */
export async function signNotificationItem<T extends NotificationItem>(item: T, hmacKey: string): Promise<T> {
  const hmacSignature = await notificationSignature(item, hmacKey);
  return { ...item, additionalData: { ...item.additionalData, hmacSignature } };
}

/** The items of a webhook body whose signature matches `hmacKey`; any other item is logged and dropped. */
export async function verifyNotificationItems(
  body: unknown,
  hmacKey: string,
): Promise<PaymentNotification[]> {
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) {
    console.warn("Payment webhook: not a standard notification body; ignored");
    return [];
  }
  // Dropped items are counted and logged once: a body of many forged items is one line, not thousands.
  let malformed = 0;
  let unsigned = 0;
  const verified: PaymentNotification[] = [];
  for (const { NotificationRequestItem: raw } of parsed.data.notificationItems) {
    const item = itemSchema.safeParse(raw);
    if (!item.success) {
      malformed++;
      continue;
    }
    if (!(await isSigned(item.data, hmacKey))) {
      unsigned++;
      continue;
    }
    const { eventCode, success, pspReference, originalReference, merchantReference, amount } = item.data;
    verified.push({
      eventCode,
      success: success === "true",
      pspReference,
      ...(originalReference ? { originalReference } : {}),
      merchantReference,
      amount,
      paymentMethod: item.data.paymentMethod,
      reason: item.data.reason,
    });
  }
  if (malformed + unsigned > 0)
    console.warn(
      `Payment webhook: ${malformed} malformed and ${unsigned} unsigned notification item(s) dropped`,
    );
  return verified;
}

async function isSigned(item: NotificationItem, hmacKey: string): Promise<boolean> {
  const given = item.additionalData?.hmacSignature;
  if (typeof given !== "string" || !given) return false;
  // Compared as bytes, as the library compares the decoded base64 (padding and URL-safe forms alike).
  return safeEqual(canonicalBase64(await notificationSignature(item, hmacKey)), canonicalBase64(given));
}

/** A base64 string reduced to its data characters (standard alphabet, no padding). */
const canonicalBase64 = (value: string) =>
  value
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .replace(/[^A-Za-z0-9+/]/g, "");
