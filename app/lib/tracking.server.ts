/**
 * The tracking calls and data-layer events of the pages (issue 23 items 2 and 3, decision 0055),
 * one function per place where an event happens, so the routes stay one line each. The tracking call
 * is handed over in the background (never awaited); the data-layer events are returned for the
 * loader's data only when the visitor consented to analytics, else nothing reaches the page.
 */
import type { Cart, LineItem, Order } from "@commercetools/platform-sdk";
import type { AppLoadContext } from "@remix-run/server-runtime";
import { NEWSLETTER } from "../../config";
import type { CartCommand } from "../../server/cart/commands";
import { guaranteeParent } from "../../server/cart/view";
import type { CategoryView } from "../../server/catalog/category-view";
import type { ListingView } from "../../server/catalog/listing";
import type { ProductView } from "../../server/catalog/product-view";
import {
  type DataLayerEvent,
  dataLayerEvent,
  itemOfCard,
  itemOfLine,
  itemOfProduct,
  purchaseEvent,
} from "../../server/tracking/analytics-items";
import * as events from "../../server/tracking/events";
import { purchaseToReport } from "../../server/tracking/purchase-once";
import { analyticsConsent } from "./consent.server";

const isGuarantee = (line: LineItem) => guaranteeParent(line) !== undefined;

const customerOf = (request: Request, context: AppLoadContext) => () =>
  context.services.accounts.fromRequest(request, context);

/** A product page: view-item, and the data layer's view_item. */
export async function productViewed(
  request: Request,
  context: AppLoadContext,
  product: ProductView,
): Promise<DataLayerEvent[] | undefined> {
  const { market, services } = context;
  services.tracking.fromRequest(
    request,
    market,
    (visit) => events.viewItem(visit, product.sku),
    customerOf(request, context),
  );
  if (!(await analyticsConsent(request))) return undefined;
  const item = itemOfProduct(product);
  return item ? [dataLayerEvent("view_item", item.currency, [item])] : [];
}

/** A category page: view-category, and the data layer's view_item_list of its cards in order. */
export async function categoryViewed(
  request: Request,
  context: AppLoadContext,
  category: CategoryView & { slug: string },
  listing: ListingView,
): Promise<DataLayerEvent[] | undefined> {
  const { market, services } = context;
  const { page, sort } = listing.query;
  services.tracking.fromRequest(request, market, (visit) =>
    events.viewCategory(visit, category.slug, { page, sort, found: listing.found }),
  );
  if (!(await analyticsConsent(request))) return undefined;
  const levels = [...category.breadcrumbs.map((crumb) => crumb.name), category.name];
  const items = listing.products.map((card, index) => itemOfCard(card, index, levels));
  return [dataLayerEvent("view_item_list", market.currency.code, items, { item_list_name: category.name })];
}

/**
 * A checkout step shown with a cart (the step's guard has passed): the `checkout` call (SPEC §7: only
 * with a cart and a valid step), and at the first step after the cart the data layer's begin_checkout.
 */
export async function checkoutStepViewed(
  request: Request,
  context: AppLoadContext,
  cart: Cart,
  step: events.CheckoutStep,
): Promise<DataLayerEvent[] | undefined> {
  const { market, services } = context;
  services.tracking.fromRequest(request, market, (visit) => events.checkout(visit, cart.id, step));
  if (step !== "addresses" || !(await analyticsConsent(request))) return undefined;
  const items = cart.lineItems.map((line, i) => itemOfLine(line, market.language, i, isGuarantee(line)));
  return [dataLayerEvent("begin_checkout", cart.totalPrice.currencyCode, items)];
}

/**
 * The thank-you page: the data layer's purchase with the order's own number, total, tax and lines,
 * once per order (a reload shows the page without it; server/tracking/purchase-once.ts). `headers`
 * records the report in the browser and must be sent with the page.
 */
export async function orderPlaced(
  request: Request,
  order: Order,
  language: string,
  total: number,
): Promise<{ dataLayer?: DataLayerEvent[]; headers?: Record<string, string> }> {
  if (!(await analyticsConsent(request))) return {};
  const report = await purchaseToReport(request, order.id);
  if (!report) return { dataLayer: [] };
  return {
    dataLayer: [purchaseEvent(order, language, isGuarantee, total)],
    headers: { "Set-Cookie": report.setCookie },
  };
}

/**
 * An add that was taken, for the data layer: add_to_cart with the cart's line of that SKU (its
 * price as the platform computed it) and the quantity added; only with analytics consent. The page's
 * script pushes it (without JavaScript there is no tag manager to read a data layer).
 */
export async function addedToCart(
  request: Request,
  context: AppLoadContext,
  command: CartCommand,
  cart: Cart | null,
): Promise<DataLayerEvent[] | undefined> {
  if (command.intent !== "add" || !cart || !(await analyticsConsent(request))) return undefined;
  const index = cart.lineItems.findIndex((l) => l.variant.sku === command.sku && !isGuarantee(l));
  const line = cart.lineItems[index];
  if (!line) return [];
  const item = itemOfLine(line, context.market.language, index, false);
  // The posted quantity (text), at most what the line holds now (the cart caps it, SPEC §9).
  const added = {
    ...item,
    quantity: Math.min(Math.max(1, Math.trunc(Number(command.quantity ?? 1)) || 1), line.quantity),
  };
  return [dataLayerEvent("add_to_cart", cart.totalPrice.currencyCode, [added])];
}

/**
 * A cart change that was taken: cart-update with the intent, the SKU it concerned and, for an add
 * from a recommendation block, that list's id.
 */
export function cartChanged(
  request: Request,
  context: AppLoadContext,
  change: ReturnType<typeof trackedChange>,
): void {
  const { market, services } = context;
  services.tracking.fromRequest(
    request,
    market,
    (visit) =>
      events.cartUpdate(visit, {
        action: change.intent,
        cartId: change.cartId,
        sku: change.sku,
        recommendationId: change.recommendationId,
      }),
    customerOf(request, context),
  );
}

/** A signed-in customer changed their profile: customer-update. */
export function customerUpdated(request: Request, context: AppLoadContext, customerId: string): void {
  context.services.tracking.fromRequest(request, context.market, (visit) =>
    events.customerUpdate(visit, customerId),
  );
}

/**
 * What cart-update names of a cart command: its intent, the SKU of the line it concerned and the
 * recommendation list an add came from (SPEC §7 `recommendation_id`; none otherwise).
 */
export function trackedChange(
  command: CartCommand,
  before: Cart | null,
  cartId: string,
): { intent: string; cartId: string; sku: string; recommendationId?: string } {
  const line = "lineId" in command ? before?.lineItems.find((l) => l.id === command.lineId) : undefined;
  const sku = "sku" in command ? command.sku : (line?.variant.sku ?? "");
  const recommendationId = command.intent === "add" ? command.recommendationId : undefined;
  return { intent: command.intent, cartId, sku, ...(recommendationId ? { recommendationId } : {}) };
}

/** What newsletter-doi's `newsletterAction` names (config NEWSLETTER). */
export type NewsletterEvent = "signUp" | "confirm" | "unsubscribe";
const DOI_ACTIONS: Record<NewsletterEvent, string> = {
  signUp: NEWSLETTER.signUpAction,
  confirm: NEWSLETTER.confirmAction,
  unsubscribe: NEWSLETTER.unsubscribeAction,
};

/**
 * A newsletter sign-up, confirmation or unsubscribe: newsletter-doi (SPEC §7: locale, email,
 * optional user_id, newsletterAction), the visitor's own request, sent whatever the banner said
 * (decision 0067). `userId` is the signed-in customer the route already knows.
 */
export function newsletterDoiMade(
  request: Request,
  context: AppLoadContext,
  change: { email: string; event: NewsletterEvent; userId?: string },
): void {
  context.services.tracking.fromRequest(request, context.market, (visit) =>
    events.newsletterDoi(
      { ...visit, ...(change.userId ? { userId: change.userId } : {}) },
      change.email,
      DOI_ACTIONS[change.event],
    ),
  );
}

/**
 * A contact channel's consent given or withdrawn (the newsletter: a confirmed double opt-in, the
 * account's newsletter setting): customer-consent with every channel of SPEC §7. The shop asks for
 * the newsletter only, so sms, phone and the soft opt-ins are false. `emailToken` names the
 * subscriber where no one is signed in: the confirmation link's hash (decision 0067).
 */
export function channelConsentChanged(
  request: Request,
  context: AppLoadContext,
  change: { newsletter: boolean; emailToken?: string },
): void {
  const consents: events.ChannelConsents = {
    newsletter: change.newsletter,
    sms: false,
    phone: false,
    soft_newsletter: false,
    soft_phone: false,
    soft_sms: false,
  };
  context.services.tracking.fromRequest(request, context.market, (visit) =>
    events.customerConsent(visit, consents, change.emailToken),
  );
}
