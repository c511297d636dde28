import {
  ADDRESS_VALIDATION,
  addressValidationCountries,
  CONSENT,
  CONTACT_FORM,
  NEWSLETTER,
  TIMINGS,
} from "../../config";
import { RECOMMENDATIONS } from "../../config/recommendations";
/** The shop's version, bundled at build time (the edge has no package.json to read). */
import packageJson from "../../package.json";
import { createMapsValidation } from "../address-validation/maps";
import { createWebToCase } from "../care/web-to-case";
import { clockFromSetting } from "../clock";
import { createCmsLoader } from "../cms";
import { CommercetoolsCommerce } from "../commerce/commercetools";
import { createApiRoot } from "../commerce/commercetools/client";
import { consentSettings } from "../consent";
import { imageCheckPort, imageHosts } from "../images";
import { createMailRelay } from "../mail/relay";
import { createMarketingNewsletter } from "../newsletter/marketing";
import { createMyOrders } from "../orders/link";
import { adyenFromEnv } from "../payments/adyen-config";
import { createHttpRecommendations } from "../recommendations/http";
import { TypesenseSearch } from "../search/typesense";
import { composeServices, type ServicePorts, type Services } from "../services";
import { socialSettings } from "../social/settings";
import { createHttpTracking } from "../tracking/http";
import { createVat } from "../vat";
import { widgetSettings } from "../widgets";
import type { workerAssets } from "./assets";
import { consentVariables, type EdgeEnv, socialVariables, widgetVariables } from "./env";
import { createDurableObjectBus, type DurableBusOptions, edgeRoomsConfig, type RoomsEnv } from "./rooms";
import { createDurableThrottles, type ThrottlesEnv } from "./throttles";

/**
 * The worker's services (issue 18 items 1 and 2, decision 0039): every port from the worker's `env`
 * through its fetch-based production adapter, nothing embedded (the edge has no file system and no
 * SQLite), composed by server/services.ts exactly as the Node host composes its own.
 *
 * | port | the edge uses |
 * |---|---|
 * | commerce | commercetools (@commercetools/ts-client over fetch), CTP_* |
 * | search | Typesense's REST API over fetch (TYPESENSE_*) |
 * | payments | Adyen's Checkout API over fetch (ADYEN_*) |
 * | vat | the VAT service over fetch (VAT_SERVICE_URL, VAT_OWN_ID) |
 * | mail | the mail relay over fetch (MAIL_RELAY_URL) |
 * | case management | web-to-case over fetch (CASE_MANAGEMENT_URL) |
 * | newsletter, tracking | the marketing platform over fetch (MARKETING_URL) |
 * | recommendations | the recommendation service over fetch (RECOMMENDATION_URL), else no block |
 * | social sign-in | arctic's OAuth 2 / OpenID flow over fetch (GOOGLE_*, FACEBOOK_*) with the auth sync over fetch (AUTH_SYNC_*) |
 * | widgets, consent | the accounts and scripts of the same variables as Node's, else none |
 * | address validation | the maps service over fetch (ADDRESS_VALIDATION_URL), else no country checked |
 * | my orders | the self-service site over fetch (MY_ORDERS_URL), else the shop's own pages |
 * | cms | the content files among the worker's static assets (server/edge/assets.ts) |
 * | images | the catalogue's own pictures without a request; other hosts by HEAD (IMAGE_BASE_URL) |
 * | rooms, throttles | Durable Objects: CART_ROOMS, STOCK_INDEX, THROTTLES (decision 0040) |
 */
export function createEdgeServices(
  env: EdgeEnv,
  assets: ReturnType<typeof workerAssets>,
  /** The Durable Object namespaces of wrangler.toml, and how publications outlive the response. */
  objects: RoomsEnv & ThrottlesEnv & DurableBusOptions,
): Services {
  // Looked up per call, as the Node adapters do.
  const fetchImpl: typeof fetch = (input, init) => fetch(input, init);
  return composeServices({
    ...platformPorts(env, assets),
    ...moneyPorts(env, fetchImpl),
    ...customerCarePorts(env, fetchImpl),
    ...livePorts(env, objects),
    // SPEC §7 image check (decision 0068): the catalog's own pictures locally, other hosts by HEAD.
    images: imageCheckPort({ IMAGE_BASE_URL: env.IMAGE_BASE_URL }, fetchImpl),
    // The CSP's img-src hosts (decision 0073), as on Node.
    imageHosts: imageHosts({
      IMAGE_BASE_URL: env.IMAGE_BASE_URL,
      PRODUCT_IMAGE_HOSTS: env.PRODUCT_IMAGE_HOSTS,
    }),
    version: packageJson.version,
    ...marketingPorts(env, fetchImpl),
    ...visitorPorts(env),
  });
}

/**
 * What a shopper sees of the integrations (issue 23, decision 0074), from the same variables as the
 * Node host's: social sign-in (the auth sync over HTTP, AUTH_SYNC_URL: the edge has no embedded
 * platform to sync with), the widgets' accounts, the consent manager and tag manager.
 */
function visitorPorts(env: EdgeEnv): Ports<"social" | "widgets" | "consent"> {
  return {
    social: { settings: socialSettings(socialVariables(env)) },
    widgets: widgetSettings(widgetVariables(env)),
    consent: consentSettings(consentVariables(env)),
  };
}

type Ports<K extends keyof ServicePorts> = Pick<ServicePorts, K>;

/** The catalogue and content: commercetools, Typesense, the CMS files among the assets, the clock. */
function platformPorts(
  env: EdgeEnv,
  assets: ReturnType<typeof workerAssets>,
): Ports<"commerce" | "search" | "cms" | "clock"> {
  return {
    commerce: new CommercetoolsCommerce(createApiRoot(env)),
    search: TypesenseSearch.fromEnv(env),
    cms: createCmsLoader(assets.cms, { cache: env.NODE_ENV !== "development" }),
    clock: clockFromSetting(env.SHOP_CLOCK),
  };
}

/** Mail, payments and VAT: the relay, Adyen's Checkout API and the VAT service, over fetch. */
function moneyPorts(env: EdgeEnv, fetchImpl: typeof fetch): Ports<"mail" | "payments" | "vat"> {
  return {
    mail: createMailRelay(env.MAIL_RELAY_URL, env.MAIL_RELAY_TOKEN, fetchImpl),
    // ADYEN_* as on Node (ADYEN_CHECKOUT_URL for the local provider's Checkout API).
    payments: adyenFromEnv({
      ADYEN_API_KEY: env.ADYEN_API_KEY,
      ADYEN_MERCHANT_ACCOUNT: env.ADYEN_MERCHANT_ACCOUNT,
      ADYEN_HMAC_KEY: env.ADYEN_HMAC_KEY,
      ADYEN_ENVIRONMENT: env.ADYEN_ENVIRONMENT,
      ADYEN_LIVE_URL_PREFIX: env.ADYEN_LIVE_URL_PREFIX,
      ADYEN_CHECKOUT_URL: env.ADYEN_CHECKOUT_URL,
      ADYEN_TIMEOUT_MS: env.ADYEN_TIMEOUT_MS,
      ADYEN_CLIENT_KEY: env.ADYEN_CLIENT_KEY,
      GOOGLE_PAY_MERCHANT_ID: env.GOOGLE_PAY_MERCHANT_ID,
    }),
    vat: createVat(
      {
        VAT_SERVICE_URL: env.VAT_SERVICE_URL,
        VAT_SERVICE_TOKEN: env.VAT_SERVICE_TOKEN,
        VAT_OWN_ID: env.VAT_OWN_ID,
      },
      fetchImpl,
      { timeoutMs: TIMINGS.seconds.vatValidationTimeout * 1000 },
    ),
  };
}

/** What serves the customer beside the shop: case management, address validation, newsletter, my orders. */
function customerCarePorts(
  env: EdgeEnv,
  fetchImpl: typeof fetch,
): Ports<"caseManagement" | "addressValidation" | "newsletter" | "myOrders"> {
  // Read even when no service is configured: a malformed list stops the start either way.
  const countries = addressValidationCountries(env.ADDRESS_VALIDATION_COUNTRIES);
  return {
    caseManagement: {
      cases: createWebToCase({ url: env.CASE_MANAGEMENT_URL, timeoutMs: CONTACT_FORM.timeoutSeconds * 1000 }),
      settings: {
        organisation: env.CASE_MANAGEMENT_ORG_ID ?? CONTACT_FORM.organisation,
        recordType: env.CASE_MANAGEMENT_RECORD_TYPE ?? CONTACT_FORM.recordType,
      },
    },
    addressValidation:
      env.ADDRESS_VALIDATION_URL && env.ADDRESS_VALIDATION_API_KEY
        ? createMapsValidation({
            url: env.ADDRESS_VALIDATION_URL,
            key: env.ADDRESS_VALIDATION_API_KEY,
            countries,
            fetchImpl,
            timeoutMs: ADDRESS_VALIDATION.timeoutSeconds * 1000,
          })
        : { port: { validate: async () => ({ kind: "unavailable" }) }, countries: [] },
    newsletter: createMarketingNewsletter({
      url: env.MARKETING_URL,
      token: env.MARKETING_TOKEN,
      timeoutMs: NEWSLETTER.marketingTimeoutSeconds * 1000,
      fetchImpl,
    }),
    myOrders: createMyOrders(
      {
        MY_ORDERS_URL: env.MY_ORDERS_URL,
        MY_ORDERS_SITE_HOST: env.MY_ORDERS_SITE_HOST,
        MY_ORDERS_TOKEN: env.MY_ORDERS_TOKEN,
        MY_ORDERS_USER: env.MY_ORDERS_USER,
        MY_ORDERS_PASSWORD: env.MY_ORDERS_PASSWORD,
      },
      fetchImpl,
    ),
  };
}

/** SPEC §7 rooms and every shared throttle: Durable Objects (decisions 0040, 0041). */
function livePorts(
  env: EdgeEnv,
  objects: RoomsEnv & ThrottlesEnv & DurableBusOptions,
): Ports<"roomBus" | "throttles" | "rooms" | "waitUntil"> {
  return {
    roomBus: createDurableObjectBus(objects, { waitUntil: objects.waitUntil }),
    throttles: createDurableThrottles(objects),
    rooms: edgeRoomsConfig({ ...objects, SESSION_SECRET: env.SESSION_SECRET, NODE_ENV: env.NODE_ENV }),
    // The tracking calls are not awaited by the page: the worker keeps them alive past the response.
    waitUntil: objects.waitUntil,
  };
}

/** The marketing platform's tracking (SPEC §7, decision 0055) and recommendations when configured (0060). */
function marketingPorts(env: EdgeEnv, fetchImpl: typeof fetch): Ports<"tracking" | "recommendations"> {
  return {
    tracking: createHttpTracking({
      url: env.MARKETING_URL,
      token: env.MARKETING_TOKEN,
      timeoutMs: CONSENT.trackingTimeoutMs,
      fetchImpl,
    }),
    // SPEC §7 recommendation service, when configured (decision 0060).
    ...(env.RECOMMENDATION_URL
      ? {
          recommendations: createHttpRecommendations({
            url: env.RECOMMENDATION_URL,
            key: env.RECOMMENDATION_KEY,
            timeoutMs: RECOMMENDATIONS.timeoutMs,
            fetchImpl,
          }),
        }
      : {}),
  };
}
