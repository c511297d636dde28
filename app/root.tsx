import type { MetaFunction } from "@remix-run/react";
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
import { json, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { rootData } from "~/lib/routes.server";
import { ConsentForm, type ConsentOutlet } from "./components/consent/ConsentForm";
import { ConsentScripts, DataLayer } from "./components/consent/ThirdPartyScripts";
import { ErrorPage } from "./components/error/ErrorPage";
import { ChunkReloadScript } from "./components/layout/ChunkReloadScript";
import { EmbeddedTranslations } from "./components/layout/EmbeddedTranslations";
import { JsMark } from "./components/layout/JsMark";
import { useNonce } from "./components/layout/nonce";
import { type LayoutKind, Shell } from "./components/layout/Shell";
import { useHydrated } from "./lib/hydrated";
import { useRootData } from "./lib/root-data";
import styles from "./styles/app.css";
import uiStyles from "./styles/ui.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: uiStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The shell's data for every page: market, visitor, header, footer (app/lib/root-data.server.ts). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // Set-Cookie headers of the shell (the newsletter's one-time notice, cleared once shown).
  const headers = new Headers();
  return json(await rootData(request, context, headers), { headers });
}

export const handle = {
  i18n: ["common", "listing", "cart", "newsletter", "contact", "tax", "consent", "ui"],
};

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
  // Hydrated after all, later than JsMark's fallback gave up on it: the JavaScript layouts again.
  useEffect(() => {
    if (hydrated) document.documentElement.setAttribute("data-js", "");
  }, [hydrated]);
  return (
    // The head's JsMark sets data-js on this element before React sees it (hence no hydration warning).
    // suppressHydrationWarning covers all of <html>'s own attributes, so a lang or dir that differs
    // between the server and the browser would go unreported too (its children are still checked).
    <html
      lang={data?.locale ?? i18n.language}
      dir={i18n.dir()}
      data-hydrated={hydrated ? "" : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <JsMark />
        <ChunkReloadScript />
        <Meta />
        <Links />
        <ConsentScripts />
      </head>
      <body>
        {children}
        <EmbeddedTranslations />
        <DataLayer />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * What the pages get from root's Outlet: the consent form, which the root's banner renders too. The
 * settings page takes it from here instead of importing it, so the form is not a script of its own on
 * every page (a module shared by root and one route is a chunk of its own; decision 0069).
 */
const OUTLET: ConsentOutlet = { ConsentForm };

export default function App() {
  const data = useRootData();
  useChangeLanguage(data?.language ?? "en");
  return (
    <Shell layout={useLayoutKind()}>
      <Outlet context={OUTLET} />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Shell layout="default">
      {/* A data request's 503 names its request in its body (app/lib/unavailable.server.ts). */}
      <ErrorPage
        status={status}
        requestId={isRouteErrorResponse(error) ? error.data?.requestId : undefined}
      />
    </Shell>
  );
}
