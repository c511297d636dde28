/**
 * The commerce port over a real commercetools project (@commercetools/platform-sdk). Chosen when the
 * CTP_* variables are set. Prices, taxes and discounts are the platform's; this adapter maps the
 * port's calls to REST endpoints and the platform's errors to CommerceError.
 */
import type {
  ByProjectKeyRequestBuilder,
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
  ErrorObject,
  InventoryEntry,
  Order,
  OrderUpdateAction,
  Payment,
  PaymentDraft,
  PaymentUpdateAction,
  ProductProjection,
  Review,
  ShippingMethod,
  Store,
} from "@commercetools/platform-sdk";
import { LOCALES } from "../../../config";
import { CommerceError } from "../errors";
import { REVIEW_ERRORS } from "../local/review-rules";
import {
  type CategoryQuery,
  type CommercePort,
  consentKey,
  NEWSLETTER_CONSENTS_CONTAINER,
  type NewsletterConsent,
  type OrderFromCart,
  type OrderLookup,
  type Page,
  type PriceScope,
  type ProductQuery,
  type ReviewInput,
  SEO_REDIRECTS_OBJECT,
  type SeoRedirect,
  type SignInOptions,
} from "../port";

/** Quotes a value for a query predicate. */
const q = (value: string) => JSON.stringify(value);
const list = (values: string[]) => values.map(q).join(", ");

/** The SDK's failures as the port's error. */
export function toCommerceError(error: unknown): CommerceError {
  if (error instanceof CommerceError) return error;
  const e = error as {
    statusCode?: number;
    body?: { statusCode?: number; message?: string; errors?: ErrorObject[] };
    message?: string;
  };
  const statusCode = e.statusCode ?? e.body?.statusCode ?? 500;
  const errors = e.body?.errors ?? [
    { code: "General", message: e.body?.message ?? e.message ?? "commercetools request failed" },
  ];
  return new CommerceError(statusCode, errors);
}

/** A platform query result as the port's page. */
const toPage = <T>(result: {
  limit: number;
  offset: number;
  count: number;
  total?: number;
  results: T[];
}): Page<T> => ({
  limit: result.limit,
  offset: result.offset,
  count: result.count,
  total: result.total ?? result.count,
  results: result.results,
});

async function call<T>(request: { execute(): Promise<{ body: T }> }): Promise<T> {
  try {
    return (await request.execute()).body;
  } catch (error) {
    throw toCommerceError(error);
  }
}

async function orNull<T>(request: { execute(): Promise<{ body: T }> }): Promise<T | null> {
  try {
    return await call(request);
  } catch (error) {
    if (error instanceof CommerceError && error.statusCode === 404) return null;
    throw error;
  }
}

/** What the shop reads of a cart or order: the codes' texts and the discounts' names. */
const CART_EXPAND = {
  expand: [
    "discountCodes[*].discountCode",
    "lineItems[*].discountedPricePerQuantity[*].discountedPrice.includedDiscounts[*].discount",
  ],
};

const priceArgs = (scope: PriceScope) => ({
  priceCurrency: scope.currency,
  priceCountry: scope.country,
  ...(scope.customerGroupId ? { priceCustomerGroup: scope.customerGroupId } : {}),
  ...(scope.supplyChannelId ? { priceChannel: scope.supplyChannelId } : {}),
});

export class CommercetoolsCommerce implements CommercePort {
  constructor(private readonly api: ByProjectKeyRequestBuilder) {}

  // ---------------------------------------------------------------- catalog

  async productBySlug(slug: { language: string; value: string }, scope: PriceScope) {
    const page = await call(
      this.api.productProjections().get({
        queryArgs: {
          where: `slug(${slug.language} = ${q(slug.value)})`,
          staged: false,
          limit: 1,
          ...priceArgs(scope),
        },
      }),
    );
    return page.results[0] ?? null;
  }

  async queryProducts(query: ProductQuery, scope: PriceScope): Promise<Page<ProductProjection>> {
    // Product projection search (SPEC §7): filters on ids, SKUs, categories, attributes and stock.
    const filter = [
      ...(query.ids ? [`id:${list(query.ids)}`] : []),
      ...(query.skus ? [`variants.sku:${list(query.skus)}`] : []),
      ...(query.categoryIds ? [`categories.id:${list(query.categoryIds)}`] : []),
      ...Object.entries(query.attributes ?? {}).map(
        ([name, value]) => `variants.attributes.${name}:${typeof value === "string" ? q(value) : value}`,
      ),
      ...(query.inStockOnly ? ["variants.availability.isOnStock:true"] : []),
    ];
    const page = await call(
      this.api
        .productProjections()
        .search()
        .get({
          queryArgs: {
            filter,
            staged: query.published === false,
            limit: query.limit ?? 20,
            offset: query.offset ?? 0,
            sort: ["createdAt desc"],
            ...priceArgs(scope),
          },
        }),
    );
    return toPage(page);
  }

  async categories(query: CategoryQuery = {}): Promise<Category[]> {
    const where = [
      ...(query.ids ? [`id in (${list(query.ids)})`] : []),
      ...(query.keys ? [`key in (${list(query.keys)})`] : []),
      ...(query.slug ? [`slug(${query.slug.language} = ${q(query.slug.value)})`] : []),
    ];
    const page = await call(
      this.api.categories().get({
        queryArgs: {
          ...(where.length ? { where: where.join(" and ") } : {}),
          sort: ["orderHint asc"],
          limit: 500,
        },
      }),
    );
    return page.results;
  }

  async stores(keys?: string[]): Promise<Store[]> {
    const page = await call(
      this.api
        .stores()
        .get({ queryArgs: { ...(keys ? { where: `key in (${list(keys)})` } : {}), limit: 500 } }),
    );
    return page.results;
  }

  async inventory(skus: string[], supplyChannelId?: string): Promise<InventoryEntry[]> {
    if (skus.length === 0) return [];
    const channel = supplyChannelId
      ? `supplyChannel(id = ${q(supplyChannelId)})`
      : "supplyChannel is not defined";
    const page = await call(
      this.api.inventory().get({ queryArgs: { where: `sku in (${list(skus)}) and ${channel}`, limit: 500 } }),
    );
    return page.results;
  }

  async shippingMethods(country: string): Promise<ShippingMethod[]> {
    return (await call(this.api.shippingMethods().matchingLocation().get({ queryArgs: { country } })))
      .results;
  }

  async shippingMethodsForCart(cartId: string): Promise<ShippingMethod[]> {
    return (await call(this.api.shippingMethods().matchingCart().get({ queryArgs: { cartId } }))).results;
  }

  async volumeDiscounts(group: string, storeKey: string): Promise<CartDiscount[]> {
    const page = await call(
      this.api.cartDiscounts().get({
        queryArgs: {
          where: `isActive = true and custom(fields(volumeDiscountGroup = ${q(group)})) and (stores is empty or stores(key = ${q(storeKey)}))`,
          sort: ["sortOrder asc"],
          limit: 100,
        },
      }),
    );
    return page.results;
  }

  async recordNewsletterConsent({ email, hash }: NewsletterConsent): Promise<void> {
    // A custom object posted without a version is created or replaced (commercetools' upsert).
    const value = { email, hash, consent: true, confirmedAt: new Date().toISOString() };
    await call(
      this.api
        .customObjects()
        .post({ body: { container: NEWSLETTER_CONSENTS_CONTAINER, key: consentKey(email), value } }),
    );
  }

  async seoRedirects(): Promise<SeoRedirect[]> {
    const object = await orNull(this.api.customObjects().withContainerAndKey(SEO_REDIRECTS_OBJECT).get());
    return Array.isArray(object?.value) ? (object.value as SeoRedirect[]) : [];
  }

  async personalizedDiscount(cohortTier: string, storeKey: string): Promise<CartDiscount | null> {
    const discount = await orNull(
      this.api
        .cartDiscounts()
        .withKey({ key: `personalized-${cohortTier}` })
        .get(),
    );
    if (!discount?.isActive) return null;
    return discount.stores.length === 0 || discount.stores.some((s) => s.key === storeKey) ? discount : null;
  }

  // ---------------------------------------------------------------- carts

  async createCart(draft: CartDraft): Promise<Cart> {
    const key = draft.store?.key;
    const carts = key ? this.api.inStoreKeyWithStoreKeyValue({ storeKey: key }).carts() : this.api.carts();
    return call(carts.post({ body: draft, queryArgs: CART_EXPAND }));
  }

  async getCart(id: string): Promise<Cart | null> {
    return orNull(this.api.carts().withId({ ID: id }).get({ queryArgs: CART_EXPAND }));
  }

  async activeCart(
    owner: { customerId?: string; anonymousId?: string },
    storeKey: string,
  ): Promise<Cart | null> {
    const who = owner.customerId
      ? `customerId = ${q(owner.customerId)}`
      : owner.anonymousId
        ? `anonymousId = ${q(owner.anonymousId)}`
        : undefined;
    if (!who) return null;
    const page = await call(
      this.api.carts().get({
        queryArgs: {
          where: `${who} and cartState = "Active" and store(key = ${q(storeKey)})`,
          sort: ["lastModifiedAt desc"],
          limit: 1,
        },
      }),
    );
    return page.results[0] ?? null;
  }

  async updateCart(id: string, version: number, actions: CartUpdateAction[]): Promise<Cart> {
    return call(
      this.api.carts().withId({ ID: id }).post({ body: { version, actions }, queryArgs: CART_EXPAND }),
    );
  }

  async deleteCart(id: string, version: number): Promise<Cart> {
    return call(this.api.carts().withId({ ID: id }).delete({ queryArgs: { version } }));
  }

  // ---------------------------------------------------------------- orders

  private async orderOfCart(cartId: string): Promise<Order | undefined> {
    return (await call(this.api.orders().get({ queryArgs: { where: `cart(id = ${q(cartId)})`, limit: 1 } })))
      .results[0];
  }

  /**
   * commercetools has no idempotency key, so a cart yields at most one order here: an existing order
   * of the cart is returned, and a submit that loses the race (the cart changed under it) answers
   * the winner's order.
   */
  async createOrderFromCart({ id, version, paymentState }: OrderFromCart): Promise<Order> {
    const existing = await this.orderOfCart(id);
    if (existing) return existing;
    try {
      return await call(
        this.api.orders().post({ body: { cart: { typeId: "cart", id }, version, paymentState } }),
      );
    } catch (error) {
      const winner = await this.orderOfCart(id);
      if (winner) return winner;
      throw error;
    }
  }

  async order(by: OrderLookup): Promise<Order | null> {
    if ("id" in by) return orNull(this.api.orders().withId({ ID: by.id }).get());
    if ("orderNumber" in by)
      return orNull(this.api.orders().withOrderNumber({ orderNumber: by.orderNumber }).get());
    const where =
      "paymentId" in by ? `paymentInfo(payments(id = ${q(by.paymentId)}))` : `cart(id = ${q(by.cartId)})`;
    const found = await call(this.api.orders().get({ queryArgs: { where, limit: 1 } }));
    return found.results[0] ?? null;
  }

  async updateOrder(id: string, version: number, actions: OrderUpdateAction[]): Promise<Order> {
    return call(this.api.orders().withId({ ID: id }).post({ body: { version, actions } }));
  }

  async ordersOfCustomer(
    customerId: string,
    page: { limit?: number; offset?: number } = {},
  ): Promise<Page<Order>> {
    const result = await call(
      this.api.orders().get({
        queryArgs: {
          where: `customerId = ${q(customerId)}`,
          sort: ["createdAt desc"],
          limit: page.limit ?? 20,
          offset: page.offset ?? 0,
          withTotal: true,
        },
      }),
    );
    return toPage(result);
  }

  // ---------------------------------------------------------------- payments

  async createPayment(draft: PaymentDraft): Promise<Payment> {
    return call(this.api.payments().post({ body: draft }));
  }

  async payment(id: string): Promise<Payment | null> {
    return orNull(this.api.payments().withId({ ID: id }).get());
  }

  async updatePayment(id: string, version: number, actions: PaymentUpdateAction[]): Promise<Payment> {
    return call(this.api.payments().withId({ ID: id }).post({ body: { version, actions } }));
  }

  // ---------------------------------------------------------------- customers

  async signUp(
    draft: CustomerDraft,
    { anonymousCartId, storeKey }: SignInOptions = {},
  ): Promise<CustomerSignInResult> {
    const customers = storeKey
      ? this.api.inStoreKeyWithStoreKeyValue({ storeKey }).customers()
      : this.api.customers();
    return call(
      customers.post({
        body: {
          ...draft,
          ...(anonymousCartId ? { anonymousCart: { typeId: "cart", id: anonymousCartId } } : {}),
        },
      }),
    );
  }

  async signIn(
    credentials: { email: string; password: string },
    { anonymousCartId, storeKey }: SignInOptions = {},
  ): Promise<CustomerSignInResult> {
    const login = storeKey ? this.api.inStoreKeyWithStoreKeyValue({ storeKey }).login() : this.api.login();
    return call(
      login.post({
        body: {
          ...credentials,
          ...(anonymousCartId
            ? {
                anonymousCart: { typeId: "cart", id: anonymousCartId },
                anonymousCartSignInMode: "MergeWithExistingCustomerCart",
              }
            : {}),
        },
      }),
    );
  }

  async customer(id: string): Promise<Customer | null> {
    return orNull(this.api.customers().withId({ ID: id }).get());
  }

  async updateCustomer(id: string, version: number, actions: CustomerUpdateAction[]): Promise<Customer> {
    return call(this.api.customers().withId({ ID: id }).post({ body: { version, actions } }));
  }

  async changePassword(input: {
    id: string;
    version: number;
    currentPassword: string;
    newPassword: string;
  }): Promise<Customer> {
    return call(this.api.customers().password().post({ body: input }));
  }

  async createPasswordResetToken(email: string, ttlMinutes = 60): Promise<CustomerToken | null> {
    return orNull(this.api.customers().passwordToken().post({ body: { email, ttlMinutes } }));
  }

  async resetPassword(tokenValue: string, newPassword: string): Promise<Customer> {
    return call(this.api.customers().passwordReset().post({ body: { tokenValue, newPassword } }));
  }

  // ---------------------------------------------------------------- reviews

  /** The shop's review rules (SPEC §8), checked against the project's orders and reviews before creating. */
  async createReview(input: ReviewInput): Promise<Review> {
    const bought = await call(
      this.api.orders().get({
        queryArgs: {
          where: `customerId = ${q(input.customerId)} and lineItems(variant(sku = ${q(input.sku)}))`,
          limit: 0,
          withTotal: true,
        },
      }),
    );
    if (!bought.total)
      throw new CommerceError(400, [{ code: "InvalidOperation", message: REVIEW_ERRORS.notPurchased }]);
    const reviewed = await call(
      this.api.reviews().get({
        queryArgs: {
          where: `customer(id = ${q(input.customerId)}) and target(id = ${q(input.productId)})`,
          limit: 0,
          withTotal: true,
        },
      }),
    );
    if ((reviewed.total ?? 0) >= bought.total)
      throw new CommerceError(400, [{ code: "InvalidOperation", message: REVIEW_ERRORS.alreadyReviewed }]);
    return call(
      this.api.reviews().post({
        body: {
          target: { typeId: "product", id: input.productId },
          customer: { typeId: "customer", id: input.customerId },
          rating: input.rating,
          title: input.title,
          text: input.text,
          authorName: input.authorName,
          locale: input.locale,
        },
      }),
    );
  }

  async reviews({
    productId,
    limit = 10,
    offset = 0,
    sort = "top",
    language,
  }: {
    productId: string;
    limit?: number;
    offset?: number;
    sort?: "top" | "recent";
    language?: string;
  }): Promise<Page<Review>> {
    const base = [
      `target(id = ${q(productId)})`,
      "includedInStatistics = true",
      `createdAt <= ${q(new Date().toISOString())}`,
    ];
    const page = async (where: string[], pageLimit: number, pageOffset: number) =>
      toPage(
        await call(
          this.api.reviews().get({
            queryArgs: {
              where: where.join(" and "),
              sort: sort === "top" ? ["rating desc", "createdAt desc", "text desc"] : ["createdAt desc"],
              limit: pageLimit,
              offset: pageOffset,
              withTotal: true,
            },
          }),
        ),
      );
    if (!language) return page(base, limit, offset);
    // The platform sorts by fields only: the language's reviews and the others are two queries, and
    // the page is cut from the first followed by the second (the second also gives its total).
    const codes = [language, ...LOCALES.filter((l) => l.language === language).map((l) => l.code)];
    const own = `locale in (${list(codes)})`;
    const first = await page([...base, own], limit, offset);
    const rest = await page(
      [...base, `(locale is not defined or not(${own}))`],
      Math.max(1, limit - first.results.length),
      Math.max(0, offset - first.total),
    );
    const results = [...first.results, ...rest.results].slice(0, limit);
    return { limit, offset, count: results.length, total: first.total + rest.total, results };
  }

  async reviewsOfCustomer(customerId: string, { limit = 10, offset = 0 } = {}) {
    const result = await call(
      this.api.reviews().get({
        queryArgs: {
          where: `customer(id = ${q(customerId)})`,
          sort: ["createdAt desc"],
          limit,
          offset,
          withTotal: true,
        },
      }),
    );
    return toPage(result);
  }
}
