import type { Customer, ProductProjection } from "@commercetools/platform-sdk";
import { describe, expect, it, vi } from "vitest";
import { CommerceError, REVIEW_ERRORS } from "../commerce/errors";
import type { CommercePort } from "../commerce/port";
import { resolveMarket } from "../market";
import { createReviewWriting } from "./review-writing";

const germany = resolveMarket({ host: "de.localhost", pathname: "/" });
const customer = { id: "customer-1" } as Customer;
const value = { rating: 4, title: "Gut", text: "Sehr gut.", authorName: "Eva" };
const product = (sku: string) => ({ id: `product-${sku}`, masterVariant: { sku } }) as ProductProjection;

/** The two calls review writing makes of the platform; the refusal is the platform's. */
function platform(sku: string | null, refusal?: Error) {
  const createReview = vi.fn(async () => {
    if (refusal) throw refusal;
    return {};
  });
  const port = {
    productBySlug: async () => (sku ? product(sku) : null),
    createReview,
  } as unknown as CommercePort;
  return { port, createReview };
}
const refusedWith = (message: string) => new CommerceError(400, [{ code: "InvalidOperation", message }]);

describe("writing a review", () => {
  it("sends the review of the slug's SKU in the page's locale as the customer", async () => {
    const { port, createReview } = platform("EX10000828");
    expect(await createReviewWriting(port).write(germany, "torvik-10000828", customer, value)).toEqual({
      ok: true,
    });
    expect(createReview).toHaveBeenCalledWith({
      productId: "product-EX10000828",
      sku: "EX10000828",
      customerId: "customer-1",
      ...value,
      locale: "de-DE",
    });
  });

  it("refreshes the SKU's search documents after a taken review, and only then", async () => {
    const reviewed = vi.fn(async (_sku: string) => undefined);
    await createReviewWriting(platform("EX10000828").port, { reviewed }).write(
      germany,
      "s-10000828",
      customer,
      value,
    );
    expect(reviewed).toHaveBeenCalledWith("EX10000828");
    const refused = platform("EX10000828", refusedWith(REVIEW_ERRORS.notPurchased));
    reviewed.mockClear();
    await createReviewWriting(refused.port, { reviewed }).write(germany, "s-10000828", customer, value);
    expect(reviewed).not.toHaveBeenCalled();
  });

  it("tells SPEC §8's two refusals apart and calls anything else a problem", async () => {
    const outcome = async (error: Error) =>
      createReviewWriting(platform("EX10000828", error).port).write(germany, "s-10000828", customer, value);
    expect(await outcome(refusedWith(REVIEW_ERRORS.notPurchased))).toEqual({
      ok: false,
      error: "notPurchased",
    });
    expect(await outcome(refusedWith(REVIEW_ERRORS.alreadyReviewed))).toEqual({
      ok: false,
      error: "alreadyReviewed",
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await outcome(new Error("socket hang up"))).toEqual({ ok: false, error: "problem" });
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it("has nothing to review for an unknown slug or an extra guarantee", async () => {
    expect(
      await createReviewWriting(platform(null).port).write(germany, "x-10000001", customer, value),
    ).toBeNull();
    const guarantee = platform("4100010");
    expect(
      await createReviewWriting(guarantee.port).write(germany, "g-10000002", customer, value),
    ).toBeNull();
    expect(guarantee.createReview).not.toHaveBeenCalled();
  });
});
