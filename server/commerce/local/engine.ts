/**
 * The embedded commerce platform: the commerce port over SQLite with commercetools semantics.
 * better-sqlite3 is synchronous, so each operation runs in one transaction and concurrent requests
 * of one process are serialised; a stale version still answers ConcurrentModification, as the
 * platform does, so callers retry with the current version.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type {
  Cart,
  CartDraft,
  CartUpdateAction,
  Customer,
  CustomerDraft,
  CustomerSignInResult,
  CustomerToken,
  CustomerUpdateAction,
  InventoryEntry,
  OrderUpdateAction,
  PaymentDraft,
  PaymentUpdateAction,
  Review,
} from "@commercetools/platform-sdk";
import { CommerceError, concurrentModification, invalidInput, notFound } from "../errors";
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
import { addLineItem } from "./cart-actions";
import { type CalcContext, recalculate } from "./cart-calculator";
import * as carts from "./carts";
import * as catalog from "./catalog";
import type { EngineContext } from "./context";
import * as customObjects from "./custom-objects";
import { applyCustomerAction, checkEmail, newAddress } from "./customers";
import { customerPage, type Db, doc } from "./db";
import * as discounts from "./discounts";
import * as orders from "./orders";
import { hashPassword, verifyPassword } from "./passwords";
import * as payments from "./payments";
import { loadReference } from "./reference-data";
import { REVIEW_ERRORS, ratingStatistics } from "./reviews";
import * as shipping from "./shipping-methods";
import * as stock from "./stock";

/** Verified against for unknown e-mails, so sign-in takes as long whether or not the account exists. */
const DUMMY_HASH =
  "scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==";

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

  private get ref() {
    return this.ctx.ref;
  }

  private calcContext(): CalcContext {
    return this.ctx.calc();
  }

  private productRow(id: string) {
    return catalog.productRow(this.db, id);
  }

  private availability(skus: string[], channelId = "") {
    return stock.availability(this.db, skus, channelId);
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

  private cartRow(id: string) {
    return carts.cartRow(this.db, id);
  }

  private saveCart(cart: Cart) {
    carts.saveCart(this.db, cart);
  }

  private addLineItem(cart: Cart, action: Parameters<typeof addLineItem>[2], ctx: CalcContext) {
    return addLineItem(this.db, cart, action, ctx);
  }

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

  private customerRow(id: string): Customer | undefined {
    const row = this.db.prepare("SELECT data FROM customers WHERE id = ?").get(id);
    return row ? doc<Customer>(row) : undefined;
  }

  private saveCustomer(customer: Customer, passwordHash?: string) {
    this.db
      .prepare(
        `INSERT INTO customers (id, email_lower, password_hash, version, data) VALUES (@id, @email, @hash, @version, @data)
         ON CONFLICT(id) DO UPDATE SET email_lower = @email, version = @version, data = @data,
           password_hash = COALESCE(@hash, password_hash)`,
      )
      .run({
        id: customer.id,
        email: customer.email.toLowerCase(),
        hash: passwordHash ?? null,
        version: customer.version,
        data: JSON.stringify(customer),
      });
  }

  private groupId(ref: { id?: string; key?: string } | undefined): string | undefined {
    if (!ref) return undefined;
    if (ref.id) return ref.id;
    const row = this.db.prepare("SELECT id FROM customer_groups WHERE key = ?").get(ref.key) as
      | { id: string }
      | undefined;
    if (!row) throw invalidInput(`The customer group '${ref.key}' does not exist.`, "customerGroup");
    return row.id;
  }

  async signUp(draft: CustomerDraft, options: SignInOptions = {}): Promise<CustomerSignInResult> {
    const email = checkEmail(draft.email);
    if (!draft.password) throw invalidInput("A password is required.", "password");
    const hash = await hashPassword(draft.password);
    return this.db.transaction(() => {
      if (this.db.prepare("SELECT 1 FROM customers WHERE email_lower = ?").get(email.toLowerCase())) {
        throw new CommerceError(400, [
          {
            code: "DuplicateField",
            message: "There is already an existing customer with the provided email.",
            field: "email",
            duplicateValue: email,
          },
        ]);
      }
      const now = this.now();
      const addresses = (draft.addresses ?? []).map((a) => newAddress(a, now));
      const at = (index: number | undefined) => (index === undefined ? undefined : addresses[index]?.id);
      const groupId = this.groupId(draft.customerGroup);
      const customer: Customer = {
        id: randomUUID(),
        version: 1,
        email,
        firstName: draft.firstName,
        lastName: draft.lastName,
        dateOfBirth: draft.dateOfBirth,
        companyName: draft.companyName,
        vatId: draft.vatId,
        addresses,
        defaultShippingAddressId: at(draft.defaultShippingAddress),
        shippingAddressIds: (draft.shippingAddresses ?? []).map(at).filter((id): id is string => Boolean(id)),
        defaultBillingAddressId: at(draft.defaultBillingAddress),
        billingAddressIds: (draft.billingAddresses ?? []).map(at).filter((id): id is string => Boolean(id)),
        isEmailVerified: false,
        customerGroup: groupId ? { typeId: "customer-group", id: groupId } : undefined,
        customerGroupAssignments: [],
        custom: draft.custom
          ? {
              type: { typeId: "type", id: draft.custom.type?.key ?? "customer" },
              fields: draft.custom.fields ?? {},
            }
          : undefined,
        locale: draft.locale,
        salutation: draft.salutation,
        stores: (draft.stores ?? []).map((s) => ({ typeId: "store" as const, key: s.key ?? "" })),
        authenticationMode: "Password",
        createdAt: now.toISOString(),
        lastModifiedAt: now.toISOString(),
      };
      this.saveCustomer(customer, hash);
      return { customer, cart: this.takeOverCart(customer, options) };
    })();
  }

  async signIn(
    credentials: { email: string; password: string },
    options: SignInOptions = {},
  ): Promise<CustomerSignInResult> {
    const row = this.db
      .prepare("SELECT id, password_hash FROM customers WHERE email_lower = ?")
      .get(credentials.email.trim().toLowerCase()) as
      | { id: string; password_hash: string | null }
      | undefined;
    // The hash is checked even for an unknown e-mail so both answers take the same time.
    const valid = await verifyPassword(credentials.password, row?.password_hash ?? DUMMY_HASH);
    if (!row || !valid) {
      throw new CommerceError(400, [
        { code: "InvalidCredentials", message: "Account with the given credentials not found." },
      ]);
    }
    return this.db.transaction(() => {
      const customer = this.customerRow(row.id) as Customer;
      return { customer, cart: this.takeOverCart(customer, options) };
    })();
  }

  /**
   * MergeWithExistingCustomerCart: the anonymous cart's lines go into the customer's active cart of
   * the same store (the anonymous cart becomes Merged; a line both carts hold takes the larger
   * quantity); without one, the anonymous cart becomes the customer's.
   */
  private takeOverCart(customer: Customer, { anonymousCartId, storeKey }: SignInOptions): Cart | undefined {
    const anonymous = anonymousCartId ? this.cartRow(anonymousCartId) : undefined;
    const usable =
      anonymous &&
      anonymous.cartState === "Active" &&
      (!anonymous.customerId || anonymous.customerId === customer.id)
        ? anonymous
        : undefined;
    const store = usable?.store?.key ?? storeKey;
    const ownRow = store
      ? this.db
          .prepare(
            "SELECT data FROM carts WHERE customer_id = ? AND cart_state = 'Active' AND store_key = ? ORDER BY last_modified_at DESC LIMIT 1",
          )
          .get(customer.id, store)
      : undefined;
    const own = ownRow ? doc<Cart>(ownRow) : undefined;
    const ctx = this.calcContext();
    const owned = (cart: Cart): Cart => ({
      ...cart,
      customerId: customer.id,
      customerEmail: cart.customerEmail ?? customer.email,
      customerGroup: customer.customerGroup,
      anonymousId: undefined,
    });
    if (usable && own && usable.id !== own.id) {
      let merged = owned(own);
      for (const line of usable.lineItems.filter((l) => l.lineItemMode !== "GiftLineItem")) {
        // As commercetools merges: a line of the same product variant (and channels) takes the larger
        // of both quantities and keeps its own custom fields; any other line is added as it is.
        const same = merged.lineItems.find(
          (l) =>
            l.lineItemMode !== "GiftLineItem" &&
            l.productId === line.productId &&
            l.variant.id === line.variant.id &&
            l.supplyChannel?.id === line.supplyChannel?.id &&
            l.distributionChannel?.id === line.distributionChannel?.id,
        );
        if (same) {
          merged = {
            ...merged,
            lineItems: merged.lineItems.map((l) =>
              l.id === same.id ? { ...l, quantity: Math.max(l.quantity, line.quantity) } : l,
            ),
          };
          continue;
        }
        merged = this.addLineItem(
          merged,
          {
            action: "addLineItem",
            sku: line.variant.sku,
            quantity: line.quantity,
            supplyChannel: line.supplyChannel,
            distributionChannel: line.distributionChannel,
            // A line the shop priced (an extra guarantee) keeps its price: the catalog has none for it.
            externalPrice: line.priceMode === "ExternalPrice" ? line.price.value : undefined,
            custom: line.custom
              ? { type: { typeId: "type", key: line.custom.type.id }, fields: line.custom.fields }
              : undefined,
          },
          ctx,
        );
      }
      merged = recalculate({ ...merged, version: own.version + 1 }, ctx);
      this.saveCart(merged);
      this.saveCart({
        ...usable,
        cartState: "Merged",
        version: usable.version + 1,
        lastModifiedAt: ctx.now.toISOString(),
      });
      return merged;
    }
    const target = usable ?? own;
    if (!target) return undefined;
    const cart = recalculate({ ...owned(target), version: target.version + 1 }, ctx);
    this.saveCart(cart);
    return cart;
  }

  async customer(id: string): Promise<Customer | null> {
    return this.customerRow(id) ?? null;
  }

  async updateCustomer(id: string, version: number, actions: CustomerUpdateAction[]): Promise<Customer> {
    return this.db.transaction(() => {
      const current = this.customerRow(id);
      if (!current) throw notFound(id);
      if (current.version !== version) throw concurrentModification(id, version, current.version);
      const now = this.now();
      let customer = current;
      for (const action of actions) {
        customer = applyCustomerAction(
          customer,
          action.action === "setCustomerGroup"
            ? {
                ...action,
                customerGroup: action.customerGroup && {
                  typeId: "customer-group",
                  id: this.groupId(action.customerGroup),
                },
              }
            : action,
          now,
        );
      }
      if (customer.email.toLowerCase() !== current.email.toLowerCase()) {
        const taken = this.db
          .prepare("SELECT 1 FROM customers WHERE email_lower = ? AND id <> ?")
          .get(customer.email.toLowerCase(), id);
        if (taken)
          throw new CommerceError(400, [
            {
              code: "DuplicateField",
              message: "The e-mail is taken.",
              field: "email",
              duplicateValue: customer.email,
            },
          ]);
      }
      const updated = { ...customer, version: current.version + 1, lastModifiedAt: now.toISOString() };
      this.saveCustomer(updated);
      return updated;
    })();
  }

  async changePassword({
    id,
    version,
    currentPassword,
    newPassword,
  }: {
    id: string;
    version: number;
    currentPassword: string;
    newPassword: string;
  }) {
    const row = this.db.prepare("SELECT password_hash, version FROM customers WHERE id = ?").get(id) as
      | { password_hash: string; version: number }
      | undefined;
    if (!row) throw notFound(id);
    if (row.version !== version) throw concurrentModification(id, version, row.version);
    if (!(await verifyPassword(currentPassword, row.password_hash))) {
      throw new CommerceError(400, [
        { code: "InvalidCurrentPassword", message: "The given current password does not match." },
      ]);
    }
    const hash = await hashPassword(newPassword);
    return this.db.transaction(() => {
      const current = this.customerRow(id) as Customer;
      if (current.version !== version) throw concurrentModification(id, version, current.version);
      const updated = { ...current, version: current.version + 1, lastModifiedAt: this.now().toISOString() };
      this.saveCustomer(updated, hash);
      return updated;
    })();
  }

  async createPasswordResetToken(email: string, ttlMinutes = 60): Promise<CustomerToken | null> {
    const row = this.db
      .prepare("SELECT id FROM customers WHERE email_lower = ?")
      .get(email.trim().toLowerCase()) as { id: string } | undefined;
    if (!row) return null;
    const now = this.now();
    const token: CustomerToken = {
      id: randomUUID(),
      customerId: row.id,
      value: randomBytes(32).toString("base64url"),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + ttlMinutes * 60_000).toISOString(),
      invalidateOlderTokens: true,
    };
    this.db.transaction(() => {
      this.db.prepare("UPDATE customer_tokens SET used = 1 WHERE customer_id = ?").run(row.id);
      this.db
        .prepare("INSERT INTO customer_tokens (value, customer_id, expires_at) VALUES (?, ?, ?)")
        .run(token.value, row.id, token.expiresAt);
    })();
    return token;
  }

  async resetPassword(tokenValue: string, newPassword: string): Promise<Customer> {
    const hash = await hashPassword(newPassword);
    return this.db.transaction(() => {
      const token = this.db
        .prepare("SELECT customer_id, expires_at, used FROM customer_tokens WHERE value = ?")
        .get(tokenValue) as { customer_id: string; expires_at: string; used: number } | undefined;
      if (!token || token.used || new Date(token.expires_at) <= this.now()) {
        throw new CommerceError(400, [
          { code: "ExpiredCustomerPasswordToken", message: "The password token is invalid or has expired." },
        ]);
      }
      this.db.prepare("UPDATE customer_tokens SET used = 1 WHERE value = ?").run(tokenValue);
      const current = this.customerRow(token.customer_id) as Customer;
      const updated = { ...current, version: current.version + 1, lastModifiedAt: this.now().toISOString() };
      this.saveCustomer(updated, hash);
      return updated;
    })();
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
