import { describe, expect, it } from "vitest";
import type { GooglePayPaymentData } from "../../config";
import { mapGooglePayAddress } from "./google-pay-address";

const data = (over: Partial<GooglePayPaymentData> = {}): GooglePayPaymentData => ({
  email: "erika@example.com",
  paymentMethodData: { type: "CARD", tokenizationData: { type: "PAYMENT_GATEWAY", token: "tok_1" } },
  shippingAddress: {
    name: "Erika Mustermann",
    phoneNumber: "+49 30 1234567",
    countryCode: "DE",
    locality: "Berlin",
    postalCode: "10115",
    address1: "Hauptstraße 5",
    address2: "Hinterhaus",
    address3: "2. OG",
  },
  ...over,
});
const address = (over: Partial<NonNullable<GooglePayPaymentData["shippingAddress"]>>) =>
  data({ shippingAddress: { ...data().shippingAddress, ...over } });

describe("the Google Pay address mapping (SPEC §3, §5)", () => {
  it("maps every field as SPEC §3 says", () => {
    expect(mapGooglePayAddress(data(), "DE")).toEqual({
      ok: true,
      email: "erika@example.com",
      token: "tok_1",
      address: {
        firstName: "Erika Mustermann",
        phone: "+49 30 1234567",
        country: "DE",
        city: "Berlin",
        streetName: "Hauptstraße 5",
        postalCode: "10115",
        additionalAddressInfo: "Hinterhaus, 2. OG",
        email: "erika@example.com",
      },
    });
  });

  it("joins address2 and address3, whichever is there, and leaves out an empty one", () => {
    const info = (over: Parameters<typeof address>[0]) => {
      const mapped = mapGooglePayAddress(address(over), "DE");
      return mapped.ok ? mapped.address.additionalAddressInfo : mapped.error;
    };
    expect(info({ address2: "", address3: "2. OG" })).toBe("2. OG");
    expect(info({ address2: "Hinterhaus", address3: undefined })).toBe("Hinterhaus");
    expect(info({ address2: " ", address3: "" })).toBeUndefined();
  });

  it("needs an address: none, or one without street, city, postal code or name, is 'missing'", () => {
    expect(mapGooglePayAddress(data({ shippingAddress: undefined }), "DE")).toEqual({
      ok: false,
      error: "addressMissing",
    });
    for (const field of ["address1", "locality", "postalCode", "name"] as const)
      expect(mapGooglePayAddress(address({ [field]: " " }), "DE")).toEqual({
        ok: false,
        error: "addressMissing",
      });
  });

  it("ships only to the shop's own country", () => {
    expect(mapGooglePayAddress(address({ countryCode: "AT" }), "DE")).toEqual({
      ok: false,
      error: "otherCountry",
    });
    expect(mapGooglePayAddress(address({ countryCode: undefined }), "DE")).toEqual({
      ok: false,
      error: "otherCountry",
    });
    const lower = mapGooglePayAddress(address({ countryCode: "de" }), "DE");
    expect(lower.ok && lower.address.country).toBe("DE");
  });

  it("requires a phone number and an e-mail", () => {
    expect(mapGooglePayAddress(address({ phoneNumber: "" }), "DE")).toEqual({
      ok: false,
      error: "phoneMissing",
    });
    expect(mapGooglePayAddress(data({ email: undefined }), "DE")).toEqual({
      ok: false,
      error: "emailMissing",
    });
  });
});
