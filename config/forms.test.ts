import { describe, expect, it } from "vitest";
import { checkoutAddressForm, reviewForm, shippingAddressOf } from "./forms";

describe("the review form's schema (decision 0070)", () => {
  it("is built once per consent rule, not on every product page's render", () => {
    expect(reviewForm({ consentRequired: false })).toBe(reviewForm({ consentRequired: false }));
    expect(reviewForm({ consentRequired: true })).toBe(reviewForm({ consentRequired: true }));
    expect(reviewForm({ consentRequired: true })).not.toBe(reviewForm({ consentRequired: false }));
  });

  it("still asks for the consent box only where the country requires it", () => {
    const review = { rating: "4", title: "Gut", text: "Hält.", authorName: "Jana" };
    expect(reviewForm({ consentRequired: false }).safeParse(review).success).toBe(true);
    const withoutConsent = reviewForm({ consentRequired: true }).safeParse(review);
    expect(withoutConsent.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["consent", "reviews.errors.consent"],
    ]);
    expect(reviewForm({ consentRequired: true }).safeParse({ ...review, consent: "on" }).success).toBe(true);
  });
});

describe("the checkout addresses form's second address", () => {
  const posted = {
    email: "eva@example.com",
    clientType: "private",
    billing: {
      firstName: "Eva",
      lastName: "Novak",
      streetName: "Hauptstraße",
      streetNumber: "1",
      postalCode: "10115",
      city: "Berlin",
    },
    shippingType: "different",
    // As a browser posts the block: every field, the optional ones left empty.
    shipping: {
      firstName: "Eva",
      lastName: "Novak",
      company: "",
      streetName: "Hauptstraße",
      streetNumber: "1",
      additionalAddressInfo: "",
      postalCode: "10115",
      city: "Berlin",
      phone: "",
    },
  };

  it("takes empty optional fields as not given", () => {
    const parsed = checkoutAddressForm("de", { guest: true }).safeParse(posted);
    expect(parsed.error?.issues ?? []).toEqual([]);
    if (parsed.success)
      expect(shippingAddressOf("de", parsed.data)).toEqual({
        firstName: "Eva",
        lastName: "Novak",
        streetName: "Hauptstraße",
        streetNumber: "1",
        postalCode: "10115",
        city: "Berlin",
      });
  });

  it("still checks what is filled in, and requires the required fields", () => {
    const parsed = checkoutAddressForm("de", { guest: true }).safeParse({
      ...posted,
      shipping: { ...posted.shipping, phone: "12", city: "" },
    });
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["shipping.city", "errors.required"],
      ["shipping.phone", "errors.phone"],
    ]);
  });
});
