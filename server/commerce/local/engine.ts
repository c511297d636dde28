/**
 * The embedded commerce platform: the commerce port over SQLite with commercetools semantics.
 * better-sqlite3 is synchronous, so each operation runs in one transaction and concurrent requests
 * of one process are serialised; a stale version still answers ConcurrentModification, as the
 * platform does, so callers retry with the current version.
 */
import { randomUUID } from "node:crypto";
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
} from "@commercetools/platform-sdk";
import { CommerceError, invalidInput } from "../errors";
import type {
  CategoryQuery,
  CommercePort,
  NewsletterConsent,
  OrderFromCart,
  OrderLookup,
  Page,
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
import * as passwords from "./customer-passwords";
import * as customers from "./customers";
import { customerPage, type Db, doc } from "./db";
import * as discounts from "./discounts";
import * as orders from "./orders";
import * as payments from "./payments";
import { loadReference } from "./reference-data";
import { REVIEW_ERRORS, ratingStatistics } from "./reviews";
import * as shipping from "./shipping-methods";
import * as stock from "./stock";

export interface EngineOptions {
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
}

export class LocalCommerce implements CommercePort {
  private readonly ctx: EngineContext;
  private readonly stockFeed: stock.StockFeed;

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
    };
  }

  private now() {
    return this.ctx.now();
  }

  private productRow(id: string) {
    return catalog.productRow(this.db, id);
  }

  // ---------------------------------------------------------------- catalog

  async productBySlug(slug: { language: string; value: string }, scope: PriceScope) {
    return catalog.productBySlug(this.ctx, slug, scope);
  }

  async queryProducts(query: ProductQuery, scope: PriceScope) {
    return catalog.queryProducts(this.ctx, query, scope);
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
    customObjects.recordNewsletterConsent(this.ctx, consent);
  }

  async seoRedirects() {
    return customObjects.seoRedirects(this.db);
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
    this.stockFeed.listen(listener);
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

  /** A customer's orders or reviews, newest first. */
  private customerPage<T>(table: "orders" | "reviews", customerId: string, limit: number, offset: number) {
    return customerPage<T>(this.db, table, customerId, limit, offset);
  }

  // ---------------------------------------------------------------- payments

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
    return customers.customerRow(this.db, id) ?? null;
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

  async createReview(input: ReviewInput): Promise<Review> {
    if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5)
      throw invalidInput("The rating must be 1 to 5.", "rating");
    return this.db.transaction(() => {
      const purchases = this.db
        .prepare(
          `SELECT COUNT(*) AS n FROM orders o, json_each(o.data, '$.lineItems') li
           WHERE o.customer_id = ? AND json_extract(li.value, '$.variant.sku') = ?`,
        )
        .get(input.customerId, input.sku) as { n: number };
      if (purchases.n === 0)
        throw new CommerceError(400, [{ code: "InvalidOperation", message: REVIEW_ERRORS.notPurchased }]);
      const reviewed = this.db
        .prepare("SELECT COUNT(*) AS n FROM reviews WHERE customer_id = ? AND sku = ?")
        .get(input.customerId, input.sku) as { n: number };
      if (reviewed.n >= purchases.n)
        throw new CommerceError(400, [{ code: "InvalidOperation", message: REVIEW_ERRORS.alreadyReviewed }]);
      const now = this.now().toISOString();
      const review: Review = {
        id: randomUUID(),
        version: 1,
        createdAt: now,
        lastModifiedAt: now,
        locale: input.locale,
        authorName: input.authorName,
        title: input.title,
        text: input.text,
        rating: input.rating,
        target: { typeId: "product", id: input.productId },
        customer: { typeId: "customer", id: input.customerId },
        includedInStatistics: true,
        custom: {
          type: { typeId: "type", id: "review-fields" },
          fields: { reviewCreatedAt: now, source: "shop" },
        },
      };
      this.insertReview(review, input.sku);
      return review;
    })();
  }

  /** Stores a review and refreshes the product's rating statistics in the same transaction. */
  insertReview(review: Review, sku: string) {
    const productId = review.target?.id ?? "";
    this.db
      .prepare(
        "INSERT INTO reviews (id, product_id, sku, customer_id, rating, included_in_statistics, created_at, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .run(
        review.id,
        productId,
        sku,
        review.customer?.id ?? null,
        review.rating ?? null,
        review.includedInStatistics ? 1 : 0,
        review.createdAt,
        JSON.stringify(review),
      );
    const ratings = (
      this.db
        .prepare(
          "SELECT rating FROM reviews WHERE product_id = ? AND included_in_statistics = 1 AND rating IS NOT NULL",
        )
        .all(productId) as { rating: number }[]
    ).map((r) => r.rating);
    const product = this.productRow(productId);
    if (product) {
      this.db
        .prepare("UPDATE products SET data = ? WHERE id = ?")
        .run(JSON.stringify({ ...product, reviewRatingStatistics: ratingStatistics(ratings) }), productId);
    }
  }

  async reviews({
    productId,
    limit = 10,
    offset = 0,
    sort = "top",
  }: {
    productId: string;
    limit?: number;
    offset?: number;
    sort?: "top" | "recent";
  }): Promise<Page<Review>> {
    // SPEC §9: top = rating, newest review, text, descending; most recent = newest first.
    const order =
      sort === "top" ? "rating DESC, created_at DESC, json_extract(data, '$.text') DESC" : "created_at DESC";
    const total = (
      this.db
        .prepare("SELECT COUNT(*) AS n FROM reviews WHERE product_id = ? AND included_in_statistics = 1")
        .get(productId) as { n: number }
    ).n;
    const results = this.db
      .prepare(
        `SELECT data FROM reviews WHERE product_id = ? AND included_in_statistics = 1 ORDER BY ${order} LIMIT ? OFFSET ?`,
      )
      .all(productId, limit, offset)
      .map((row) => doc<Review>(row));
    return { limit, offset, count: results.length, total, results };
  }

  async reviewsOfCustomer(customerId: string, { limit = 10, offset = 0 } = {}): Promise<Page<Review>> {
    return this.customerPage<Review>("reviews", customerId, limit, offset);
  }
}
