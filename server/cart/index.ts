import type {
  Cart,
  CartDiscount,
  CartUpdateAction,
  Customer,
  ProductProjection,
  ShippingMethod,
} from "@commercetools/platform-sdk";
import { redirect } from "@remix-run/node";
import { CURRENCIES, clampQuantity, possibleQuantity, SHIPPING_METHOD_KEYS, TIMINGS } from "../../config";
import { keyedCachedOrElse, perRequest } from "../cache";
import { type GuaranteeOffer, guaranteeTarget, isVirtualSku } from "../catalog/guarantee";
import type { Products } from "../catalog/product";
import { type CommerceError, type CommercePort, isCommerceError } from "../commerce";
import { attributesOf } from "../commerce/projection";
import type { Market, RequestScope } from "../market";
import type { Rooms } from "../rooms";
import { type CartCommand, type CartField, parseCartCommand } from "./commands";
import { cartCookieHeader, readCartId } from "./cookie";
import { addGuaranteeAction, offerPrice, planGuaranteeRepair } from "./guarantees";
import { createKeyedQueue } from "./queue";
import { type CartView, cartView, guaranteeParent, itemCount, quantityInCart } from "./view";

export { type CartCommand, type CartField, parseCartCommand } from "./commands";
export { type CartLineView, type CartView, guaranteeParent, itemCount, quantityInCart } from "./view";

/** What a change tells the shopper when it worked (keys of the `cart` namespace's notices). */
const CART_NOTICES = [
  "added",
  "maxQuantity",
  "updated",
  "removed",
  "couponApplied",
  "couponRemoved",
  "guaranteeAdded",
  "cleared",
] as const;
export type CartNotice = (typeof CART_NOTICES)[number];

/** Why a change was refused (keys of the `cart` namespace's errors). */
export type CartErrorCode =
  | "unknownProduct"
  | "outOfStock"
  | "maxQuantity"
  | "unknownLine"
  | "guaranteeNotOffered"
  | "couponUnknown"
  | "couponNotValid"
  | "couponUsedUp"
  | "emptyCart"
  | "addingProblem";

export type CartOutcome =
  | { ok: true; cart: Cart | null; notice: CartNotice; capped?: boolean }
  | { ok: false; cart: Cart | null; error: CartErrorCode; field: CartField; status: 404 | 409 | 422 };

export interface CartRequest {
  market: Market;
  /** The id from the cart cookie, if any. */
  cartId?: string;
  /** Whoever sends the request (the CSRF token's visitor): serialises changes before a cart exists. */
  visitor: string;
  /**
   * The signed-in customer: a new cart is theirs (and priced for their group), and their e-mail is set
   * on the cart (SPEC §4 "Adding an item").
   */
  customer?: Pick<Customer, "id" | "email" | "customerGroup">;
}

type Plan =
  | { ok: true; actions: CartUpdateAction[]; notice: CartNotice; capped?: boolean }
  | Extract<CartOutcome, { ok: false }>;

const refuse = (
  cart: Cart | null,
  error: CartErrorCode,
  field: CartField,
  status: 404 | 409 | 422 = 422,
): Extract<CartOutcome, { ok: false }> => ({ ok: false, cart, error, field, status });

/** SPEC §7 DiscountCodeNonApplicable reasons → what the coupon field says. */
const COUPON_ERRORS: Record<string, CartErrorCode> = {
  DoesNotExist: "couponUnknown",
  NotActive: "couponNotValid",
  NotValid: "couponNotValid",
  TimeRangeNonApplicable: "couponNotValid",
  ApplicationStoppedByPreviousDiscount: "couponNotValid",
  MaxApplicationReached: "couponUsedUp",
};

/**
 * The cart lifecycle of SPEC §4 on the server: every change reloads the cart, plans its update
 * actions from what it holds now (quantity rules of SPEC §5, extra guarantees, coupons), sends them
 * with the version it read, retries once on a concurrent modification, and publishes the result to
 * the cart's room.
 */
export function createCartService(
  commerce: CommercePort,
  products: Products,
  rooms: Rooms,
  /** The request's signed-in customer, checked (server/account fromRequest): a cart's owner only then. */
  customerOf: (request: Request, scope: RequestScope) => Promise<Customer | null>,
) {
  const queue = createKeyedQueue();
  const changeHooks: ((cart: Cart) => Promise<Cart>)[] = [];
  /** Runs the hooks registered with onChange on a cart just changed (inside the cart's queue). */
  const afterChange = async (cart: Cart) => {
    let current = cart;
    for (const hook of changeHooks) current = await hook(current);
    return current;
  };
  const requestCart = perRequest(async (request: Request, scope: RequestScope) => {
    const [cartId, customer] = await Promise.all([readCartId(request), customerOf(request, scope)]);
    const cart = await load(scope.market, cartId, customer?.id);
    return { cart, stale: Boolean(cartId && !cart) };
  });
  // A visitor whose first add is still without a cookie (parallel first adds) gets the cart that the
  // first of them created, not a second one.
  const createdFor = new Map<string, { cartId: string; at: number }>();
  const CREATED_TTL_MS = 60_000;
  const referenceTtl = TIMINGS.seconds.referenceDataCache * 1000;
  // Reference data for the view; a failure shows the cart without it (SPEC §8: discount errors show nothing).
  const shippingMethods = keyedCachedOrElse<ShippingMethod[]>(referenceTtl, "Shipping methods of", []);
  const volumeLists = keyedCachedOrElse<CartDiscount[]>(referenceTtl, "Volume discounts of", []);

  /**
   * The active cart of the cookie, or null when it is gone, ordered, of another store (SPEC §4), or
   * not the visitor's: a customer's cart only for that signed-in customer, an anonymous one only while
   * signed out (sign-in merges it, server/account).
   */
  async function load(market: Market, cartId: string | undefined, customerId?: string): Promise<Cart | null> {
    if (!cartId) return null;
    const cart = await commerce.getCart(cartId);
    return cart?.cartState === "Active" &&
      cart.store?.key === market.storeKey &&
      cart.customerId === customerId
      ? cart
      : null;
  }

  /** A SKU's product with a price in the market, or undefined (not sold there). */
  async function productOf(market: Market, sku: string): Promise<ProductProjection | undefined> {
    const product = (await products.bySkus(market, [sku])).get(sku);
    return product?.masterVariant.price ? product : undefined;
  }

  const guaranteeLineOf = (cart: Cart | null, parentSku: string) =>
    cart?.lineItems.find((l) => guaranteeParent(l) === parentSku);

  /** SPEC §9: product price × rate, computed by the shop; the platform keeps it as an external price. */
  const priceIn = (offer: GuaranteeOffer, market: Market) =>
    offerPrice(offer, market.currency.code, CURRENCIES[market.currency.code].fractionDigits);

  const guaranteeAction = (offer: GuaranteeOffer, parentSku: string, quantity: number, market: Market) =>
    addGuaranteeAction(offer, parentSku, quantity, priceIn(offer, market));

  /**
   * An extra guarantee covers every unit of its product: its quantity follows the parent's, and its
   * price the product's current price (a sale may have ended since it was added). When the guarantee
   * is no longer offered, the line keeps its price.
   */
  async function followParent(
    market: Market,
    cart: Cart | null,
    parentSku: string,
    quantity: number,
    parent?: ProductProjection,
  ): Promise<CartUpdateAction[]> {
    const line = guaranteeLineOf(cart, parentSku);
    if (!line) return [];
    if (quantity === 0) return [{ action: "removeLineItem", lineItemId: line.id }];
    const product = parent ?? (await productOf(market, parentSku));
    const offer =
      product &&
      (await products.guaranteesFor(market, guaranteeTarget(product))).find(
        (o) => o.sku === line.variant.sku,
      );
    const price = offer ? priceIn(offer, market) : undefined;
    if (line.quantity === quantity && (!price || price.centAmount === line.price.value.centAmount)) return [];
    return [
      {
        action: "changeLineItemQuantity",
        lineItemId: line.id,
        quantity,
        ...(price ? { externalPrice: price } : {}),
      },
    ];
  }

  const offersFor = (market: Market, cart: Cart | null, product: ProductProjection) =>
    products.guaranteesFor(market, guaranteeTarget(product), {
      hasGuaranteeInCart: Boolean(guaranteeLineOf(cart, product.masterVariant.sku ?? "")),
    });

  const stockOf = async (sku: string) => (await commerce.inventory([sku]))[0]?.availableQuantity ?? 0;

  /** The update actions of a command against the cart as it is now, or why it cannot be done. */
  async function plan(request: CartRequest, cart: Cart | null, command: CartCommand): Promise<Plan> {
    const { market } = request;
    const lineOf = (id: string) => cart?.lineItems.find((l) => l.id === id && l.lineItemMode === "Standard");
    switch (command.intent) {
      case "add": {
        const product = await productOf(market, command.sku);
        const sku = product?.masterVariant.sku;
        if (!product || !sku || isVirtualSku(sku)) return refuse(cart, "unknownProduct", "sku", 404);
        const inCart = quantityInCart(cart, sku);
        const possible = possibleQuantity({ stock: await stockOf(sku), inCart });
        if (possible <= 0) return refuse(cart, inCart > 0 ? "maxQuantity" : "outOfStock", "quantity");
        const { quantity, capped } = clampQuantity(command.quantity, possible);
        const total = inCart + quantity;
        const existing = cart?.lineItems.find(
          (l) => l.variant.sku === sku && l.lineItemMode === "Standard" && !guaranteeParent(l),
        );
        const actions: CartUpdateAction[] = existing
          ? [{ action: "changeLineItemQuantity", lineItemId: existing.id, quantity: total }]
          : [{ action: "addLineItem", sku, quantity }];
        if (request.customer && cart?.customerEmail !== request.customer.email)
          actions.push({ action: "setCustomerEmail", email: request.customer.email });
        actions.push(...(await followParent(market, cart, sku, total, product)));
        // A guarantee the product already has is not asked for twice (a form restored with its choice).
        if (command.guarantee && !guaranteeLineOf(cart, sku)) {
          const offer = (await offersFor(market, cart, product)).find((o) => o.sku === command.guarantee);
          if (!offer) return refuse(cart, "guaranteeNotOffered", "guarantee");
          actions.push(guaranteeAction(offer, sku, total, market));
        }
        return { ok: true, actions, notice: capped ? "maxQuantity" : "added", capped };
      }
      case "quantity": {
        const line = lineOf(command.lineId);
        if (!line || guaranteeParent(line)) return refuse(cart, "unknownLine", "lineId");
        const sku = line.variant.sku ?? "";
        // SPEC §4: quantity 0 removes the item; otherwise the selector's rules apply.
        if (/^\s*0+\s*$/.test(command.quantity))
          return plan(request, cart, { intent: "remove", lineId: line.id });
        const max = possibleQuantity({ stock: await stockOf(sku) });
        const { quantity, capped } = clampQuantity(command.quantity, Math.max(max, 1));
        return {
          ok: true,
          actions: [
            { action: "changeLineItemQuantity", lineItemId: line.id, quantity },
            ...(await followParent(market, cart, sku, quantity)),
          ],
          notice: capped ? "maxQuantity" : "updated",
          capped,
        };
      }
      case "remove": {
        const line = lineOf(command.lineId);
        if (!line) return refuse(cart, "unknownLine", "lineId");
        const parent = guaranteeParent(line);
        return {
          ok: true,
          actions: [
            { action: "removeLineItem", lineItemId: line.id },
            // Removing a product removes the extra guarantee that covers it.
            ...(parent ? [] : await followParent(market, cart, line.variant.sku ?? "", 0)),
          ],
          notice: "removed",
        };
      }
      case "guarantee": {
        const line = lineOf(command.lineId);
        if (!line || guaranteeParent(line)) return refuse(cart, "unknownLine", "lineId");
        const product = await productOf(market, line.variant.sku ?? "");
        const offer = product
          ? (await offersFor(market, cart, product)).find((o) => o.sku === command.guarantee)
          : undefined;
        if (!offer) return refuse(cart, "guaranteeNotOffered", "guarantee");
        return {
          ok: true,
          actions: [guaranteeAction(offer, line.variant.sku ?? "", line.quantity, market)],
          notice: "guaranteeAdded",
        };
      }
      case "coupon":
        if (!cart || cart.lineItems.length === 0) return refuse(cart, "emptyCart", "code");
        return {
          ok: true,
          actions: [{ action: "addDiscountCode", code: command.code }],
          notice: "couponApplied",
        };
      case "removeCoupon": {
        // SPEC §4: removing looks the code up; when it is not in the cart, the cart stays as it is.
        const info = cart?.discountCodes.find(
          (d) => (d.discountCode.obj?.code ?? "").toLowerCase() === command.code.toLowerCase(),
        );
        return {
          ok: true,
          actions: info
            ? [
                {
                  action: "removeDiscountCode",
                  discountCode: { typeId: "discount-code", id: info.discountCode.id },
                },
              ]
            : [],
          notice: "couponRemoved",
        };
      }
      case "clear":
        return { ok: true, actions: [], notice: "cleared" };
    }
  }

  async function createCart(market: Market, customer: CartRequest["customer"]): Promise<Cart> {
    return commerce.createCart({
      currency: market.currency.code,
      country: market.country.isoCode,
      store: { typeId: "store", key: market.storeKey },
      inventoryMode: "TrackOnly",
      locale: market.locale.code,
      ...(customer && {
        customerId: customer.id,
        customerEmail: customer.email,
        customerGroup: customer.customerGroup,
      }),
    });
  }

  function remember(visitor: string, cartId: string) {
    const now = Date.now();
    for (const [key, entry] of createdFor) if (now - entry.at >= CREATED_TTL_MS) createdFor.delete(key);
    createdFor.set(visitor, { cartId, at: now });
  }

  /** A refused discount code as the coupon field's message, or undefined for any other error. */
  function couponRefusal(command: CartCommand, cart: Cart | null, error: unknown): CartOutcome | undefined {
    if (command.intent !== "coupon" || !isCommerceError(error, "DiscountCodeNonApplicable")) return undefined;
    const reason = (error as CommerceError).errors[0] as { reason?: string } | undefined;
    return refuse(cart, COUPON_ERRORS[reason?.reason ?? ""] ?? "couponNotValid", "code");
  }

  async function apply(request: CartRequest, command: CartCommand): Promise<CartOutcome> {
    let cart: Cart | null = null;
    try {
      return await applyChange(request, command, (current) => {
        cart = current;
      });
    } catch (error) {
      // SPEC §8: any failure (the platform, stock, guarantees) is a message, never an error page.
      return problem(request, cart, error);
    }
  }

  async function applyChange(
    request: CartRequest,
    command: CartCommand,
    seen: (cart: Cart | null) => void,
  ): Promise<CartOutcome> {
    if (request.cartId) createdFor.delete(request.visitor);
    const remembered = createdFor.get(request.visitor);
    const cartId =
      request.cartId ??
      (remembered && Date.now() - remembered.at < CREATED_TTL_MS ? remembered.cartId : undefined);
    let cart = await load(request.market, cartId, request.customer?.id);
    seen(cart);

    if (command.intent === "clear") {
      if (cart) {
        await commerce.deleteCart(cart.id, cart.version).catch(async (error: unknown) => {
          if (!isCommerceError(error, "ConcurrentModification")) throw error;
          const current = await commerce.getCart(cart?.id ?? "");
          if (current) await commerce.deleteCart(current.id, current.version);
        });
        void rooms.cartUpdated(cart.id, null);
      }
      return { ok: true, cart: null, notice: "cleared" };
    }

    let planned = await plan(request, cart, command);
    if (!planned.ok) return planned;
    if (planned.actions.length === 0) return { ok: true, cart, notice: planned.notice };
    if (!cart) {
      if (command.intent !== "add") return refuse(null, "emptyCart", "intent");
      cart = await createCart(request.market, request.customer);
      seen(cart);
      remember(request.visitor, cart.id);
    }

    try {
      cart = await commerce.updateCart(cart.id, cart.version, planned.actions);
    } catch (error) {
      const refused = couponRefusal(command, cart, error);
      if (refused) return refused;
      if (!isCommerceError(error, "ConcurrentModification")) throw error;
      // SPEC §4: one retry with the current version, planned again from what the cart holds now.
      cart = await load(request.market, cart.id, request.customer?.id);
      seen(cart);
      planned = await plan(request, cart, command);
      if (!planned.ok) return planned;
      if (!cart) return refuse(null, "addingProblem", "intent", 409);
      try {
        cart = await commerce.updateCart(cart.id, cart.version, planned.actions);
      } catch (retryError) {
        const refusedAgain = couponRefusal(command, cart, retryError);
        if (refusedAgain) return refusedAgain;
        throw retryError;
      }
    }
    cart = await afterChange(cart);
    void rooms.cartUpdated(cart.id, cart);
    return { ok: true, cart, notice: planned.notice, ...(planned.capped ? { capped: true } : {}) };
  }

  /**
   * SPEC §4: an error naming a cart that 'was not found in store' clears the cart; any other reloads
   * it and shows 'There was a problem with adding product to the cart. Please try again.'
   */
  async function problem(request: CartRequest, cart: Cart | null, error: unknown): Promise<CartOutcome> {
    console.error("Cart change failed", error);
    if (error instanceof Error && error.message.includes("was not found in store"))
      return refuse(null, "addingProblem", "intent", 409);
    const reloaded = await load(request.market, cart?.id, request.customer?.id).catch(() => cart);
    return refuse(reloaded, "addingProblem", "intent", 409);
  }

  /** Each guaranteed product's offers, as if it had none yet (the repair chooses among them). */
  async function offersByParent(market: Market, cart: Cart): Promise<Map<string, GuaranteeOffer[]>> {
    const parents = [...new Set(cart.lineItems.flatMap((l) => guaranteeParent(l) ?? []))];
    const bySku = await products.bySkus(market, parents);
    return new Map(
      await Promise.all(
        parents.map(async (sku) => {
          const product = bySku.get(sku);
          return [
            sku,
            product ? await products.guaranteesFor(market, guaranteeTarget(product)) : [],
          ] as const;
        }),
      ),
    );
  }

  /** The extra guarantees each product line may still add (its products read in one query). */
  async function guaranteeOffersByLine(market: Market, cart: Cart) {
    const lines = cart.lineItems.filter((l) => l.lineItemMode === "Standard" && !guaranteeParent(l));
    const bySku = await products.bySkus(
      market,
      lines.map((l) => l.variant.sku ?? ""),
    );
    return Promise.all(
      lines.map(async (line) => {
        const product = bySku.get(line.variant.sku ?? "");
        return [line.id, product ? await offersFor(market, cart, product) : []] as const;
      }),
    );
  }

  /** The page's view of a cart: stock, volume tiers, shipping estimate and guarantee offers added. */
  async function view(
    market: Market,
    cart: Cart,
    options: { onPaymentPage?: boolean } = {},
  ): Promise<CartView> {
    const skus = [
      ...new Set(cart.lineItems.map((l) => l.variant.sku).filter((s): s is string => Boolean(s))),
    ];
    const groups = [
      ...new Set(
        cart.lineItems
          .map((l) => attributesOf(l.variant).get("volumeDiscountGroup"))
          .filter((g): g is string => typeof g === "string"),
      ),
    ];
    const freight = cart.lineItems.some((l) => attributesOf(l.variant).get("isPackageTypeFreight") === true);
    const [inventory, volumeEntries, methods, offers] = await Promise.all([
      commerce.inventory(skus),
      Promise.all(
        groups.map(async (group) => {
          const list = await volumeLists(`${group} in ${market.storeKey}`, () =>
            commerce.volumeDiscounts(group, market.storeKey),
          );
          return [group, list] as const;
        }),
      ),
      shippingMethods(market.country.isoCode, () => commerce.shippingMethods(market.country.isoCode)),
      // Offers are optional (SPEC §8): a failed read shows the cart without them.
      options.onPaymentPage
        ? Promise.resolve([])
        : guaranteeOffersByLine(market, cart).catch((error: unknown) => {
            console.error("Extra guarantee offers could not be loaded", error);
            return [];
          }),
    ]);
    const method = methods.find(
      (m) => m.key === (freight ? SHIPPING_METHOD_KEYS.freight : SHIPPING_METHOD_KEYS.parcel),
    );
    const shippingRate = method?.zoneRates
      .flatMap((z) => z.shippingRates)
      .find((r) => r.price.currencyCode === cart.totalPrice.currencyCode);
    return cartView(cart, {
      market,
      stock: new Map(inventory.map((e) => [e.sku, e.availableQuantity])),
      volumeDiscounts: new Map(volumeEntries),
      ...(shippingRate ? { shippingRate } : {}),
      guarantees: new Map(offers),
    });
  }

  return {
    load,
    /**
     * Registers a step that runs after every change of a cart, before the change is published: it
     * may change the cart once more (the checkout voids payments made for another amount) and must
     * not throw. It runs inside the cart's queue, so it writes through the commerce port directly.
     */
    onChange(hook: (cart: Cart) => Promise<Cart>) {
      changeHooks.push(hook);
    },
    /** The cart id of the cart cookie (signed), whatever the cart's state now. */
    cookieCartId: readCartId,
    view,
    /**
     * The view an action answers with. The change is done by then, so a failure here is logged and
     * answered without the view: the page's loaders, revalidated after the action, show the cart.
     */
    viewAfterChange: (market: Market, cart: Cart | null) =>
      cart
        ? view(market, cart).catch((error: unknown) => {
            console.error("Cart view failed after a change", error);
            return null;
          })
        : Promise.resolve(null),
    /**
     * The request's cart (cookie → active cart of the market's store); `stale` when the cookie must
     * go. The loaders of a GET request share one read (server/cache.ts perRequest).
     */
    fromRequest: requestCart,
    /** A notice named in the cart page's query (after a plain post), or null for anything else. */
    notice: (value: string | null): CartNotice | null =>
      CART_NOTICES.find((notice) => notice === value) ?? null,
    cookie: cartCookieHeader,
    itemCount,
    parse: parseCartCommand,
    /** What the product page needs from the cart (SPEC §5): units in the cart, guarantee already added. */
    productContext: (cart: Cart | null) => (sku: string) => ({
      inCart: quantityInCart(cart, sku),
      hasGuaranteeInCart: Boolean(guaranteeLineOf(cart, sku)),
    }),
    /**
     * Checkout changes (addresses, shipping method, fees, payments): the actions are planned from the
     * cart as it is when the change runs (after any other change of the cart), sent with its version,
     * planned and sent once more on a concurrent modification, and published to the cart's room.
     */
    update: (
      market: Market,
      cart: Cart,
      planActions: (current: Cart) => CartUpdateAction[] | Promise<CartUpdateAction[]>,
    ) =>
      queue.run(cart.id, async () => {
        const send = async (current: Cart) => {
          const actions = await planActions(current);
          return actions.length > 0 ? commerce.updateCart(current.id, current.version, actions) : current;
        };
        let updated: Cart;
        try {
          updated = await send((await load(market, cart.id, cart.customerId)) ?? cart);
        } catch (error) {
          if (!isCommerceError(error, "ConcurrentModification")) throw error;
          const current = await load(market, cart.id, cart.customerId);
          if (!current) throw error;
          updated = await send(current);
        }
        if (updated.version === cart.version) return updated;
        updated = await afterChange(updated);
        void rooms.cartUpdated(updated.id, updated);
        return updated;
      }),
    /**
     * After a sign-in merged carts on the platform (SPEC §4 "Session"): the guarantees are repaired
     * (one per product, priced and following its quantity) and the change steps run (payments made
     * for another amount are voided), then the cart is published. A failure is logged: the shopper is
     * signed in either way, with the cart as the platform left it.
     */
    afterMerge: (market: Market, cart: Cart) =>
      queue.run(cart.id, async () => {
        try {
          const offers = await offersByParent(market, cart);
          const actions = planGuaranteeRepair(cart, offers);
          const repaired = actions.length ? await commerce.updateCart(cart.id, cart.version, actions) : cart;
          const settled = await afterChange(repaired);
          void rooms.cartUpdated(settled.id, settled);
          return settled;
        } catch (error) {
          console.error(`Repairing cart ${cart.id} after a sign-in failed`, error);
          return cart;
        }
      }),
    /** Runs one change, after any other change of the same cart (or visitor) has finished. */
    change: (request: CartRequest, command: CartCommand) =>
      queue.run(request.cartId ?? `visitor:${request.visitor}`, () => apply(request, command)),
    /**
     * SPEC §2 guard 11 for the checkout steps: without a cart with lines the visitor goes home (303:
     * the redirect lasts only while the cart is empty). The cart page itself shows 'Your cart is empty'.
     */
    requireLines(market: Market, cart: Cart | null): Cart {
      if (cart && cart.lineItems.length > 0) return cart;
      console.warn("Guard 11: a page that needs a cart with lines was opened without one");
      throw redirect(`${market.pathPrefix}/`, 303);
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
