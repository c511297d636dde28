/**
 * Posts a Google Pay sheet's payment data to the shop's express endpoint, as a form (with the CSRF
 * token), the same from Adyen Web's component and from the local test sheet. The endpoint answers
 * 303 to the thank-you (or payment error) page, which the browser then opens; or a refusal's key.
 */
import type { ExpressError, ExpressRefused } from "./express";

export type ExpressPosted = { ok: true; location: string } | { ok: false; error: ExpressError };

export async function postPaymentData(
  endpoint: string,
  csrf: string,
  paymentData: unknown,
  shown: { value: number; currency: string },
): Promise<ExpressPosted> {
  const body = new URLSearchParams({
    csrf,
    paymentData: JSON.stringify(paymentData),
    amount: String(shown.value),
    currency: shown.currency,
  });
  try {
    const response = await fetch(endpoint, { method: "POST", body, credentials: "same-origin" });
    if (response.redirected) return { ok: true, location: response.url };
    const answer = (await response.json()) as Partial<ExpressRefused>;
    return { ok: false, error: answer.error ?? "invalid" };
  } catch {
    return { ok: false, error: "invalid" };
  }
}
