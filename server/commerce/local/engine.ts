/**
 * The embedded commerce platform: the commerce port over SQLite with commercetools semantics.
 * better-sqlite3 is synchronous, so each operation runs in one transaction and concurrent requests
 * of one process are serialised; a stale version still answers ConcurrentModification, as the
 * platform does, so callers retry with the current version.
 */
import { randomUUID } from "node:crypto";
import type {
  Address,
  Attribute,
  Cart,
  CartDiscount,
  CartDraft,
  CartUpdateAction,
  Category,
  CustomFields,
  DiscountCode,
  InventoryEntry,
  LineItem,
  LocalizedString,
  Order,
  ProductProjection,
  ProductType,
  ShippingMethod,
  Store,
  TaxCategory,
} from "@commercetools/platform-sdk";
import { CommerceError, concurrentModification, invalidInput, invalidOperation, notFound } from "../errors";
import type { CategoryQuery, CommercePort, OrderFromCart, Page, PriceScope, ProductQuery } from "../port";
import { type CalcContext, recalculate } from "./cart-calculator";
import { type Db, doc, nextSequence } from "./db";
import { money } from "./money";
import { applyProductDiscount, attributeValue, selectPrice } from "./pricing";
import type { LocalProductDiscount } from "./types";

const MAX_LINE_QUANTITY = 1_000_000;

interface Reference {
  /** Labels of lenum attribute values by attribute name and key, from the product types. */
  lenumLabels: Map<string, Map<string, LocalizedString>>;
  taxCategories: TaxCategory[];
  zoneByCountry: Map<string, string>;
  shippingMethods: ShippingMethod[];
  cartDiscounts: CartDiscount[];
  productDiscounts: LocalProductDiscount[];
  customerGroupKeys: Map<string, string>;
}

export interface EngineOptions {
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
}

export class LocalCommerce implements CommercePort {
  private ref: Reference;
  private readonly now: () => Date;

  constructor(
    readonly db: Db,
    options: EngineOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.ref = this.loadReference();
  }

  /** Reference data (taxes, zones, methods, discounts) is small and read on every cart update: kept in memory. */
  reloadReference() {
    this.ref = this.loadReference();
  }

  private loadReference(): Reference {
    const all = <T>(table: string) =>
      this.db
        .prepare(`SELECT data FROM ${table}`)
        .all()
        .map((row) => doc<T>(row));
    const lenumLabels = new Map<string, Map<string, LocalizedString>>();
    for (const type of all<ProductType>("product_types")) {
      for (const definition of type.attributes ?? []) {
        const element = definition.type.name === "set" ? definition.type.elementType : definition.type;
        if (element.name !== "lenum") continue;
        lenumLabels.set(definition.name, new Map(element.values.map((v) => [v.key, v.label])));
      }
    }
    return {
      lenumLabels,
      taxCategories: all<TaxCategory>("tax_categories"),
      zoneByCountry: new Map(
        (this.db.prepare("SELECT id, country FROM zones").all() as { id: string; country: string }[]).map(
          (z) => [z.country, z.id],
        ),
      ),
      shippingMethods: all<ShippingMethod>("shipping_methods"),
      cartDiscounts: all<CartDiscount>("cart_discounts"),
      productDiscounts: all<LocalProductDiscount>("product_discounts"),
      customerGroupKeys: new Map(
        (this.db.prepare("SELECT id, key FROM customer_groups").all() as { id: string; key: string }[]).map(
          (g) => [g.id, g.key],
        ),
      ),
    };
  }

  // ---------------------------------------------------------------- catalog

  private productRow(id: string): ProductProjection | undefined {
    const row = this.db.prepare("SELECT data FROM products WHERE id = ?").get(id);
    return row ? doc<ProductProjection>(row) : undefined;
  }

  private availability(skus: string[], channelId = ""): Map<string, number> {
    if (skus.length === 0) return new Map();
    const rows = this.db
      .prepare(
        `SELECT sku, available_quantity FROM inventory WHERE channel_id = ? AND sku IN (${skus.map(() => "?").join(",")})`,
      )
      .all(channelId, ...skus) as { sku: string; available_quantity: number }[];
    return new Map(rows.map((r) => [r.sku, r.available_quantity]));
  }

  /** A stored product as the storefront sees it: selected, discounted price and availability per variant. */
  private project(product: ProductProjection, scope: PriceScope, now: Date): ProductProjection {
    const variants = [product.masterVariant, ...product.variants];
    const stock = this.availability(
      variants.map((v) => v.sku).filter((s): s is string => Boolean(s)),
      scope.supplyChannelId,
    );
    const view = (variant: ProductProjection["masterVariant"]) => {
      const price = selectPrice(variant.prices, scope, now);
      const available = variant.sku ? stock.get(variant.sku) : undefined;
      return {
        ...variant,
        attributes: variant.attributes?.map((a) => this.expandLenum(a)),
        price: price
          ? applyProductDiscount(price, product, variant, this.ref.productDiscounts, now)
          : undefined,
        availability:
          available === undefined ? undefined : { isOnStock: available > 0, availableQuantity: available },
      };
    };
    const [master, ...rest] = variants.map(view);
    return { ...product, masterVariant: master ?? product.masterVariant, variants: rest };
  }

  /** lenum values as the platform returns them: `{ key, label }`; tech details get their label too. */
  private expandLenum(attribute: Attribute): Attribute {
    const labels = this.ref.lenumLabels.get(attribute.name);
    if (labels && Array.isArray(attribute.value)) {
      return {
        ...attribute,
        value: attribute.value.map((key: string) => ({ key, label: labels.get(key) ?? { en: key } })),
      };
    }
    if (attribute.name === "techdetails" && Array.isArray(attribute.value)) {
      const techLabels = this.ref.lenumLabels.get("techLabels");
      return {
        ...attribute,
        value: attribute.value.map((d: { name: string; value: string }) => ({
          ...d,
          label: techLabels?.get(d.name) ?? { en: d.name },
        })),
      };
    }
    return attribute;
  }

  async productBySlug(slug: { language: string; value: string }, scope: PriceScope) {
    const row = this.db
      .prepare(
        "SELECT p.data FROM product_slugs s JOIN products p ON p.id = s.product_id WHERE s.language = ? AND s.slug = ? AND p.published = 1",
      )
      .get(slug.language, slug.value);
    return row ? this.project(doc<ProductProjection>(row), scope, this.now()) : null;
  }

  async queryProducts(query: ProductQuery, scope: PriceScope): Promise<Page<ProductProjection>> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.published !== false) where.push("p.published = 1");
    const list = (values: string[]) => values.map(() => "?").join(",");
    if (query.ids) {
      where.push(`p.id IN (${list(query.ids)})`);
      params.push(...query.ids);
    }
    if (query.skus) {
      where.push(`p.id IN (SELECT product_id FROM product_skus WHERE sku IN (${list(query.skus)}))`);
      params.push(...query.skus);
    }
    if (query.categoryIds) {
      where.push(
        `p.id IN (SELECT product_id FROM product_categories WHERE category_id IN (${list(query.categoryIds)}))`,
      );
      params.push(...query.categoryIds);
    }
    const filter = where.length ? `WHERE ${where.join(" AND ")}` : "";
    const offset = query.offset ?? 0;
    const limit = query.limit ?? 20;
    const now = this.now();
    const wanted = Object.entries(query.attributes ?? {});
    const page = (results: ProductProjection[], total: number) => ({
      limit,
      offset,
      count: results.length,
      total,
      results,
    });

    // Without attribute or stock filters, SQL pages: only the page's products are read and parsed.
    if (wanted.length === 0 && !query.inStockOnly) {
      const total = (
        this.db.prepare(`SELECT COUNT(*) AS n FROM products p ${filter}`).get(...params) as { n: number }
      ).n;
      const rows = this.db
        .prepare(`SELECT p.data FROM products p ${filter} ORDER BY p.created_at DESC, p.id LIMIT ? OFFSET ?`)
        .all(...params, limit, offset);
      return page(
        rows.map((row) => this.project(doc<ProductProjection>(row), scope, now)),
        total,
      );
    }
    const matching = this.db
      .prepare(`SELECT p.data FROM products p ${filter} ORDER BY p.created_at DESC, p.id`)
      .all(...params)
      .map((row) => doc<ProductProjection>(row))
      .filter((p) =>
        wanted.every(([name, value]) => attributeValue(p.masterVariant.attributes, name) === value),
      )
      .map((p) => this.project(p, scope, now))
      .filter((p) => !query.inStockOnly || p.masterVariant.availability?.isOnStock);
    return page(matching.slice(offset, offset + limit), matching.length);
  }

  async categories(query: CategoryQuery = {}): Promise<Category[]> {
    if (query.slug) {
      const row = this.db
        .prepare(
          "SELECT c.data FROM category_slugs s JOIN categories c ON c.id = s.category_id WHERE s.language = ? AND s.slug = ?",
        )
        .get(query.slug.language, query.slug.value);
      return row ? [doc<Category>(row)] : [];
    }
    const rows = this.db
      .prepare("SELECT data FROM categories ORDER BY order_hint")
      .all()
      .map((row) => doc<Category>(row));
    return rows.filter(
      (c) =>
        (!query.ids || query.ids.includes(c.id)) &&
        (!query.keys || (c.key !== undefined && query.keys.includes(c.key))),
    );
  }

  async stores(keys?: string[]): Promise<Store[]> {
    const rows = this.db
      .prepare("SELECT data FROM stores ORDER BY key")
      .all()
      .map((row) => doc<Store>(row));
    return keys ? rows.filter((s) => keys.includes(s.key)) : rows;
  }

  async inventory(skus: string[], supplyChannelId?: string): Promise<InventoryEntry[]> {
    if (skus.length === 0) return [];
    const rows = this.db
      .prepare(`SELECT * FROM inventory WHERE channel_id = ? AND sku IN (${skus.map(() => "?").join(",")})`)
      .all(supplyChannelId ?? "", ...skus) as {
      id: string;
      sku: string;
      channel_id: string;
      version: number;
      quantity_on_stock: number;
      available_quantity: number;
      created_at: string;
      last_modified_at: string;
    }[];
    return rows.map((r) => ({
      id: r.id,
      version: r.version,
      sku: r.sku,
      supplyChannel: r.channel_id ? { typeId: "channel", id: r.channel_id } : undefined,
      quantityOnStock: r.quantity_on_stock,
      availableQuantity: r.available_quantity,
      createdAt: r.created_at,
      lastModifiedAt: r.last_modified_at,
    }));
  }

  async shippingMethods(country: string): Promise<ShippingMethod[]> {
    const zone = this.ref.zoneByCountry.get(country);
    return this.ref.shippingMethods.filter((m) => m.active && m.zoneRates.some((zr) => zr.zone.id === zone));
  }

  async shippingMethodsForCart(cartId: string): Promise<ShippingMethod[]> {
    const cart = this.cartRow(cartId);
    if (!cart) throw notFound(cartId);
    const country = cart.shippingAddress?.country ?? cart.country ?? "";
    const ctx = this.calcContext();
    const probe = (method: ShippingMethod) =>
      recalculate(
        {
          ...cart,
          shippingAddress: cart.shippingAddress ?? { country },
          shippingInfo: {
            shippingMethod: { typeId: "shipping-method", id: method.id },
          } as Cart["shippingInfo"],
        },
        ctx,
      ).shippingInfo?.shippingMethodState === "MatchesCart";
    return (await this.shippingMethods(country)).filter(probe);
  }

  async volumeDiscounts(group: string, storeKey: string): Promise<CartDiscount[]> {
    const now = this.now();
    return this.ref.cartDiscounts
      .filter((d) => d.isActive && d.custom?.fields.volumeDiscountGroup === group)
      .filter((d) => d.stores.length === 0 || d.stores.some((s) => s.key === storeKey))
      .filter(
        (d) =>
          (!d.validFrom || new Date(d.validFrom) <= now) && (!d.validUntil || now < new Date(d.validUntil)),
      )
      .sort((a, b) => Number(a.sortOrder) - Number(b.sortOrder));
  }

  async personalizedDiscount(cohortTier: string, storeKey: string): Promise<CartDiscount | null> {
    return (
      this.ref.cartDiscounts.find(
        (d) =>
          d.isActive &&
          d.key === `personalized-${cohortTier}` &&
          (d.stores.length === 0 || d.stores.some((s) => s.key === storeKey)),
      ) ?? null
    );
  }

  // ---------------------------------------------------------------- carts

  private calcContext(): CalcContext {
    const now = this.now();
    const products = new Map<string, ProductProjection | undefined>();
    const codeStatement = this.db.prepare("SELECT data, applications FROM discount_codes WHERE id = ?");
    return {
      now,
      product: (id) => {
        if (!products.has(id)) products.set(id, this.productRow(id));
        return products.get(id);
      },
      productDiscounts: this.ref.productDiscounts,
      taxRate: (taxCategoryId, country) =>
        this.ref.taxCategories.find((t) => t.id === taxCategoryId)?.rates.find((r) => r.country === country),
      cartDiscounts: this.ref.cartDiscounts,
      discountCode: (id) => {
        const row = codeStatement.get(id) as { data: string; applications: number } | undefined;
        return row ? { code: doc<DiscountCode>(row), applications: row.applications } : undefined;
      },
      shippingMethod: (id) => this.ref.shippingMethods.find((m) => m.id === id),
      zoneIdForCountry: (country) => this.ref.zoneByCountry.get(country),
      customerGroupKey: (id) => (id ? this.ref.customerGroupKeys.get(id) : undefined),
    };
  }

  private cartRow(id: string): Cart | undefined {
    const row = this.db.prepare("SELECT data FROM carts WHERE id = ?").get(id);
    return row ? doc<Cart>(row) : undefined;
  }

  private saveCart(cart: Cart) {
    this.db
      .prepare(
        `INSERT INTO carts (id, version, cart_state, store_key, customer_id, anonymous_id, last_modified_at, data)
         VALUES (@id, @version, @state, @store, @customer, @anonymous, @modified, @data)
         ON CONFLICT(id) DO UPDATE SET version = @version, cart_state = @state, store_key = @store,
           customer_id = @customer, anonymous_id = @anonymous, last_modified_at = @modified, data = @data`,
      )
      .run({
        id: cart.id,
        version: cart.version,
        state: cart.cartState,
        store: cart.store?.key ?? null,
        customer: cart.customerId ?? null,
        anonymous: cart.anonymousId ?? null,
        modified: cart.lastModifiedAt,
        data: JSON.stringify(cart),
      });
  }

  async createCart(draft: CartDraft): Promise<Cart> {
    return this.db.transaction(() => {
      const now = this.now().toISOString();
      const currency = draft.currency;
      if (!/^[A-Z]{3}$/.test(currency)) throw invalidInput(`Invalid currency '${currency}'`, "currency");
      let cart: Cart = {
        id: randomUUID(),
        version: 1,
        key: draft.key,
        customerId: draft.customerId,
        customerEmail: draft.customerEmail,
        customerGroup: draft.customerGroup?.id
          ? { typeId: "customer-group", id: draft.customerGroup.id }
          : undefined,
        anonymousId: draft.anonymousId,
        store: draft.store?.key ? { typeId: "store", key: draft.store.key } : undefined,
        lineItems: [],
        customLineItems: [],
        totalPrice: money(currency, 0),
        taxMode: "Platform",
        priceRoundingMode: "HalfEven",
        taxRoundingMode: "HalfEven",
        taxCalculationMode: "LineItemLevel",
        inventoryMode: draft.inventoryMode ?? "None",
        cartState: "Active",
        billingAddress: draft.billingAddress as Address | undefined,
        shippingAddress: draft.shippingAddress as Address | undefined,
        shippingMode: "Single",
        shipping: [],
        itemShippingAddresses: [],
        discountCodes: [],
        directDiscounts: [],
        refusedGifts: [],
        country: draft.country,
        locale: draft.locale,
        origin: "Customer",
        custom: draft.custom
          ? {
              type: { typeId: "type", id: draft.custom.type?.key ?? "cart" },
              fields: draft.custom.fields ?? {},
            }
          : undefined,
        createdAt: now,
        lastModifiedAt: now,
      };
      const ctx = this.calcContext();
      for (const line of draft.lineItems ?? []) {
        cart = this.addLineItem(
          cart,
          {
            action: "addLineItem",
            sku: line.sku,
            productId: line.productId,
            variantId: line.variantId,
            quantity: line.quantity,
          },
          ctx,
        );
      }
      cart = recalculate(cart, ctx);
      this.saveCart(cart);
      return cart;
    })();
  }

  async getCart(id: string): Promise<Cart | null> {
    return this.cartRow(id) ?? null;
  }

  async activeCart(
    owner: { customerId?: string; anonymousId?: string },
    storeKey: string,
  ): Promise<Cart | null> {
    const [column, value] = owner.customerId
      ? ["customer_id", owner.customerId]
      : ["anonymous_id", owner.anonymousId];
    if (!value) return null;
    const row = this.db
      .prepare(
        `SELECT data FROM carts WHERE ${column} = ? AND cart_state = 'Active' AND store_key = ? ORDER BY last_modified_at DESC LIMIT 1`,
      )
      .get(value, storeKey);
    return row ? doc<Cart>(row) : null;
  }

  async updateCart(id: string, version: number, actions: CartUpdateAction[]): Promise<Cart> {
    return this.db.transaction(() => {
      const current = this.cartRow(id);
      if (!current) throw notFound(id);
      if (current.version !== version) throw concurrentModification(id, version, current.version);
      if (current.cartState !== "Active")
        throw invalidOperation(`Cart ${id} is ${current.cartState} and cannot be changed.`);
      const ctx = this.calcContext();
      let cart = current;
      for (const action of actions) cart = this.apply(cart, action, ctx);
      cart = recalculate({ ...cart, version: current.version + 1 }, ctx);
      this.saveCart(cart);
      return cart;
    })();
  }

  async deleteCart(id: string, version: number): Promise<Cart> {
    return this.db.transaction(() => {
      const current = this.cartRow(id);
      if (!current) throw notFound(id);
      if (current.version !== version) throw concurrentModification(id, version, current.version);
      this.db.prepare("DELETE FROM carts WHERE id = ?").run(id);
      return current;
    })();
  }

  private apply(cart: Cart, action: CartUpdateAction, ctx: CalcContext): Cart {
    switch (action.action) {
      case "addLineItem":
        return this.addLineItem(cart, action, ctx);
      case "removeLineItem": {
        const line = findLine(cart, action.lineItemId);
        const refusedGifts =
          line.lineItemMode === "GiftLineItem"
            ? [...cart.refusedGifts, { typeId: "cart-discount" as const, id: line.id.replace(/^gift-/, "") }]
            : cart.refusedGifts;
        const remaining =
          action.quantity === undefined ? 0 : line.quantity - positiveQuantity(action.quantity);
        return {
          ...cart,
          refusedGifts,
          lineItems:
            remaining > 0
              ? cart.lineItems.map((l) => (l.id === line.id ? { ...l, quantity: remaining } : l))
              : cart.lineItems.filter((l) => l.id !== line.id),
        };
      }
      case "changeLineItemQuantity": {
        const line = findLine(cart, action.lineItemId);
        if (
          !Number.isInteger(action.quantity) ||
          action.quantity < 0 ||
          action.quantity > MAX_LINE_QUANTITY
        ) {
          throw invalidInput(`Invalid quantity ${action.quantity}`, "quantity");
        }
        return {
          ...cart,
          lineItems:
            action.quantity === 0
              ? cart.lineItems.filter((l) => l.id !== line.id)
              : cart.lineItems.map((l) => (l.id === line.id ? { ...l, quantity: action.quantity } : l)),
        };
      }
      case "setLineItemCustomField": {
        const line = findLine(cart, action.lineItemId);
        return {
          ...cart,
          lineItems: cart.lineItems.map((l) =>
            l.id === line.id ? { ...l, custom: setField(l.custom, action.name, action.value) } : l,
          ),
        };
      }
      case "addDiscountCode": {
        const row = this.db.prepare("SELECT id FROM discount_codes WHERE code = ?").get(action.code) as
          | { id: string }
          | undefined;
        if (!row) throw nonApplicable(action.code, "DoesNotExist");
        if (cart.discountCodes.some((d) => d.discountCode.id === row.id)) return cart;
        const next = recalculate(
          {
            ...cart,
            discountCodes: [
              ...cart.discountCodes,
              { discountCode: { typeId: "discount-code", id: row.id }, state: "MatchesCart" },
            ],
          },
          ctx,
        );
        const state = next.discountCodes.find((d) => d.discountCode.id === row.id)?.state;
        if (state === "NotActive" || state === "NotValid" || state === "MaxApplicationReached")
          throw nonApplicable(action.code, state);
        return next;
      }
      case "removeDiscountCode":
        return {
          ...cart,
          discountCodes: cart.discountCodes.filter((d) => d.discountCode.id !== action.discountCode.id),
        };
      case "setShippingAddress":
        return { ...cart, shippingAddress: action.address ? withId(action.address) : undefined };
      case "setBillingAddress":
        return { ...cart, billingAddress: action.address ? withId(action.address) : undefined };
      case "setShippingMethod": {
        if (!action.shippingMethod) return { ...cart, shippingInfo: undefined };
        const method = this.ref.shippingMethods.find(
          (m) =>
            m.id === action.shippingMethod?.id ||
            (action.shippingMethod?.key !== undefined && m.key === action.shippingMethod.key),
        );
        if (!method) throw invalidInput("The shipping method does not exist.", "shippingMethod");
        if (!cart.shippingAddress)
          throw invalidOperation("The cart needs a shipping address before a shipping method.");
        return {
          ...cart,
          shippingInfo: {
            shippingMethod: { typeId: "shipping-method", id: method.id },
          } as Cart["shippingInfo"],
        };
      }
      case "setCustomerEmail":
        if (action.email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(action.email))
          throw invalidInput("Invalid e-mail", "email");
        return { ...cart, customerEmail: action.email };
      case "setCustomerId":
        return { ...cart, customerId: action.customerId };
      case "setAnonymousId":
        return { ...cart, anonymousId: action.anonymousId };
      case "setCustomerGroup":
        return {
          ...cart,
          customerGroup: action.customerGroup?.id
            ? { typeId: "customer-group", id: action.customerGroup.id }
            : undefined,
        };
      case "setLocale":
        return { ...cart, locale: action.locale };
      case "setCustomType":
        return {
          ...cart,
          custom: action.type
            ? {
                type: { typeId: "type", id: action.type.key ?? action.type.id ?? "cart" },
                fields: action.fields ?? {},
              }
            : undefined,
        };
      case "setCustomField":
        return { ...cart, custom: setField(cart.custom, action.name, action.value) };
      case "addPayment": {
        const payments = cart.paymentInfo?.payments ?? [];
        return {
          ...cart,
          paymentInfo: {
            payments: [...payments, { typeId: "payment", id: action.payment.id ?? action.payment.key ?? "" }],
          },
        };
      }
      case "recalculate":
        return cart;
      default:
        throw invalidInput(
          `The action '${action.action}' is not supported by the embedded platform.`,
          "action",
        );
    }
  }

  private addLineItem(
    cart: Cart,
    action: Extract<CartUpdateAction, { action: "addLineItem" }>,
    ctx: CalcContext,
  ): Cart {
    const quantity = positiveQuantity(action.quantity ?? 1);
    const ref = action.sku
      ? (this.db.prepare("SELECT product_id, variant_id FROM product_skus WHERE sku = ?").get(action.sku) as
          | { product_id: string; variant_id: number }
          | undefined)
      : action.productId
        ? { product_id: action.productId, variant_id: action.variantId ?? 1 }
        : undefined;
    const product = ref && ctx.product(ref.product_id);
    const variant =
      product && [product.masterVariant, ...product.variants].find((v) => v.id === ref.variant_id);
    if (!product || !variant || !product.published) {
      throw invalidInput(`A product with the SKU '${action.sku ?? action.productId}' does not exist.`, "sku");
    }
    const scope = {
      country: cart.country ?? "",
      currency: cart.totalPrice.currencyCode,
      customerGroupId: cart.customerGroup?.id,
      supplyChannelId: action.supplyChannel?.id,
    };
    const price = selectPrice(variant.prices, scope, ctx.now);
    if (!price) {
      throw new CommerceError(400, [
        {
          code: "MatchingPriceNotFound",
          message: `The variant ${variant.sku} has no price for ${scope.currency} in ${scope.country}.`,
          productId: product.id,
          variantId: variant.id,
        },
      ]);
    }
    const custom = action.custom?.fields
      ? {
          type: { typeId: "type" as const, id: action.custom.type?.key ?? "line-item" },
          fields: action.custom.fields,
        }
      : undefined;
    const same = cart.lineItems.find(
      (l) =>
        l.lineItemMode !== "GiftLineItem" &&
        l.productId === product.id &&
        l.variant.id === variant.id &&
        l.supplyChannel?.id === action.supplyChannel?.id &&
        l.distributionChannel?.id === action.distributionChannel?.id &&
        JSON.stringify(l.custom?.fields ?? {}) === JSON.stringify(custom?.fields ?? {}),
    );
    if (same) {
      const total = same.quantity + quantity;
      if (total > MAX_LINE_QUANTITY) throw invalidInput(`Invalid quantity ${total}`, "quantity");
      return {
        ...cart,
        lineItems: cart.lineItems.map((l) => (l.id === same.id ? { ...l, quantity: total } : l)),
      };
    }
    const now = ctx.now.toISOString();
    const line: LineItem = {
      id: randomUUID(),
      productId: product.id,
      productKey: product.key,
      name: product.name,
      productSlug: product.slug,
      productType: product.productType,
      variant: { ...variant, prices: undefined, availability: undefined },
      price,
      quantity,
      totalPrice: money(scope.currency, 0),
      discountedPricePerQuantity: [],
      taxedPricePortions: [],
      state: [{ quantity, state: { typeId: "state", id: "initial" } }],
      perMethodTaxRate: [],
      priceMode: "Platform",
      lineItemMode: "Standard",
      inventoryMode: cart.inventoryMode,
      supplyChannel: action.supplyChannel?.id
        ? { typeId: "channel", id: action.supplyChannel.id }
        : undefined,
      distributionChannel: action.distributionChannel?.id
        ? { typeId: "channel", id: action.distributionChannel.id }
        : undefined,
      custom,
      addedAt: now,
      lastModifiedAt: now,
    };
    return { ...cart, lineItems: [...cart.lineItems, line] };
  }

  // ---------------------------------------------------------------- orders

  async createOrderFromCart({ id, version, idempotencyKey }: OrderFromCart): Promise<Order> {
    return this.db.transaction(() => {
      const existing = this.db
        .prepare("SELECT data FROM orders WHERE idempotency_key = ?")
        .get(idempotencyKey);
      if (existing) return doc<Order>(existing);
      const current = this.cartRow(id);
      if (!current) throw notFound(id);
      if (current.version !== version) throw concurrentModification(id, version, current.version);
      if (current.cartState !== "Active")
        throw invalidOperation(`Cart ${id} is ${current.cartState}: an order exists already.`);
      if (current.lineItems.length === 0) throw invalidOperation("The cart has no line items.");
      const ctx = this.calcContext();
      const cart = recalculate(current, ctx);
      const blocked = cart.discountCodes.find((d) => d.state === "MaxApplicationReached");
      if (blocked) throw nonApplicable(blocked.discountCode.id, "MaxApplicationReached");

      // Inventory changes in the same transaction as the order.
      const decrement = this.db.prepare(
        "UPDATE inventory SET available_quantity = available_quantity - @q, quantity_on_stock = quantity_on_stock - @q, version = version + 1, last_modified_at = @now WHERE sku = @sku AND channel_id = @channel",
      );
      const now = ctx.now.toISOString();
      if (cart.inventoryMode !== "None") {
        for (const line of cart.lineItems) {
          const sku = line.variant.sku ?? "";
          const channel = line.supplyChannel?.id ?? "";
          if (cart.inventoryMode === "ReserveOnOrder") {
            const available = this.availability([sku], channel).get(sku) ?? 0;
            if (available < line.quantity) {
              throw new CommerceError(400, [
                {
                  code: "OutOfStock",
                  message: `Some line items are out of stock at the time of placing the order: ${sku}.`,
                  skus: [sku],
                } as never,
              ]);
            }
          }
          decrement.run({ q: line.quantity, sku, channel, now });
        }
      }
      for (const info of cart.discountCodes) {
        if (info.state === "MatchesCart")
          this.db
            .prepare("UPDATE discount_codes SET applications = applications + 1 WHERE id = ?")
            .run(info.discountCode.id);
      }

      const sequence = nextSequence(this.db, "order");
      const orderNumber = `${ctx.now.getUTCFullYear()}${String(sequence).padStart(7, "0")}`;
      const order: Order = {
        id: randomUUID(),
        version: 1,
        orderNumber,
        customerId: cart.customerId,
        customerEmail: cart.customerEmail,
        customerGroup: cart.customerGroup,
        anonymousId: cart.anonymousId,
        store: cart.store,
        lineItems: cart.lineItems,
        customLineItems: cart.customLineItems,
        totalPrice: cart.totalPrice,
        taxedPrice: cart.taxedPrice,
        taxedShippingPrice: cart.taxedShippingPrice,
        priceRoundingMode: cart.priceRoundingMode,
        taxMode: cart.taxMode,
        taxRoundingMode: cart.taxRoundingMode,
        taxCalculationMode: cart.taxCalculationMode,
        inventoryMode: cart.inventoryMode,
        billingAddress: cart.billingAddress,
        shippingAddress: cart.shippingAddress,
        shippingMode: cart.shippingMode,
        shippingInfo: cart.shippingInfo,
        shipping: cart.shipping,
        discountCodes: cart.discountCodes,
        directDiscounts: cart.directDiscounts,
        refusedGifts: cart.refusedGifts,
        paymentInfo: cart.paymentInfo,
        country: cart.country,
        locale: cart.locale,
        origin: cart.origin,
        cart: { typeId: "cart", id: cart.id },
        orderState: "Open",
        shipmentState: "Pending",
        paymentState: "Pending",
        syncInfo: [],
        custom: cart.custom,
        createdAt: now,
        lastModifiedAt: now,
      };
      this.db
        .prepare(
          "INSERT INTO orders (id, order_number, idempotency_key, cart_id, customer_id, created_at, data) VALUES (?, ?, ?, ?, ?, ?, ?)",
        )
        .run(
          order.id,
          orderNumber,
          idempotencyKey,
          cart.id,
          cart.customerId ?? null,
          now,
          JSON.stringify(order),
        );
      this.saveCart({ ...cart, cartState: "Ordered", version: cart.version + 1, lastModifiedAt: now });
      return order;
    })();
  }

  async order(by: { id: string } | { orderNumber: string }): Promise<Order | null> {
    const row =
      "id" in by
        ? this.db.prepare("SELECT data FROM orders WHERE id = ?").get(by.id)
        : this.db.prepare("SELECT data FROM orders WHERE order_number = ?").get(by.orderNumber);
    return row ? doc<Order>(row) : null;
  }

  async ordersOfCustomer(
    customerId: string,
    page: { limit?: number; offset?: number } = {},
  ): Promise<Page<Order>> {
    const limit = page.limit ?? 20;
    const offset = page.offset ?? 0;
    const total = (
      this.db.prepare("SELECT COUNT(*) AS n FROM orders WHERE customer_id = ?").get(customerId) as {
        n: number;
      }
    ).n;
    const results = this.db
      .prepare("SELECT data FROM orders WHERE customer_id = ? ORDER BY created_at DESC LIMIT ? OFFSET ?")
      .all(customerId, limit, offset)
      .map((row) => doc<Order>(row));
    return { limit, offset, count: results.length, total, results };
  }
}

function findLine(cart: Cart, lineItemId: string | undefined): LineItem {
  const line = cart.lineItems.find((l) => l.id === lineItemId);
  if (!line)
    throw invalidInput(`The cart does not contain a line item with the ID '${lineItemId}'.`, "lineItemId");
  return line;
}

function positiveQuantity(quantity: number): number {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY)
    throw invalidInput(`Invalid quantity ${quantity}`, "quantity");
  return quantity;
}

function withId(address: object): Address {
  const a = address as Address;
  return { ...a, id: a.id ?? randomUUID().slice(0, 8) };
}

function setField(custom: CustomFields | undefined, name: string, value: unknown): CustomFields {
  const fields = { ...(custom?.fields ?? {}) };
  if (value === undefined || value === null) delete fields[name];
  else fields[name] = value;
  return { type: custom?.type ?? { typeId: "type", id: "default" }, fields };
}

function nonApplicable(code: string, reason: string) {
  return new CommerceError(400, [
    {
      code: "DiscountCodeNonApplicable",
      message: `The discount code '${code}' cannot be applied: ${reason}.`,
      discountCode: code,
      reason,
    },
  ]);
}
