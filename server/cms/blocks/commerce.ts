import { z } from "zod";
import { isSwitchOn, LISTING } from "../../../config";
import { block } from "./define";
import { text } from "./fields";

/**
 * Blocks that show the catalog (SPEC §2: product listings, trusted payments; issue 21 item 1:
 * product slider, comparison, testimonials from reviews). Products, prices and reviews are read on
 * the server for the visitor's market when the page is built, never typed in by editors, so a price
 * on a landing page is the price in the cart.
 */

const tag = z.enum(LISTING.filterTags as [string, ...string[]]);
const limit = (max: number, fallback: number) => z.number().int().min(1).max(max).default(fallback);
const sku = z.string().regex(/^[A-Za-z0-9-]{1,40}$/, "a SKU");

/** Payment marks editors may show; brand names are not translated. */
export const PAYMENT_MARKS = [
  "visa",
  "mastercard",
  "paypal",
  "klarna",
  "googlepay",
  "applepay",
  "ideal",
  "twint",
  "mobilepay",
  "multibanco",
  "bank",
  "cod",
] as const;

/** Marks only some markets offer: bank transfer (SPEC §9 switch), Multibanco (Portugal, SPEC §1). */
function offered(mark: (typeof PAYMENT_MARKS)[number], countryCode: Parameters<typeof isSwitchOn>[1]) {
  if (mark === "bank") return isSwitchOn("bankTransfer", countryCode);
  if (mark === "multibanco") return countryCode === "pt";
  return true;
}

export const commerceBlocks = {
  /** Products of a listing tag; the heading is the tag's translated name and links to its listing. */
  ProductBlock: block(z.strictObject({ tag }), async (b, { productsByTag }) => {
    const products = await productsByTag(b.tag, 8);
    return products.length > 0 ? { ...b, products } : null;
  }),
  /** A product listing with the editor's heading: in-stock products of a tag, up to `limit`. */
  ProductListing: block(
    z.strictObject({ heading: text(160), tag, limit: limit(24, 8) }),
    async (b, { productsByTag }) => {
      const products = await productsByTag(b.tag, b.limit);
      return products.length > 0 ? { ...b, products } : null;
    },
  ),
  /** The same products in one scrolling row (CSS scroll snap; arrows and dots come with part UI). */
  ProductSlider: block(
    z.strictObject({ heading: text(160), tag, limit: limit(24, 12) }),
    async (b, { productsByTag }) => {
      const products = await productsByTag(b.tag, b.limit);
      return products.length > 0 ? { ...b, products } : null;
    },
  ),
  /**
   * Two to four products side by side: their prices, ratings and stock from the catalog and the
   * editor's rows of features, one value per product. Products not sold in the market drop out with
   * their column; fewer than two left is no comparison, so the block goes.
   */
  Comparison: block(
    z
      .strictObject({
        heading: text(160),
        skus: z.array(sku).min(2).max(4),
        rows: z.array(z.strictObject({ label: text(120), values: z.array(text(200)).min(2).max(4) })).max(20),
      })
      .refine((c) => c.rows.every((row) => row.values.length === c.skus.length), {
        message: "every row has one value per product",
        path: ["rows"],
      }),
    async (b, { productsBySkus }) => {
      const found = await productsBySkus(b.skus);
      const columns = b.skus.flatMap((s, i) => {
        const product = found.find((p) => p.sku === s);
        return product ? [{ product, index: i }] : [];
      });
      if (columns.length < 2) return null;
      return {
        heading: b.heading,
        products: columns.map((c) => c.product),
        rows: b.rows.map((row) => ({ label: row.label, values: columns.map((c) => row.values[c.index]) })),
      };
    },
  ),
  /** Shoppers' own words: good reviews of the products of a tag, with stars and the product. */
  Testimonials: block(
    z.strictObject({ heading: text(160), tag, limit: limit(6, 3) }),
    async (b, { testimonials }) => {
      const reviews = await testimonials(b.tag, b.limit);
      return reviews.length > 0 ? { heading: b.heading, reviews } : null;
    },
  ),
  /** The payment methods of the market, from the editor's list less those the market does not offer. */
  TrustedPayments: block(
    z.strictObject({ heading: text(160), methods: z.array(z.enum(PAYMENT_MARKS)).min(1).max(12) }),
    async (b, { market }) => {
      const methods = [...new Set(b.methods)].filter((m) => offered(m, market.country.countryCode));
      return methods.length > 0 ? { heading: b.heading, methods } : null;
    },
  ),
};
