/**
 * The commerce port over a real commercetools project (@commercetools/platform-sdk). Chosen when the
 * CTP_* variables are set. Prices, taxes and discounts are the platform's; this adapter maps the
 * port's calls to REST endpoints and the platform's errors to CommerceError.
 *
 * This class only composes the resource modules, cut like the platform's API and like the embedded
 * engine (decision 0022): catalog.ts (product projections, categories, stores, inventory),
 * shipping-methods.ts, discounts.ts, custom-objects.ts, carts.ts, orders.ts, payments.ts,
 * customers.ts and reviews.ts. Each receives the project's request builder; request.ts holds what
 * they share (the error mapping, pages, predicate quoting).
 */
import type {
  CartDraft,
  CartUpdateAction,
  CustomerDraft,
  CustomerUpdateAction,
  OrderUpdateAction,
  PaymentDraft,
  PaymentUpdateAction,
} from "@commercetools/platform-sdk";
import type {
  CategoryQuery,
  CommercePort,
  NewsletterConsent,
  OrderFromCart,
  OrderLookup,
  PriceScope,
  ProductQuery,
  ReviewInput,
  SignInOptions,
} from "../port";
import * as carts from "./carts";
import * as catalog from "./catalog";
import * as customObjects from "./custom-objects";
import * as customers from "./customers";
import * as discounts from "./discounts";
import * as orders from "./orders";
import * as payments from "./payments";
import type { Api } from "./request";
import * as reviews from "./reviews";
import * as shipping from "./shipping-methods";

export { toCommerceError } from "./request";

export class CommercetoolsCommerce implements CommercePort {
  constructor(private readonly api: Api) {}

  // ---------------------------------------------------------------- catalog

  productBySlug(slug: { language: string; value: string }, scope: PriceScope) {
    return catalog.productBySlug(this.api, slug, scope);
  }

  queryProducts(query: ProductQuery, scope: PriceScope) {
    return catalog.queryProducts(this.api, query, scope);
  }

  categories(query: CategoryQuery = {}) {
    return catalog.categories(this.api, query);
  }

  stores(keys?: string[]) {
    return catalog.stores(this.api, keys);
  }

  inventory(skus: string[], supplyChannelId?: string) {
    return catalog.inventory(this.api, skus, supplyChannelId);
  }

  shippingMethods(country: string) {
    return shipping.shippingMethods(this.api, country);
  }

  shippingMethodsForCart(cartId: string) {
    return shipping.shippingMethodsForCart(this.api, cartId);
  }

  volumeDiscounts(group: string, storeKey: string) {
    return discounts.volumeDiscounts(this.api, group, storeKey);
  }

  recordNewsletterConsent(consent: NewsletterConsent) {
    return customObjects.recordNewsletterConsent(this.api, consent);
  }

  seoRedirects() {
    return customObjects.seoRedirects(this.api);
  }

  personalizedDiscount(cohortTier: string, storeKey: string) {
    return discounts.personalizedDiscount(this.api, cohortTier, storeKey);
  }

  // ---------------------------------------------------------------- carts

  createCart(draft: CartDraft) {
    return carts.createCart(this.api, draft);
  }

  getCart(id: string) {
    return carts.getCart(this.api, id);
  }

  activeCart(owner: { customerId?: string; anonymousId?: string }, storeKey: string) {
    return carts.activeCart(this.api, owner, storeKey);
  }

  updateCart(id: string, version: number, actions: CartUpdateAction[]) {
    return carts.updateCart(this.api, id, version, actions);
  }

  deleteCart(id: string, version: number) {
    return carts.deleteCart(this.api, id, version);
  }

  // ---------------------------------------------------------------- orders

  createOrderFromCart(input: OrderFromCart) {
    return orders.createOrderFromCart(this.api, input);
  }

  order(by: OrderLookup) {
    return orders.order(this.api, by);
  }

  updateOrder(id: string, version: number, actions: OrderUpdateAction[]) {
    return orders.updateOrder(this.api, id, version, actions);
  }

  ordersOfCustomer(customerId: string, page: { limit?: number; offset?: number } = {}) {
    return orders.ordersOfCustomer(this.api, customerId, page);
  }

  // ---------------------------------------------------------------- payments

  createPayment(draft: PaymentDraft) {
    return payments.createPayment(this.api, draft);
  }

  payment(id: string) {
    return payments.payment(this.api, id);
  }

  updatePayment(id: string, version: number, actions: PaymentUpdateAction[]) {
    return payments.updatePayment(this.api, id, version, actions);
  }

  // ---------------------------------------------------------------- customers

  signUp(draft: CustomerDraft, options: SignInOptions = {}) {
    return customers.signUp(this.api, draft, options);
  }

  signIn(credentials: { email: string; password: string }, options: SignInOptions = {}) {
    return customers.signIn(this.api, credentials, options);
  }

  customer(id: string) {
    return customers.customer(this.api, id);
  }

  updateCustomer(id: string, version: number, actions: CustomerUpdateAction[]) {
    return customers.updateCustomer(this.api, id, version, actions);
  }

  changePassword(input: { id: string; version: number; currentPassword: string; newPassword: string }) {
    return customers.changePassword(this.api, input);
  }

  createPasswordResetToken(email: string, ttlMinutes = 60) {
    return customers.createPasswordResetToken(this.api, email, ttlMinutes);
  }

  resetPassword(tokenValue: string, newPassword: string) {
    return customers.resetPassword(this.api, tokenValue, newPassword);
  }

  // ---------------------------------------------------------------- reviews

  createReview(input: ReviewInput) {
    return reviews.createReview(this.api, input);
  }

  reviews(query: reviews.ReviewsQuery) {
    return reviews.reviews(this.api, query);
  }

  reviewsOfCustomer(customerId: string, page: { limit?: number; offset?: number } = {}) {
    return reviews.reviewsOfCustomer(this.api, customerId, page);
  }
}
