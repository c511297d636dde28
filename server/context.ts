import { readFileSync } from "node:fs";
import path from "node:path";
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
import type { Market } from "./market";
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
     * The client's IP address (the host's, which follows TRUST_PROXY as Express's req.ip did); "" when unknown. Failed
     * sign-ins are also counted per client (LIMITS.loginFailuresPerIp).
     */
    clientIp: string;
  }
}

/**
 * One instance per process, created by server/index.ts; every request's context shares it. The load
 * context itself is filled by the request pipeline (server/pipeline/remix.ts).
 */
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
