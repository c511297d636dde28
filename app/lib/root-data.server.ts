/**
 * The root loader's data, the shell of every page: the market, the visitor (CSRF token, client type,
 * customer, cart badge and room), the header's departments and languages, the footer's content pages
 * and what the error page needs. Kept out of root.tsx so the hooks that read it (root-data.ts) need
 * only its type.
 */
import type { AppLoadContext } from "@remix-run/server-runtime";
import {
  getLocale,
  isSwitchOn,
  type LocaleCode,
  ROUTES,
  type STATIC_PAGES,
  shippingFees,
  UI,
  VAT_RATES,
} from "../../config";
import { cmsOrNothing } from "../../server/cms";
import { endedSessionTierCookies } from "../../server/tiers/cookies";
import { widgetView } from "../../server/widgets";
import { i18next } from "../i18n.server";
import { pageBlocks } from "./cms-blocks.server";
import { readConfirmation } from "./confirmation.server";
import { consentView } from "./consent.server";
import { toMoney } from "./format";

/**
 * The error page's titles per language (decision 0086): the server's bundles never change at run
 * time. A load that fails is not kept: the next request tries again.
 */
const errorTitlesKept = new Map<string, Promise<{ notFound: string; error: string }>>();

function errorTitles(language: string) {
  let titles = errorTitlesKept.get(language);
  if (!titles) {
    titles = i18next
      .getFixedT(language, "common")
      .then((t) => ({ notFound: t("error.notFoundTitle"), error: t("error.title") }));
    const loading = titles;
    errorTitlesKept.set(language, loading);
    loading.catch(() => {
      if (errorTitlesKept.get(language) === loading) errorTitlesKept.delete(language);
    });
  }
  return titles;
}

export async function rootData(request: Request, context: AppLoadContext, headers = new Headers()) {
  const { market, services, session, flags } = context;
  const { country } = market;
  // Issue 23: the banner, the consent manager and the tag manager (decision 0055).
  const consent = await consentView(request, services.consent);
  // SPEC §2: the search page's one-time confirmation popup, shown after its flag left the URL (0063).
  const popup = await readConfirmation(request);
  if (popup.clear) headers.append("Set-Cookie", popup.clear);
  const [{ cart }, customer] = await Promise.all([
    // A platform hiccup shows the badge empty, not an error page (SPEC §8).
    services.cart.fromRequest(request, context).catch((error: unknown) => {
      console.error("Reading the cart failed", error);
      return { cart: null };
    }),
    // The header shows "Log in" rather than no page when the platform cannot say who is signed in.
    services.accounts.fromRequest(request, context).catch((error: unknown) => {
      console.error("Reading the signed-in customer failed", error);
      return undefined;
    }),
  ]);
  // The tier cookies of a session ended elsewhere (a log-out on another device) are cleared once the
  // platform has said so; not when it could not say (decision 0065).
  if (customer !== undefined)
    for (const cookie of await endedSessionTierCookies(request, customer))
      headers.append("Set-Cookie", cookie);
  const newsletterNotice = await services.newsletter.sentNotice.read(request);
  if (newsletterNotice.clear) headers.append("Set-Cookie", newsletterNotice.clear);
  return {
    locale: market.locale.code,
    language: market.language,
    country: market.country.countryCode,
    domain: country.domain,
    pathPrefix: market.pathPrefix,
    // None on an anonymous visitor's pages, which a shared cache may keep for everyone: the page fills
    // it in when it is no shared one (app/lib/shared-cache.server.ts, decision 0047).
    csrfToken: session.anonymous ? "" : session.csrfToken,
    // SPEC §2 query flag: `?app_version=true` shows which version serves the page.
    appVersion: flags.appVersionBanner ? services.version : undefined,
    clientType: session.clientType,
    // The header's account menu (SPEC §2): first name, last name and e-mail of the signed-in customer.
    customer: customer
      ? { firstName: customer.firstName ?? "", lastName: customer.lastName ?? "", email: customer.email }
      : null,
    currency: market.currency.code,
    // The header badge and the cart's live room (SPEC §2, §7; websockets are on in every country).
    cart: {
      count: services.cart.itemCount(cart),
      version: cart?.version ?? 0,
      room:
        cart && isSwitchOn("websockets", country.countryCode)
          ? await services.rooms.connection(request, cart.id)
          : undefined,
    },
    vatRate: VAT_RATES[country.countryCode],
    freeShippingFrom: toMoney(
      shippingFees(country.countryCode, country.currencyCode).freeAbove,
      country.currencyCode,
    ),
    // The language selector (SPEC §2) only exists in multi-language countries.
    languages:
      country.languages.length > 1
        ? country.locales.map((locale) => ({ language: getLocale(locale).language, locale }))
        : [],
    copyright: { from: UI.copyrightFromYear, to: new Date().getFullYear() },
    // SPEC §2 query flag `?webform=true`: the footer's contact-us button.
    webform: flags.webform,
    // The newsletter block's one-time "check your inbox" after a sign-up without JavaScript.
    newsletterSent: newsletterNotice.sent,
    departments: await services.categories.departments(market),
    footer: await footerLinks(services, market.locale.code),
    // SPEC §2: the 404 page shows two CMS blocks (shop by department, trusted brands); cached by the CMS.
    notFoundBlocks: await pageBlocks(
      context,
      await cmsOrNothing(
        `not-found/${market.locale.code}`,
        async () => (await services.cms.page("not-found", market.locale.code))?.blocks ?? [],
        [],
      ),
      `not-found/${market.locale.code}`,
    ),
    errorTitles: await errorTitles(market.language),
    consent,
    confirmation: popup.confirmation,
    // Issue 23 item 7: the third-party widgets this visitor consented to (decision 0063).
    widgets: widgetView(services.widgets, market, consent.choice),
  };
}
type StaticPage = (typeof STATIC_PAGES)[number];

export type RootData = Awaited<ReturnType<typeof rootData>>;

/** SPEC §2 footer columns of content pages, each named by its page's heading in the locale. */
const FOOTER_PAGES = {
  customerService: [
    "dispatch-information",
    "return-policy",
    "complaints",
    "premium-gurantee",
    "faq",
    "payment",
  ],
  aboutUs: ["terms-and-conditions", "privacy-data", "company-information", "our-history", "inspirations"],
  ourProducts: ["product-recalls", "best-prices-guaranteed", "merchant-information"],
} as const satisfies Record<string, readonly StaticPage[]>;

async function footerLinks(services: AppLoadContext["services"], locale: LocaleCode) {
  const column = async (slugs: readonly StaticPage[]) =>
    (
      await Promise.all(
        slugs.map(async (slug) => {
          const blocks = await cmsOrNothing(
            `${slug}/${locale}`,
            async () => (await services.cms.page(slug, locale))?.blocks ?? [],
            [],
          );
          const article = blocks.find((b) => b.component === "Article");
          return article ? [{ label: article.heading, href: ROUTES.staticPages[slug] }] : [];
        }),
      )
    ).flat();
  return {
    customerService: await column(FOOTER_PAGES.customerService),
    aboutUs: await column(FOOTER_PAGES.aboutUs),
    ourProducts: await column(FOOTER_PAGES.ourProducts),
  };
}
