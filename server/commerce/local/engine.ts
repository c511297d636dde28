/**
 * The embedded commerce platform: the commerce port over SQLite with commercetools semantics.
 * better-sqlite3 is synchronous, so each operation runs in one transaction and concurrent requests
 * of one process are serialised; a stale version still answers ConcurrentModification, as the
 * platform does, so callers retry with the current version.
 *
 * This class only composes the resource modules, one per commercetools resource: catalog.ts
 * (product projections, categories, stores), stock.ts, shipping-methods.ts, discounts.ts,
 * custom-objects.ts, carts.ts (update actions in cart-actions/), orders.ts, payments.ts,
 * customers.ts (with cart-merge.ts and customer-passwords.ts) and reviews.ts. Each gets what it needs
 * through an EngineContext (context.ts).
 */
import type {
  CartDraft,
  CartUpdateAction,
  CustomerDraft,
  CustomerUpdateAction,
  InventoryEntry,
  OrderUpdateAction,
  PaymentDraft,
  PaymentUpdateAction,
  Review,
  ReviewDraft,
} from "@commercetools/platform-sdk";
import type {
  CategoryQuery,
  CommercePort,
  MultiScopeCatalog,
  NewsletterConsent,
  OrderFromCart,
  OrderLookup,
  PriceScope,
  ProductQuery,
  ReviewInput,
  SignInOptions,
  StockChange,
} from "../port";
import { calculatorContext } from "./calculator-context";
import * as carts from "./carts";
import * as catalog from "./catalog";
import type { EngineContext } from "./context";
import * as customObjects from "./custom-objects";
import { withGroups } from "./customer-groups";
import * as passwords from "./customer-passwords";
import * as customers from "./customers";
import type { Db } from "./db";
import * as discounts from "./discounts";
import * as orders from "./orders";
import * as payments from "./payments";
import { loadReference } from "./reference-data";
import * as reviews from "./reviews";
import * as shipping from "./shipping-methods";
import * as stock from "./stock";

export interface EngineOptions {
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
}

export class LocalCommerce implements CommercePort, MultiScopeCatalog {
  private readonly ctx: EngineContext;
  private readonly stockFeed: stock.StockFeed;
  private readonly orderListeners: (() => void)[] = [];

  constructor(
    readonly db: Db,
    options: EngineOptions = {},
  ) {
    const now = options.now ?? (() => new Date());
    const ref = loadReference(db);
    const stockFeed = new stock.StockFeed(db);
    this.stockFeed = stockFeed;
    this.ctx = {
      db,
      now,
      ref,
      calc: () => calculatorContext(db, ref, now()),
      stockChanged: () => stockFeed.passOn(),
      orderPlaced: () => {
        for (const listener of this.orderListeners) {
          try {
            listener();
          } catch (error) {
            // The order is placed: a listener's failure is logged, never the order's.
            console.error("An order listener failed", error);
          }
        }
      },
    };
  }

  // ---------------------------------------------------------------- catalog

  async productBySlug(slug: { language: string; value: string }, scope: PriceScope) {
    return catalog.productBySlug(this.ctx, slug, scope);
  }

  async queryProducts(query: ProductQuery, scope: PriceScope) {
    return catalog.queryProducts(this.ctx, query, scope);
  }

  /** {@link MultiScopeCatalog}: each product read once for all the scopes (a search-index rebuild). */
  async queryProductsInScopes(page: { limit: number; offset: number }, scopes: readonly PriceScope[]) {
    return catalog.queryProductsInScopes(this.ctx, page, scopes);
  }

  async categories(query: CategoryQuery = {}) {
    return catalog.categories(this.db, query);
  }

  async stores(keys?: string[]) {
    return catalog.stores(this.db, keys);
  }

  async inventory(skus: string[], supplyChannelId?: string) {
    return stock.inventoryEntries(this.db, skus, supplyChannelId);
  }

  async shippingMethods(country: string) {
    return shipping.shippingMethods(this.ctx.ref, country);
  }

  async shippingMethodsForCart(cartId: string) {
    return shipping.shippingMethodsForCart(this.ctx, cartId);
  }

  async volumeDiscounts(group: string, storeKey: string) {
    return discounts.volumeDiscounts(this.ctx, group, storeKey);
  }

  async personalizedDiscount(cohortTier: string, storeKey: string) {
    return discounts.personalizedDiscount(this.ctx.ref, cohortTier, storeKey);
  }

  async recordNewsletterConsent(consent: NewsletterConsent) {
    await customObjects.recordNewsletterConsent(this.ctx, consent);
  }

  async seoRedirects() {
    return customObjects.seoRedirects(this.db);
  }

  /** The platform's custom object by container and key (not part of the port: the local commercetools API's). */
  async customObject(container: string, key: string) {
    return customObjects.customObject(this.db, container, key) ?? null;
  }

  /** The platform's custom-object upsert (not part of the port: the local commercetools API's). */
  async upsertCustomObject(draft: { container: string; key: string; value: unknown; version?: number }) {
    return customObjects.upsertCustomObject(this.ctx, draft);
  }

  // ---------------------------------------------------------------- carts

  async createCart(draft: CartDraft) {
    return carts.createCart(this.ctx, draft);
  }

  async getCart(id: string) {
    return carts.cartRow(this.db, id) ?? null;
  }

  async activeCart(owner: { customerId?: string; anonymousId?: string }, storeKey: string) {
    return carts.activeCartRow(this.db, owner, storeKey) ?? null;
  }

  async updateCart(id: string, version: number, actions: CartUpdateAction[]) {
    return carts.updateCart(this.ctx, id, version, actions);
  }

  async deleteCart(id: string, version: number) {
    return carts.deleteCart(this.db, id, version);
  }

  // ---------------------------------------------------------------- stock

  /** Stock changes of this process's orders at once, other processes' within the poll interval. */
  onStockChange(listener: (changes: StockChange[]) => void) {
    return this.stockFeed.listen(listener);
  }

  /**
   * Called after each order this process places (not part of the port): the embedded recommender
   * counts it in then, not when a page asks (decision 0066). Other processes' orders reach it by its
   * periodic catch-up.
   */
  onOrderPlaced(listener: () => void) {
    this.orderListeners.push(listener);
  }

  /** The operator's restock (`npm run restock`); not part of the port (see stock.ts). */
  setStock(sku: string, availableQuantity: number): InventoryEntry {
    return stock.setStock(this.ctx, sku, availableQuantity);
  }

  // ---------------------------------------------------------------- orders and payments

  async createOrderFromCart(input: OrderFromCart) {
    return orders.createOrderFromCart(this.ctx, input);
  }

  async order(by: OrderLookup) {
    return orders.findOrder(this.db, by);
  }

  async updateOrder(id: string, version: number, actions: OrderUpdateAction[]) {
    return orders.updateOrder(this.ctx, id, version, actions);
  }

  async ordersOfCustomer(customerId: string, page: { limit?: number; offset?: number } = {}) {
    return orders.ordersOfCustomer(this.db, customerId, page);
  }

  async createPayment(draft: PaymentDraft) {
    return payments.createPayment(this.ctx, draft);
  }

  async payment(id: string) {
    return payments.paymentRow(this.db, id) ?? null;
  }

  async updatePayment(id: string, version: number, actions: PaymentUpdateAction[]) {
    return payments.updatePayment(this.ctx, id, version, actions);
  }

  // ---------------------------------------------------------------- customers

  async signUp(draft: CustomerDraft, options: SignInOptions = {}) {
    return customers.signUp(this.ctx, draft, options);
  }

  async signIn(credentials: { email: string; password: string }, options: SignInOptions = {}) {
    return customers.signIn(this.ctx, credentials, options);
  }

  async customer(id: string) {
    const customer = customers.customerRow(this.db, id);
    return customer ? withGroups(this.db, customer) : null;
  }

  /** The embedded auth sync's look-up (server/social/local-sync.ts, decision 0061); not a port operation. */
  async customerIdByEmail(email: string) {
    return customers.customerIdByEmail(this.db, email) ?? null;
  }

  async updateCustomer(id: string, version: number, actions: CustomerUpdateAction[]) {
    return customers.updateCustomer(this.ctx, id, version, actions);
  }

  async changePassword(input: { id: string; version: number; currentPassword: string; newPassword: string }) {
    return passwords.changePassword(this.ctx, input);
  }

  async createPasswordResetToken(email: string, ttlMinutes = 60) {
    return passwords.createPasswordResetToken(this.ctx, email, ttlMinutes);
  }

  async resetPassword(tokenValue: string, newPassword: string) {
    return passwords.resetPassword(this.ctx, tokenValue, newPassword);
  }

  // ---------------------------------------------------------------- reviews

  async createReview(input: ReviewInput) {
    return reviews.createReview(this.ctx, input);
  }

  async reviews(query: {
    productId: string;
    limit?: number;
    offset?: number;
    sort?: "top" | "recent";
    language?: string;
  }) {
    return reviews.reviews(this.ctx, query);
  }

  /** The platform's POST /reviews, without the shop's purchase rule (not part of the port: the local commercetools API's). */
  async postReview(draft: ReviewDraft) {
    return reviews.postReview(this.ctx, draft);
  }

  /** A review as an import writes it (not part of the port): tests and tools seed reviews with it. */
  insertReview(review: Review, sku: string) {
    reviews.insertReview(this.db, review, sku);
  }

  async reviewsOfCustomer(customerId: string, page: { limit?: number; offset?: number } = {}) {
    return reviews.reviewsOfCustomer(this.db, customerId, page);
  }
}
