import { createAccounts, type Throttles } from "./account";
import type { AddressValidation } from "./address-validation";
import { createCampaigns } from "./campaigns";
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
import { type Clock, systemClock } from "./clock";
import type { CmsLoader } from "./cms";
import { createBlog } from "./cms/blog";
import { createBlockData } from "./cms/context";
import type { CommercePort } from "./commerce/port";
import type { ConsentSettings } from "./consent";
import { type FaultSwitch, injectFaults } from "./faults";
import { createImageFallbacks, type ImageCheckPort } from "./images";
import type { MailPort } from "./mail";
import type { NewsletterPort } from "./newsletter";
import { createNewsletter } from "./newsletter/sign-ups";
import { observedPort, type PortObserver } from "./observed-ports";
import { createOrders, type MyOrdersPort } from "./orders";
import type { PaymentProvider } from "./payments/port";
import type { RecommendationPort } from "./recommendations/port";
import { createRecommendations } from "./recommendations/service";
import { createRoomPublishing, type RoomPublisher, type RoomsConfig } from "./rooms";
import { pageLinks } from "./routing/links";
import { pageOfPath } from "./routing/paths";
import { createIndexer } from "./search/indexer";
import type { SearchPort } from "./search/port";
import { createSocial, type SocialPorts } from "./social";
import { createTiers } from "./tiers";
import type { TrackingPort } from "./tracking/port";
import { createTracking } from "./tracking/service";
import type { VatPort } from "./vat";
import type { WidgetSettings } from "./widgets";

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
  /** The clock campaigns are judged by (server/clock.ts; SHOP_CLOCK fixes it); the system's by default. */
  clock?: Clock;
  /** Injected faults for tests (FAULTS, never in production; server/faults, decision 0054). */
  faults?: FaultSwitch;
  /**
   * SPEC §7 tracking service (issue 23 item 2): the marketing platform or the local collector. A host
   * that configures none tracks nothing (its events are dropped before any consent check matters).
   */
  tracking?: TrackingPort;
  /** The consent manager and tag manager scripts (issue 23 items 1, 3); none: the shop's own banner. */
  consent?: ConsentSettings;
  /** The third-party widgets' accounts (issue 23 item 7, decision 0063); none: no widget. */
  widgets?: WidgetSettings;
  /** Told the duration and outcome of every outbound call per port (the Node host's /metrics). */
  observe?: PortObserver;
  /**
   * SPEC §7 recommendation service (issue 23 item 4, decision 0060): the service over HTTP or the
   * embedded recommender; none: no recommendation block.
   */
  recommendations?: RecommendationPort;
  /** Social sign-in (issue 23 item 5, decision 0061): providers and auth sync; none: no buttons. */
  social?: SocialPorts;
  /**
   * SPEC §7 image check (issue 23 item 7, decision 0068): HEAD requests or the embedded default;
   * none: every image is shown as it is.
   */
  images?: ImageCheckPort;
  /**
   * The origins product pictures come from (server/images imageHosts: IMAGE_BASE_URL,
   * PRODUCT_IMAGE_HOSTS), for the CSP's img-src (decision 0073); none: the shop's own origin only.
   */
  imageHosts?: readonly string[];
  /**
   * Keeps background work (tracking calls) alive after the response: the worker's `waitUntil`; the
   * Node process needs none.
   */
  waitUntil?: (promise: Promise<unknown>) => void;
}

/**
 * The ports with their calls timed for /metrics (issue 22 item 7), when the host observes them; as
 * given otherwise. One small function of its own, so other wrappers of the ports compose beside it.
 */
function observedPorts(ports: ServicePorts): ServicePorts {
  const { observe } = ports;
  if (!observe) return ports;
  const wrap = <T extends object>(port: T, name: string) => observedPort(port, name, observe);
  return {
    ...ports,
    commerce: wrap(ports.commerce, "commerce"),
    search: wrap(ports.search, "search"),
    mail: wrap(ports.mail, "mail"),
    payments: wrap(ports.payments, "payments"),
    vat: wrap(ports.vat, "vat"),
    caseManagement: { ...ports.caseManagement, cases: wrap(ports.caseManagement.cases, "case-management") },
    addressValidation: wrap(ports.addressValidation, "address-validation"),
    newsletter: wrap(ports.newsletter, "newsletter"),
    myOrders: wrap(ports.myOrders, "my-orders"),
    roomBus: wrap(ports.roomBus, "rooms-bus"),
    ...(ports.recommendations ? { recommendations: wrap(ports.recommendations, "recommendations") } : {}),
  };
}

/** No tracking service configured: events are dropped. */
const NO_TRACKING: TrackingPort = { description: "none configured", send: async () => {} };

/**
 * The server's services over the given ports: one instance per process (or per worker isolate);
 * every request's load context shares it (server/pipeline/remix.ts).
 */
export function composeServices(given: ServicePorts) {
  // Faults inside, metrics outside: /metrics counts an injected failure as the shop meets it.
  const ports = observedPorts(injectFaults(given, given.faults));
  const { commerce, search, cms, mail, payments } = ports;
  const indexer = createIndexer(commerce, search);
  const categories = createCategories(commerce);
  // SPEC §7 image check: a missing product image shows the fallback (decision 0068).
  const images = ports.images ? createImageFallbacks(ports.images) : undefined;
  const catalog = createCatalog(search, images);
  const stores = createStores(commerce);
  const products = createProducts(commerce, categories, catalog, stores, images);
  const rooms = createRoomPublishing(ports.roomBus, ports.rooms);
  // SPEC §7 updated-stock: every stock change reaches the rooms of the carts holding the SKU.
  commerce.onStockChange?.((changes) => void rooms.stockChanged(changes));
  // The cart is its owner's only while the auth cookie's session is current (docs/decisions/0014).
  const { throttles } = ports;
  const accounts = createAccounts(commerce, mail, throttles);
  const cart = createCartService(commerce, products, rooms, accounts.fromRequest);
  // Issue 21 items 2 and 3 (decision 0051): campaigns at the shop's clock and the blog, read by CMS blocks.
  const clock = ports.clock ?? systemClock;
  const campaigns = createCampaigns(stores, clock);
  const blog = createBlog(cms);
  return {
    cms,
    commerce,
    search,
    catalog,
    campaigns,
    blog,
    home: createHome(cms),
    /**
     * What CMS blocks read for a market (issue 21 items 1 and 2, decisions 0050 and 0051): products,
     * reviews, bank data, the running campaigns and the blog, at the shop's clock.
     */
    blockData: createBlockData({
      catalog,
      commerce,
      stores,
      popularSearches: createPopularSearches(search),
      campaigns,
      blog,
      now: clock,
    }),
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
    /** The shared throttles (the per-address rate limits of server/http/rate-limit.ts count in them). */
    throttles,
    /** The injected faults' switch when FAULTS is set (tests turn services off and on with it). */
    faults: given.faults,
    /** Issue 23: the tracking calls of SPEC §7, made where events happen, never awaited (decision 0055). */
    tracking: createTracking(ports.tracking ?? NO_TRACKING, { waitUntil: given.waitUntil }),
    consent: ports.consent ?? {},
    /** Issue 23 item 4: "customers also bought" and the cart's recommendations (decision 0060). */
    recommendations: createRecommendations(ports.recommendations, { catalog, products, categories }),
    /** SPEC §2, §7 auth sync: Google and Facebook sign-in where configured (decision 0061). */
    social: createSocial(ports.social, commerce),
    /** Issue 23 item 6: customer tiers, their cookies, group prices, the LT personal discount (decision 0062). */
    tiers: createTiers(commerce),
    widgets: ports.widgets ?? {},
    imageHosts: ports.imageHosts ?? [],
  };
}
export type Services = ReturnType<typeof composeServices>;
