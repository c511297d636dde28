/**
 * The recommendation blocks of the pages (issue 23 item 4, decision 0060): asked in the loader and
 * awaited, so the block is in the server-rendered page and works without JavaScript; the service's
 * timeout bounds the wait and a failure is no block (SPEC §8). The visitor's `toggle_recommendations`
 * switch (SPEC §2 query flags) off means no block and no call. A shown block is reported to the
 * tracking service's `recommendation` path with its id, in the background and only with the
 * visitor's marketing consent (server/tracking, decision 0055).
 */
import type { Cart } from "@commercetools/platform-sdk";
import type { AppLoadContext } from "@remix-run/server-runtime";
import type { ShownRecommendations } from "../../server/recommendations/service";
import * as events from "../../server/tracking/events";
import { trackingId } from "../../server/tracking/visit";
import { groupPricedCards, pageCustomer } from "./tiers.server";

/** What the tracking call's `action` says of a block the page showed. */
export const SHOWN_ACTION = "show";

async function shownOn(
  request: Request,
  context: AppLoadContext,
  ask: (cookie: string) => Promise<ShownRecommendations | null>,
): Promise<ShownRecommendations | null> {
  const { market, services, flags } = context;
  if (!flags.toggles.recommendations || !services.recommendations.configured) return null;
  const shown = await ask(await trackingId(request.headers.get("cookie")));
  if (!shown || shown.cards.length === 0) return null;
  // A signed-in customer's cards show their group prices (SPEC §3, decision 0065).
  const cards = await groupPricedCards(context, await pageCustomer(context, request), shown.cards);
  const { pathname } = new URL(request.url);
  services.tracking.fromRequest(request, market, (visit) =>
    events.recommendation(visit, { path: pathname, id: shown.id, name: shown.name, action: SHOWN_ACTION }),
  );
  return { ...shown, cards };
}

/** The product page's "customers also bought" for the product's SKU, or null (no block). */
export const productRecommendations = (request: Request, context: AppLoadContext, sku: string) =>
  shownOn(request, context, (cookie) =>
    context.services.recommendations.alsoBought(context.market, sku, cookie),
  );

/** The cart page's recommendations for the cart, or null (no block; an empty cart asks nothing). */
export const cartRecommendations = (request: Request, context: AppLoadContext, cart: Cart | null) =>
  cart && cart.lineItems.length > 0
    ? shownOn(request, context, (cookie) =>
        context.services.recommendations.forCart(context.market, cart, cookie),
      )
    : Promise.resolve(null);
