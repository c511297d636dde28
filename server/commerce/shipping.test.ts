import type { ShippingRate } from "@commercetools/platform-sdk";
import { describe, expect, it } from "vitest";
import { shippingFees } from "../../config";
import { fromMajor } from "./local/money";
import { missingForFreeShipping, shippingPriceCents } from "./shipping";

const eur = shippingFees("de", "EUR");
const parcel: Pick<ShippingRate, "price" | "freeAbove"> = {
  price: fromMajor("EUR", eur.parcelFee),
  freeAbove: fromMajor("EUR", eur.freeAbove),
};
const threshold = fromMajor("EUR", eur.freeAbove).centAmount;

describe("the free-shipping rule (SPEC §5, thresholds of SPEC §9)", () => {
  it("charges the rate below the threshold and nothing from the threshold on", () => {
    expect(shippingPriceCents(parcel, threshold - 1)).toBe(195);
    expect(shippingPriceCents(parcel, threshold)).toBe(0);
    expect(shippingPriceCents(parcel, threshold + 10_000)).toBe(0);
    expect(shippingPriceCents(parcel, 0)).toBe(195);
  });

  it("always charges a rate without a threshold", () => {
    expect(shippingPriceCents({ price: parcel.price }, 1_000_000)).toBe(195);
  });

  it("says what the goods lack for free shipping, never less than nothing", () => {
    expect(missingForFreeShipping(parcel.freeAbove, threshold - 1)).toBe(1);
    expect(missingForFreeShipping(parcel.freeAbove, 2_000)).toBe(threshold - 2_000);
    expect(missingForFreeShipping(parcel.freeAbove, threshold + 1)).toBe(0);
    expect(missingForFreeShipping(undefined, 0)).toBe(0);
  });
});
