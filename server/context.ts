import { readFileSync } from "node:fs";
import path from "node:path";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createAccounts } from "./account";
import { createAddressValidation } from "./address-validation";
import { createCaseManagement } from "./care";
import { createContactRequests } from "./care/contact";
import { createCartService } from "./cart";
import { createCategories } from "./catalog/category";
import { createHome } from "./catalog/home";
import { createCatalog } from "./catalog/listing";
import { createPopularSearches } from "./catalog/popular-searches";
import { createProducts } from "./catalog/product";
import { createReviewWriting } from "./catalog/review-writing";
import { createStores } from "./catalog/stores";
import { createCheckout } from "./checkout";
import { createAddressChecks } from "./checkout/address-check";
import { savedAddresses } from "./checkout/address-choices";
import { createCmsLoader } from "./cms";
import { createCommerce } from "./commerce";
import { createMail } from "./mail";
import { type Market, resolveMarket } from "./market";
import { createNewsletter, newsletterPort } from "./newsletter";
import { createOrders } from "./orders";
import { createPayments } from "./payments";
import { createRooms } from "./rooms";
import type { RequestFlags } from "./routing/flags";
import { pageLinks } from "./routing/links";
import { pageOfPath } from "./routing/paths";
import { createSearch } from "./search";
import { createIndexer } from "./search/indexer";
import type { Session } from "./session";
import { shopCookie } from "./session/cookies";
import { createVat } from "./vat";

declare module "@remix-run/node" {
  interface AppLoadContext {
    market: Market;
    /** Nonce of this response's Content-Security-Policy, for the scripts React renders. */
    cspNonce: string;
    /** The server's services; routes reach server/ only through these (and import only its types). */
    services: Services;
    /** The visitor's CSRF token, client type and form reader (server/session). */
    session: Session;
    /** The query flags of SPEC §2 for this request (server/routing/flags.ts). */
    flags: RequestFlags;
    /**
     * The client's IP address (Express req.ip, which follows TRUST_PROXY); "" when unknown. Failed
     * sign-ins are also counted per client (LIMITS.loginFailuresPerIp).
     */
    clientIp: string;
  }
}

/** One instance per process, created by server/index.ts; every request's context shares it. */
export async function createServices({ paymentWebhookUrl }: { paymentWebhookUrl: string }) {
  const commerce = createCommerce();
  const search = await createSearch(commerce);
  const indexer = createIndexer(commerce, search);
  const categories = createCategories(commerce);
  const cms = createCmsLoader(path.resolve("cms"));
  const catalog = createCatalog(search);
  const stores = createStores(commerce);
  const products = createProducts(commerce, categories, catalog, stores);
  const rooms = createRooms();
  // SPEC §7 updated-stock: every stock change reaches the rooms of the carts holding the SKU.
  commerce.onStockChange?.((changes) => void rooms.stockChanged(changes));
  const mail = createMail();
  // The cart is its owner's only while the auth cookie's session is current (docs/decisions/0014).
  const accounts = createAccounts(commerce, mail);
  const cart = createCartService(commerce, products, rooms, accounts.fromRequest);
  const payments = createPayments(process.env, { webhookUrl: paymentWebhookUrl });
  return {
    cms,
    commerce,
    search,
    catalog,
    home: createHome(cms, catalog, createPopularSearches(search)),
    categories,
    products,
    reviews: createReviewWriting(commerce, { reviewed: (sku) => indexer.update([sku]) }),
    cart,
    payments,
    checkout: createCheckout({ commerce, cart, payments, vat: createVat(), mail, stores }),
    accounts,
    /** SPEC §4 "Addresses": a signed-in customer's saved addresses at the checkout (decision 0033). */
    savedAddresses,
    /** SPEC §4, §5, §7: address validation before the cart is updated (decision 0034). */
    addressChecks: createAddressChecks(createAddressValidation()),
    rooms,
    newsletter: createNewsletter(newsletterPort(process.env, mail)),
    /** My orders and order tracking (issue 17.2): the my-orders port, its embedded pages, guest tracking. */
    orders: createOrders({ commerce, stores, products }),
    /** SPEC §4, §7: the contact form's customer requests, filed through the case-management port. */
    contact: createContactRequests({ ...createCaseManagement(), mail }),
    /** The shop's paths (server/routing/paths.ts): what a path names, for the catch-all route. */
    paths: { pageOf: pageOfPath },
    links: pageLinks,
    /** The shop's version (package.json), for the app-version banner. */
    version: JSON.parse(readFileSync("package.json", "utf8")).version as string,
  };
}
export type Services = Awaited<ReturnType<typeof createServices>>;

/**
 * Resolves the request's market once. A URL with an accepted language prefix also stores that
 * locale in the locale cookie, so unprefixed links keep the shopper's language.
 */
export async function marketMiddleware(
  req: ExpressRequest,
  res: ExpressResponse,
  next: (err?: unknown) => void,
) {
  try {
    const localeCookie = shopCookie("locale", { https: req.secure });
    const cookieValue = await localeCookie.parse(req.headers.cookie ?? null);
    const market = resolveMarket({ host: req.headers.host, pathname: req.path, localeCookie: cookieValue });
    if (market.pathPrefix && cookieValue !== market.locale.code) {
      res.append("Set-Cookie", await localeCookie.serialize(market.locale.code));
    }
    res.locals.market = market;
    // The visitor's own choice of language, if any: server/routing tells it from the country's
    // default when it leads a link to its page in that language (decision 0018).
    const chosen = market.country.locales.find((code) => code === cookieValue);
    if (chosen) res.locals.cookieLocale = chosen;
    next();
  } catch (error) {
    next(error);
  }
}

export function loadContextFactory(services: Services) {
  return (req: ExpressRequest, res: ExpressResponse) => ({
    market: res.locals.market as Market,
    cspNonce: res.locals.cspNonce as string,
    services,
    session: res.locals.session as Session,
    flags: res.locals.flags as RequestFlags,
    clientIp: req.ip ?? req.socket.remoteAddress ?? "",
  });
}
