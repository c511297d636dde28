import type { AppLoadContext, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import {
  getLocale,
  isSwitchOn,
  type LocaleCode,
  ROUTES,
  type STATIC_PAGES,
  shippingFees,
  UI,
  VAT_RATES,
} from "../config";
import { ErrorPage } from "./components/error/ErrorPage";
import { useNonce } from "./components/layout/nonce";
import { type LayoutKind, Shell } from "./components/layout/Shell";
import { i18next } from "./i18n.server";
import { toMoney } from "./lib/format";
import { useHydrated } from "./lib/hydrated";
import { useRootData } from "./lib/root-data";
import styles from "./styles/app.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, services, session, flags } = context;
  const t = await i18next.getFixedT(market.language, "common");
  const { country } = market;
  const [{ cart }, customer] = await Promise.all([
    // A platform hiccup shows the badge empty, not an error page (SPEC §8).
    services.cart.fromRequest(request, context).catch((error: unknown) => {
      console.error("Reading the cart failed", error);
      return { cart: null };
    }),
    // The header shows "Log in" rather than no page when the platform cannot say who is signed in.
    services.accounts.fromRequest(request, context).catch((error: unknown) => {
      console.error("Reading the signed-in customer failed", error);
      return null;
    }),
  ]);
  return {
    locale: market.locale.code,
    language: market.language,
    country: market.country.countryCode,
    domain: country.domain,
    pathPrefix: market.pathPrefix,
    csrfToken: session.csrfToken,
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
          ? services.rooms.connection(request, cart.id)
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
    departments: await services.categories.departments(market),
    footer: await footerLinks(services, market.locale.code),
    // SPEC §2: the 404 page shows two CMS blocks (shop by department, trusted brands); cached by the CMS.
    notFoundBlocks: (await services.cms.page("not-found", market.locale.code))?.blocks ?? [],
    errorTitles: { notFound: t("error.notFoundTitle"), error: t("error.title") },
  };
}
type StaticPage = (typeof STATIC_PAGES)[number];

export type RootData = Awaited<ReturnType<typeof loader>>;

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
          const article = (await services.cms.page(slug, locale))?.blocks.find(
            (b) => b.component === "Article",
          );
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

export const handle = { i18n: ["common", "listing", "cart"] };

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // SPEC §2: the 404 title is the translated "page not found"; other titles get the domain appended.
  const title = notFound
    ? data?.errorTitles.notFound
    : `${data?.errorTitles.error ?? "Error"} | ${data?.domain ?? ""}`;
  return [{ title }, { name: "robots", content: "noindex" }];
};

function useLayoutKind(): LayoutKind {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const layout = (matches[i]?.handle as { layout?: LayoutKind } | undefined)?.layout;
    if (layout) return layout;
  }
  return "default";
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const { i18n } = useTranslation();
  const nonce = useNonce();
  // Marks a page whose script runs (browser tests wait for it before using what JavaScript adds).
  const hydrated = useHydrated();
  return (
    <html lang={data?.locale ?? i18n.language} dir={i18n.dir()} data-hydrated={hydrated ? "" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRootData();
  useChangeLanguage(data?.language ?? "en");
  return (
    <Shell layout={useLayoutKind()}>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Shell layout="default">
      <ErrorPage status={status} />
    </Shell>
  );
}
