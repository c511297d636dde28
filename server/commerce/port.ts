/**
 * The commerce port: the platform operations of SPEC §7 as one typed interface in commercetools'
 * shapes. The embedded engine (`local/`) and the commercetools adapter implement it; routes and
 * services use nothing else. Failures are `CommerceError`s (errors.ts).
 */
import type {
  Cart,
  CartDiscount,
  CartDraft,
  CartUpdateAction,
  Category,
  Customer,
  CustomerDraft,
  CustomerSignInResult,
  CustomerToken,
  CustomerUpdateAction,
  InventoryEntry,
  Order,
  OrderUpdateAction,
  Payment,
  PaymentDraft,
  PaymentState,
  PaymentUpdateAction,
  ProductProjection,
  Review,
  ShippingMethod,
  Store,
} from "@commercetools/platform-sdk";
import { sha256Hex } from "../digest";

/**
 * A value and everything in it read-only: tsc refuses a write into it. What the embedded engine
 * shares between readers is deep-frozen at run time (server/commerce/local/db.ts sharedDoc), where
 * such a write would throw.
 */
export type DeepReadonly<T> = T extends string | number | boolean | bigint | symbol | null | undefined
  ? T
  : T extends (...args: never[]) => unknown
    ? T
    : T extends readonly (infer E)[]
      ? readonly DeepReadonly<E>[]
      : T extends object
        ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
        : T;

/**
 * A product as the port answers it, read-only: the embedded engine's answers share their names,
 * slugs, images, prices and categories with the stored document every other reader gets (frozen,
 * decision 0070). A caller builds its own objects around it.
 */
export type SharedProduct = DeepReadonly<ProductProjection>;

/**
 * A review as the port lists it, read-only: the embedded engine keeps a product's review pages and
 * shares them, frozen, between readers (decision 0086).
 */
export type SharedReview = DeepReadonly<Review>;

/** What decides the price of a product: SPEC §3 prices per country, currency and customer group. */
export interface PriceScope {
  /** ISO country code, upper case ("DE"). */
  country: string;
  currency: string;
  customerGroupId?: string;
  /** Supply channel of the availability shown, if any. */
  supplyChannelId?: string;
}

export interface ProductQuery {
  ids?: string[];
  skus?: string[];
  categoryIds?: string[];
  /** Every pair must match (SPEC §5: attribute lookup matches only if all requested pairs are present). */
  attributes?: Record<string, string | number | boolean>;
  inStockOnly?: boolean;
  /** Published only, unless false. */
  published?: boolean;
  limit?: number;
  offset?: number;
}

export interface Page<T> {
  limit: number;
  offset: number;
  count: number;
  total: number;
  results: T[];
}

export interface CategoryQuery {
  ids?: string[];
  keys?: string[];
  /** Slug in a language ("de"). */
  slug?: { language: string; value: string };
}

export interface OrderFromCart {
  id: string;
  version: number;
  /** A caller-supplied key: the same key always yields the same order (double submits). */
  idempotencyKey: string;
  /** The new order's payment state ("Pending" when absent): an authorised card payment is "Paid" at once. */
  paymentState?: PaymentState;
}

/** An order by id, by number, or by a payment it holds (a provider's notification names the payment). */
export type OrderLookup =
  | { id: string }
  | { orderNumber: string }
  | { paymentId: string }
  | { cartId: string };

/** Where sign-up and sign-in take the shopper's anonymous cart (merged into the customer's). */
export interface SignInOptions {
  anonymousCartId?: string;
  storeKey?: string;
}

export interface ReviewInput {
  productId: string;
  /** The purchased SKU the review is about (SPEC §8: only buyers of the SKU may review, once per purchase). */
  sku: string;
  customerId: string;
  rating: number;
  title?: string;
  text?: string;
  authorName?: string;
  locale?: string;
}

/**
 * One row of the SEO redirect table (SPEC §2 guard 12): a path without language prefix, its target
 * (a path or an absolute URL) and an optional redirect code (301 when absent).
 */
export interface SeoRedirect {
  path: string;
  target: string;
  code?: 301 | 302 | 307 | 308;
}

/**
 * The container of newsletter consents: one per subscriber, keyed by the SHA-256 of the lower-cased
 * e-mail, so confirming again updates the subscriber's entry instead of adding one.
 */
export const NEWSLETTER_CONSENTS_CONTAINER = "newsletter-consents";
export async function consentKey(email: string): Promise<string> {
  // Web Crypto, not node:crypto: the commercetools adapter runs in the edge build too (issue 18).
  return sha256Hex(email.toLowerCase());
}

/** A confirmed newsletter consent: the subscriber and the hash of the link they confirmed with. */
export interface NewsletterConsent {
  email: string;
  hash: string;
}

/** Where the SEO redirect table is kept: one custom object, as on commercetools. */
export const SEO_REDIRECTS_OBJECT = { container: "seo", key: "redirects" } as const;

/** A SKU's new available quantity (SPEC §7 updated-stock). */
export interface StockChange {
  sku: string;
  availableQuantity: number;
}

/**
 * What an engine that selects prices itself can add to the port: one page of published products
 * (`queryProducts`' order) in several price scopes at once, each product read once. The search
 * indexer uses it when the engine has it (the embedded one); commercetools selects the price per
 * request, so over its API the indexer asks once per scope (issue 20 item 6, decision 0049).
 */
export interface MultiScopeCatalog {
  queryProductsInScopes(
    page: { limit: number; offset: number },
    scopes: readonly PriceScope[],
  ): Promise<Page<SharedProduct>[]>;
}

export const isMultiScopeCatalog = (commerce: object): commerce is MultiScopeCatalog =>
  typeof (commerce as Partial<MultiScopeCatalog>).queryProductsInScopes === "function";

export interface CommercePort {
  // Catalog
  productBySlug(slug: { language: string; value: string }, scope: PriceScope): Promise<SharedProduct | null>;
  queryProducts(query: ProductQuery, scope: PriceScope): Promise<Page<SharedProduct>>;
  categories(query?: CategoryQuery): Promise<Category[]>;
  stores(keys?: string[]): Promise<Store[]>;
  /** SPEC §7 getInventory: an empty list makes no call. */
  inventory(skus: string[], supplyChannelId?: string): Promise<InventoryEntry[]>;
  /** SPEC §7 getShippingMethodsWithoutId: the methods of a country's zone. */
  shippingMethods(country: string): Promise<ShippingMethod[]>;
  /** The methods offered for a cart (matching its shipping country and predicate). */
  shippingMethodsForCart(cartId: string): Promise<ShippingMethod[]>;
  /** SPEC §7 getVolumeDiscounts: active discounts of a group in a store, by sort order ascending. */
  volumeDiscounts(group: string, storeKey: string): Promise<CartDiscount[]>;
  /**
   * SPEC §2 guard 6: records the consent of a subscriber who confirmed a link the shop issued
   * (server/newsletter): one custom object per subscriber, as on commercetools; the latest
   * confirmation replaces an earlier one.
   */
  recordNewsletterConsent(consent: NewsletterConsent): Promise<void>;
  /** SPEC §7 seo-redirection: the whole SEO redirect table (callers cache it). */
  seoRedirects(): Promise<SeoRedirect[]>;
  /** SPEC §7 getPersonalizedDiscounts: the discount of a cohort tier, if any. */
  personalizedDiscount(cohortTier: string, storeKey: string): Promise<CartDiscount | null>;

  // Carts (SPEC §4 "Cart lifecycle": every change names the version it read)
  createCart(draft: CartDraft): Promise<Cart>;
  getCart(id: string): Promise<Cart | null>;
  activeCart(owner: { customerId?: string; anonymousId?: string }, storeKey: string): Promise<Cart | null>;
  updateCart(id: string, version: number, actions: CartUpdateAction[]): Promise<Cart>;
  deleteCart(id: string, version: number): Promise<Cart>;

  // Orders
  createOrderFromCart(input: OrderFromCart): Promise<Order>;
  order(by: OrderLookup): Promise<Order | null>;
  /** Payment, order and shipment state changes (the payment provider's notifications). */
  updateOrder(id: string, version: number, actions: OrderUpdateAction[]): Promise<Order>;
  ordersOfCustomer(customerId: string, page?: { limit?: number; offset?: number }): Promise<Page<Order>>;

  // Payments (SPEC §7 createBankPayment, createCodPayment): created, then added to the cart (addPayment)
  createPayment(draft: PaymentDraft): Promise<Payment>;
  payment(id: string): Promise<Payment | null>;
  /** Transactions and status of a payment as the provider reports them. */
  updatePayment(id: string, version: number, actions: PaymentUpdateAction[]): Promise<Payment>;

  // Customers (SPEC §7 customerSignMeUp, customerSignMeIn, customerUpdateMe, password change and reset)
  signUp(draft: CustomerDraft, options?: SignInOptions): Promise<CustomerSignInResult>;
  signIn(
    credentials: { email: string; password: string },
    options?: SignInOptions,
  ): Promise<CustomerSignInResult>;
  customer(id: string): Promise<Customer | null>;
  updateCustomer(id: string, version: number, actions: CustomerUpdateAction[]): Promise<Customer>;
  changePassword(input: {
    id: string;
    version: number;
    currentPassword: string;
    newPassword: string;
  }): Promise<Customer>;
  /** A reset token for the e-mail's customer, or null when there is none (callers must not tell the difference). */
  createPasswordResetToken(email: string, ttlMinutes?: number): Promise<CustomerToken | null>;
  /** The new password; the customer's e-mail is verified after (the token came by e-mail; decision 0064). */
  resetPassword(tokenValue: string, newPassword: string): Promise<Customer>;

  /**
   * Called with the SKUs whose stock changed and their new available quantity, so the search index
   * and the cart rooms can follow. The embedded platform calls it after orders and restocks; on
   * commercetools the same comes from a subscription (not wired yet: see the README). Answers the
   * function that removes the listener.
   */
  onStockChange?(listener: (changes: StockChange[]) => void): () => void;

  // Reviews (SPEC §7 getReview, add-review)
  createReview(input: ReviewInput): Promise<Review>;
  /**
   * A product's reviews included in statistics, in `sort` order (SPEC §9). With `language`, the
   * reviews written in it (their locale "de" or "de-DE") come first, each group in `sort` order, so
   * a page lists what its shoppers can read before the rest. A review dated after now is never
   * listed: an import may carry dates the shop has not reached yet. A review's translations
   * (`titleTranslations`, `textTranslations`) need hold only those into `language`: the embedded
   * engine keeps no others (decision 0086), so none without one.
   */
  reviews(query: {
    productId: string;
    limit?: number;
    offset?: number;
    sort?: "top" | "recent";
    language?: string;
  }): Promise<DeepReadonly<Page<Review>>>;
  /** The reviews a customer wrote, newest first (the account's "my reviews"). */
  reviewsOfCustomer(customerId: string, page?: { limit?: number; offset?: number }): Promise<Page<Review>>;
}
