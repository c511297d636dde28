import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { CONTACT_REASONS, CUSTOMER_CARE } from "./contact";
import {
  CONTACT_FORM,
  contactReasonsFor,
  findContactReason,
  findContactSubreason,
  isPrefillOffered,
  isProductSku,
  productNumberDigits,
} from "./contact-form";
import { contactRequestForm } from "./contact-schema";
import { COUNTRY_SWITCHES } from "./switches";

const form = (entries: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries))
    for (const v of Array.isArray(value) ? value : [value]) data.append(name, v);
  return data;
};
const BASE = {
  contactName: "Jana Nováková",
  email: "jana@example.com",
  subject: "Price for 20 pieces",
  description: "Could you make us an offer?",
};
const parse = (
  country: "de" | "ie",
  reason: string,
  subreason: string,
  fields: Record<string, string | string[]>,
) => {
  const submission = parseWithZod(form({ reason, subreason, ...fields }), {
    schema: contactRequestForm(country, reason, subreason),
  });
  return {
    status: submission.status,
    value: submission.status === "success" ? (submission.value as Record<string, unknown>) : undefined,
    error: submission.status === "error" ? submission.error : undefined,
  };
};

describe("SPEC §4 contact reasons per country", () => {
  it("removes sales exactly where configured: the countries without checkout (decision 0024)", () => {
    expect([...CONTACT_FORM.salesRemovedIn].sort()).toEqual([...COUNTRY_SWITCHES.checkoutDisabled].sort());
    expect(contactReasonsFor("ie").map((r) => r.key)).not.toContain("sales");
    expect(contactReasonsFor("ie")).toHaveLength(10);
    expect(contactReasonsFor("de").map((r) => r.key)).toEqual(CONTACT_REASONS.map((r) => r.key));
    expect(findContactReason("ie", "sales")).toBeUndefined();
    expect(findContactReason("de", ["sales"])).toBeUndefined();
    expect(isPrefillOffered("ie", "quote")).toBe(false);
    expect(isPrefillOffered("ie", "manual")).toBe(true);
    expect(isPrefillOffered("de", "spare-parts")).toBe(true);
  });

  it("finds a subreason only under its own reason", () => {
    const sales = findContactReason("de", "sales");
    expect(findContactSubreason(sales, "spare-parts-request")?.requires).toEqual(["productNumber"]);
    expect(findContactSubreason(sales, "login-issue")).toBeUndefined();
  });

  it("prefills SPEC's modes: manual, quote with quantity 1, spare parts", () => {
    expect(CONTACT_FORM.prefills.manual).toEqual({
      reason: "product-claim-30-days",
      subreason: "missing-language-manual",
    });
    expect(CONTACT_FORM.prefills.quote).toEqual({
      reason: "sales",
      subreason: "offer-discount-request",
      quantity: 1,
    });
    expect(CONTACT_FORM.prefills["spare-parts"].subreason).toBe("spare-parts-request");
    expect(Object.keys(CONTACT_FORM.shortcuts).sort()).toEqual([
      "invoice-request",
      "return-no-reason",
      "shipment-status",
    ]);
    expect(CUSTOMER_CARE.mailbox).toBe("service");
  });
});

describe("SPEC §5 webform rules", () => {
  it("takes digits only for the product number, the prefix may be typed, cut to the maximum", () => {
    expect(productNumberDigits("10000008")).toBe("10000008");
    expect(productNumberDigits("ex 1000 0008")).toBe("10000008");
    expect(productNumberDigits("1000000812345")).toBe("10000008");
    expect(productNumberDigits("12a4")).toBeNull();
    expect(productNumberDigits("-5")).toBeNull();
    expect(isProductSku("EX10000008")).toBe(true);
    expect(isProductSku("EX1000000812")).toBe(false);
    expect(isProductSku("<script>")).toBe(false);
  });

  it("requires the always-required fields and nothing else for a login issue", () => {
    const empty = parse("de", "account", "login-issue", {});
    expect(empty.status).toBe("error");
    expect(empty.error).toMatchObject({
      contactName: ["errors.required"],
      email: ["errors.required"],
      subject: ["errors.required"],
      description: ["errors.required"],
    });
    const ok = parse("de", "account", "login-issue", BASE);
    expect(ok.status).toBe("success");
    expect(ok.value).toMatchObject({ reason: "account", subreason: "login-issue" });
  });

  it("requires product number, VAT ID, quantity and phone for an offer request; quantity has no maximum", () => {
    const missing = parse("de", "sales", "offer-discount-request", BASE);
    expect(Object.keys(missing.error ?? {}).sort()).toEqual(["phone", "productNumber", "quantity", "vatId"]);
    const ok = parse("de", "sales", "offer-discount-request", {
      ...BASE,
      productNumber: "EX10000008",
      vatId: "DE123456789",
      quantity: "250000",
      phone: "+49 30 1234 5678",
    });
    expect(ok.value).toMatchObject({ productNumber: "10000008", quantity: 250000 });
    const zero = parse("de", "sales", "offer-discount-request", {
      ...BASE,
      quantity: "0",
      productNumber: "1x",
    });
    expect(zero.error).toMatchObject({
      quantity: ["errors.quantity"],
      productNumber: ["errors.productNumber"],
    });
  });

  it("answers 'not correct' for a reason removed in the country, a foreign subreason and arrays", () => {
    expect(parse("ie", "sales", "offer-discount-request", BASE).error).toMatchObject({
      reason: ["errors.notCorrect"],
      subreason: ["errors.notCorrect"],
    });
    expect(parse("de", "account", "payment-proof", BASE).error).toMatchObject({
      subreason: ["errors.notCorrect"],
    });
    const arrays = parse("de", "payment", "payment-proof", { ...BASE, orderNumber: ["1", "2"] });
    expect(arrays.status).toBe("error");
    expect(
      parse("de", "payment", "payment-proof", { ...BASE, orderNumber: "x".repeat(31) }).error,
    ).toMatchObject({
      orderNumber: ["errors.tooLong"],
    });
  });
});
