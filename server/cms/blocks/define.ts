import type { z } from "zod";
import type { CurrencyCode } from "../../../config";
import type { CampaignView } from "../../campaigns";
import type { CardView } from "../../catalog/listing";
import type { Market } from "../../market";
import type { PostTeaser } from "../blog";

/** A shopper's review as a testimonial (SPEC §3 "Review": rating, text, author, the product it is about). */
export interface Testimonial {
  rating: number;
  title: string;
  text: string;
  author: string;
  product: { name: string; href: string };
}

/** The bank data of the market's store (SPEC §3 "Store" custom fields), as bank transfers show it. */
export interface StoreBankDetails {
  owner: string;
  institute: string;
  iban: string;
  bic: string;
}

/**
 * What a block may read while a page is resolved on the server: the market, the clock and the shop's
 * data through narrow functions (server/cms/context.ts builds them over the services), so block
 * modules depend on no service and tests hand in plain values.
 */
export interface BlockContext {
  market: Market;
  now: Date;
  /** In-stock products of a listing tag (bestseller, on-sale, …), best first. */
  productsByTag(tag: string, limit: number): Promise<CardView[]>;
  /** In-stock products of these SKUs, in the order given. */
  productsBySkus(skus: string[]): Promise<CardView[]>;
  /** The catalog's popular search terms (server/catalog/popular-searches.ts). */
  popularSearches(): Promise<string[]>;
  /** Good reviews of the products of a listing tag, in the market's language first. */
  testimonials(tag: string, limit: number): Promise<Testimonial[]>;
  /** The market's store bank data, or null when the store has none. */
  bankDetails(): Promise<StoreBankDetails | null>;
  /** The market's contact reasons (SPEC §4 contact form) with their labels in the market's language. */
  contactReasons(): Promise<{ key: string; label: string }[]>;
  /** The market's free-shipping threshold in major units and its currency (SPEC §9 shipping table). */
  freeShipping(): { amount: number; currency: CurrencyCode } | null;
  /** The market's running campaigns at the shop's clock, soonest ending first (SPEC §9, decision 0051). */
  campaigns(): Promise<CampaignView[]>;
  /** The blog's posts in the market's language, newest first (decision 0051). */
  blogPosts(limit: number): Promise<PostTeaser[]>;
  /** The posts of these slugs in their order, leaving out slugs with no post in the market's language. */
  blogTeasers(slugs: readonly string[]): Promise<PostTeaser[]>;
}

/**
 * One block kind: its content schema (a strict zod object: an editor's typo is an error, not a field
 * silently ignored) and, where the block shows the shop's data, the resolver that reads it on the
 * server. A resolver answers null when the block has nothing to show (no products, an ended
 * campaign): the block is then left out, as SPEC §8 leaves out a block whose data is missing.
 */
export interface BlockDefinition<S extends z.ZodObject = z.ZodObject, V = z.output<S>> {
  schema: S;
  resolve?: (block: z.output<S>, context: BlockContext) => Promise<V | null>;
}

/** A block kind whose content is all it shows. */
export function block<S extends z.ZodObject>(schema: S): BlockDefinition<S, z.output<S>>;
/** A block kind that shows the shop's data too: `resolve` adds it on the server. */
export function block<S extends z.ZodObject, V>(
  schema: S,
  resolve: (block: z.output<S>, context: BlockContext) => Promise<V | null>,
): BlockDefinition<S, V>;
export function block<S extends z.ZodObject, V>(
  schema: S,
  resolve?: (block: z.output<S>, context: BlockContext) => Promise<V | null>,
): BlockDefinition<S, V> {
  return resolve ? { schema, resolve } : { schema };
}
