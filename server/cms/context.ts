import { shippingFees } from "../../config";
import type { Campaigns } from "../campaigns";
import type { CardView } from "../catalog/listing";
import type { CommercePort, SharedReview } from "../commerce/port";
import type { Market } from "../market";
import type { BlockContext, StoreBankDetails, Testimonial } from "./blocks";
import type { Blog } from "./blog";

/** What the blocks read, as the shop's services offer it (server/services.ts wires them). */
export interface BlockDataSources {
  catalog: {
    productBlock(market: Market, tag: string, limit?: number): Promise<CardView[]>;
    inStockBySkus(market: Market, skus: string[], limit: number): Promise<CardView[]>;
  };
  commerce: Pick<CommercePort, "queryProducts" | "reviews">;
  stores: { store(market: Market): Promise<{ custom?: { fields: Record<string, unknown> } } | undefined> };
  popularSearches(market: Market): Promise<string[]>;
  /** The running campaigns (server/campaigns, read at the shop's clock; decision 0051). */
  campaigns: Pick<Campaigns, "active">;
  /** The inspirations blog's posts (server/cms/blog.ts). */
  blog: Pick<Blog, "posts" | "teasers">;
  /** The shop's clock (ServicePorts.clock; tests fix it: a countdown or a promotion ends at a given moment). */
  now?: () => Date;
}

/** SPEC §3 "Review": a testimonial needs words and a good rating (4 or 5 stars). */
const TESTIMONIAL_MIN_RATING = 4;

const fieldOf = (fields: Record<string, unknown> | undefined, name: string) =>
  typeof fields?.[name] === "string" ? (fields[name] as string) : "";

/**
 * Good reviews of the products of a tag: the best-rated first per product, in the market's language
 * first (the commerce port's order), at most `limit`, one per product before a second of any.
 */
async function testimonialsOf(sources: BlockDataSources, market: Market, tag: string, limit: number) {
  const cards = await sources.catalog.productBlock(market, tag, 6);
  if (cards.length === 0) return [];
  const { results } = await sources.commerce.queryProducts(
    { skus: cards.map((c) => c.sku), limit: cards.length },
    { country: market.country.isoCode, currency: market.currency.code },
  );
  const perProduct = await Promise.all(
    cards.map(async (card) => {
      const product = results.find((p) => p.masterVariant.sku === card.sku);
      if (!product) return [];
      const { results: reviews } = await sources.commerce.reviews({
        productId: product.id,
        limit: 5,
        sort: "top",
        language: market.language,
      });
      return reviews.filter(isTestimonial).map((r) => asTestimonial(r, card));
    }),
  );
  const picked: Testimonial[] = [];
  for (let round = 0; picked.length < limit && perProduct.some((list) => list.length > round); round++)
    for (const list of perProduct) {
      const next = list[round];
      if (next && picked.length < limit) picked.push(next);
    }
  return picked;
}

const isTestimonial = (r: SharedReview) =>
  (r.rating ?? 0) >= TESTIMONIAL_MIN_RATING && Boolean(r.text?.trim());
const asTestimonial = (r: SharedReview, card: CardView): Testimonial => ({
  rating: r.rating ?? 0,
  title: r.title ?? "",
  text: r.text ?? "",
  author: r.authorName ?? "",
  product: { name: card.name, href: card.href },
});

/**
 * The blocks' view of the shop for one market (BlockContext). `contactReasons` is the page's: its
 * labels are translations, which the app layer has (app/lib/cms-blocks.server.ts).
 */
export function createBlockData(sources: BlockDataSources) {
  const now = sources.now ?? (() => new Date());
  return (market: Market, page: PageOfBlocks): BlockContext => {
    const priced = page.priceCards ?? (async (cards: CardView[]) => cards);
    return {
      ...blockReads(sources, market, page),
      now: now(),
      productsByTag: async (tag, limit) => priced(await sources.catalog.productBlock(market, tag, limit)),
      productsBySkus: async (skus) => {
        const found = await sources.catalog.inStockBySkus(market, skus, skus.length);
        return priced(skus.flatMap((sku) => found.filter((p) => p.sku === sku)));
      },
    };
  };
}
export type BlockData = ReturnType<typeof createBlockData>;

/**
 * What the page adds to the blocks' view: the contact reasons' labels (translations, which the app
 * layer has) and, for a signed-in customer in a price group, the cards of the product blocks with
 * their group prices (SPEC §3, server/tiers groupPricedCards; decision 0065). Without it the cards
 * show the search index's public prices.
 */
export type PageOfBlocks = Pick<BlockContext, "contactReasons"> & {
  priceCards?: (cards: CardView[]) => Promise<CardView[]>;
};

/** The block reads that have no product prices. */
function blockReads(
  sources: BlockDataSources,
  market: Market,
  page: PageOfBlocks,
): Omit<BlockContext, "now" | "productsByTag" | "productsBySkus"> {
  return {
    market,
    popularSearches: () => sources.popularSearches(market),
    testimonials: (tag, limit) => testimonialsOf(sources, market, tag, limit),
    bankDetails: async (): Promise<StoreBankDetails | null> => {
      const fields = (await sources.stores.store(market))?.custom?.fields;
      const bank = {
        owner: fieldOf(fields, "bankAccountOwner"),
        institute: fieldOf(fields, "bankInstitute"),
        iban: fieldOf(fields, "bankIban"),
        bic: fieldOf(fields, "bankBic"),
      };
      return bank.iban ? bank : null;
    },
    freeShipping: () => {
      const { countryCode, currencyCode } = market.country;
      return { amount: shippingFees(countryCode, currencyCode).freeAbove, currency: currencyCode };
    },
    contactReasons: page.contactReasons,
    campaigns: () => sources.campaigns.active(market),
    blogPosts: (limit) => sources.blog.posts(market, limit),
    blogTeasers: (slugs) => sources.blog.teasers(market, slugs),
  };
}
