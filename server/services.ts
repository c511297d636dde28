import { createAccounts, type Throttles } from "./account";
import type { AddressValidation } from "./address-validation";
import type { CasePort, CaseSettings } from "./care";
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
import type { CmsLoader } from "./cms";
import { createBlockData } from "./cms/context";
import type { CommercePort } from "./commerce/port";
import type { MailPort } from "./mail";
import type { NewsletterPort } from "./newsletter";
import { createNewsletter } from "./newsletter/sign-ups";
import { createOrders, type MyOrdersPort } from "./orders";
import type { PaymentProvider } from "./payments/port";
import { createRoomPublishing, type RoomPublisher, type RoomsConfig } from "./rooms";
import { pageLinks } from "./routing/links";
import { pageOfPath } from "./routing/paths";
import { createIndexer } from "./search/indexer";
import type { SearchPort } from "./search/port";
import type { VatPort } from "./vat";

/**
 * The ports a host hands to the composition (issue 18 item 1, decision 0039): the Node host builds
 * them from process.env with the embedded defaults (server/context.ts), the worker from its `env`
 * with the fetch-based production adapters only (server/edge/services.ts). Everything above the
 * ports is composed once, here, so both servers run the same services.
 */
export interface ServicePorts {
  commerce: CommercePort;
  search: SearchPort;
  cms: CmsLoader;
  mail: MailPort;
  payments: PaymentProvider;
  vat: VatPort;
  caseManagement: { cases: CasePort; settings: CaseSettings };
  addressValidation: AddressValidation;
  newsletter: NewsletterPort;
  /** My orders (issue 17.2): the self-service site (MY_ORDERS_URL) or the shop's own pages. */
  myOrders: MyOrdersPort;
  /** SPEC §7 rooms: the bus the cart rooms publish on (in-process on Node, Durable Objects on the edge). */
  roomBus: RoomPublisher;
  /** The room tokens' secrets and where browsers reach the rooms (a port on Node, a path on the edge). */
  rooms: RoomsConfig;
  /**
   * Per-visitor counters that must be shared by every instance of the storefront (issue 18 item 2,
   * decision 0041): every limit of the shop (sign-in, password reset, contact form, newsletter, order
   * tracking, VAT checks) as one named throttle of this port. In-process on Node (memoryThrottles),
   * Durable Objects on the edge (createDurableThrottles).
   */
  throttles: Throttles;
  /** The shop's version (package.json), for the app-version banner. */
  version: string;
}

/**
 * The server's services over the given ports: one instance per process (or per worker isolate);
 * every request's load context shares it (server/pipeline/remix.ts).
 */
export function composeServices(ports: ServicePorts) {
  const { commerce, search, cms, mail, payments } = ports;
  const indexer = createIndexer(commerce, search);
  const categories = createCategories(commerce);
  const catalog = createCatalog(search);
  const stores = createStores(commerce);
  const products = createProducts(commerce, categories, catalog, stores);
  const rooms = createRoomPublishing(ports.roomBus, ports.rooms);
  // SPEC §7 updated-stock: every stock change reaches the rooms of the carts holding the SKU.
  commerce.onStockChange?.((changes) => void rooms.stockChanged(changes));
  // The cart is its owner's only while the auth cookie's session is current (docs/decisions/0014).
  const { throttles } = ports;
  const accounts = createAccounts(commerce, mail, throttles);
  const cart = createCartService(commerce, products, rooms, accounts.fromRequest);
  return {
    cms,
    commerce,
    search,
    catalog,
    home: createHome(cms),
    /** What CMS blocks read for a market (issue 21 item 1, decision 0050): products, reviews, bank data. */
    blockData: createBlockData({ catalog, commerce, stores, popularSearches: createPopularSearches(search) }),
    categories,
    products,
    reviews: createReviewWriting(commerce, { reviewed: (sku) => indexer.update([sku]) }),
    cart,
    payments,
    checkout: createCheckout({ commerce, cart, payments, vat: ports.vat, mail, stores, throttles }),
    accounts,
    /** SPEC §4 "Addresses": a signed-in customer's saved addresses at the checkout (decision 0033). */
    savedAddresses,
    /** SPEC §4, §5, §7: address validation before the cart is updated (decision 0034). */
    addressChecks: createAddressChecks(ports.addressValidation),
    rooms,
    newsletter: createNewsletter(ports.newsletter, throttles),
    /** My orders and order tracking (issue 17.2): the my-orders port, its embedded pages, guest tracking. */
    orders: createOrders({ commerce, stores, products, port: ports.myOrders, throttles }),
    /** SPEC §4, §7: the contact form's customer requests, filed through the case-management port. */
    contact: createContactRequests({ ...ports.caseManagement, mail, throttles }),
    /** The shop's paths (server/routing/paths.ts): what a path names, for the catch-all route. */
    paths: { pageOf: pageOfPath },
    links: pageLinks,
    version: ports.version,
  };
}
export type Services = ReturnType<typeof composeServices>;
