/**
 * SPEC §3 "Google express pay mapping" and §5 "Google express pay", in one pure function: the
 * shipping address and e-mail of a Google Pay sheet's payment data, as the cart's address, or why it
 * cannot be one. The embedded test sheet and Adyen Web's Google Pay component post the same
 * PaymentData shape, so both go through this code (docs/decisions/0031).
 */
import type { BaseAddress } from "@commercetools/platform-sdk";
import type { GooglePayAddress, GooglePayPaymentData } from "../../config";

/** Why the sheet's data cannot make the cart's address (keys of the `express` namespace's `errors`). */
export type GooglePayAddressError = "addressMissing" | "otherCountry" | "phoneMissing" | "emailMissing";

export type GooglePayMapping =
  | { ok: true; address: BaseAddress; email: string; token: string }
  | { ok: false; error: GooglePayAddressError };

const filled = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/**
 * SPEC §3: name → firstName, phoneNumber → phone, countryCode → country, locality → city,
 * address1 → streetName, address2 and address3 joined into additionalAddressInfo (", " between
 * them, as a street line reads). The postal code keeps its name, and the e-mail goes on the address
 * as on every checkout address. SPEC §5: without an address (no street, city or postal code to ship
 * to) 'Adress from Google express payment is missing'; shipping only to the shop's own country
 * (`isoCode`); a phone number is required.
 */
export function mapGooglePayAddress(data: GooglePayPaymentData, isoCode: string): GooglePayMapping {
  const from: GooglePayAddress = data.shippingAddress ?? {};
  const street = filled(from.address1);
  const city = filled(from.locality);
  const postalCode = filled(from.postalCode);
  const firstName = filled(from.name);
  if (!street || !city || !postalCode || !firstName) return { ok: false, error: "addressMissing" };
  const country = filled(from.countryCode)?.toUpperCase();
  if (country !== isoCode.toUpperCase()) return { ok: false, error: "otherCountry" };
  const phone = filled(from.phoneNumber);
  if (!phone) return { ok: false, error: "phoneMissing" };
  const email = filled(data.email);
  if (!email?.includes("@")) return { ok: false, error: "emailMissing" };
  const additional = [filled(from.address2), filled(from.address3)].filter(Boolean).join(", ");
  const address: BaseAddress = {
    firstName,
    phone,
    country,
    city,
    streetName: street,
    postalCode,
    ...(additional ? { additionalAddressInfo: additional } : {}),
    email,
  };
  return { ok: true, address, email, token: data.paymentMethodData.tokenizationData.token };
}
