import { useMatches } from "@remix-run/react";
import { useEffect } from "react";
import { scriptJson } from "../../../server/http/escape";
import type { DataLayerEvent } from "../../../server/tracking/analytics-items";
import { pushDataLayer } from "../../lib/data-layer";
import { useRootData } from "../../lib/root-data";
import { useNonce } from "../layout/nonce";

/**
 * The head's third-party scripts (issue 23 items 1 and 3): the consent manager when configured, and
 * the tag manager only when configured and the visitor consented to analytics. Both carry the CSP
 * nonce; with neither configured nothing is rendered.
 */
export function ConsentScripts() {
  const consent = useRootData()?.consent;
  const nonce = useNonce();
  if (!consent) return null;
  return (
    <>
      {consent.managerScript && <script src={consent.managerScript} nonce={nonce} async />}
      {consent.tagManagerScript && (
        <>
          <script
            nonce={nonce}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant: the tag manager's start marker.
            dangerouslySetInnerHTML={{
              __html:
                'window.dataLayer=window.dataLayer||[];dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});',
            }}
          />
          <script src={consent.tagManagerScript} nonce={nonce} async />
        </>
      )}
    </>
  );
}

/** The data-layer events the matched routes' loaders made (a loader adds them only with consent). */
function useDataLayerEvents(): DataLayerEvent[] {
  return useMatches().flatMap(
    (match) => (match.data as { dataLayer?: DataLayerEvent[] } | undefined)?.dataLayer ?? [],
  );
}

let serverEventsPushed = false;

/**
 * The page's data layer (issue 23 item 3): the server renders its events as an inline script with
 * the CSP nonce, so they reach `window.dataLayer` without any bundle; after a client-side navigation
 * (whose rendered scripts do not run) the same events are pushed from here. Nothing for a visitor
 * without analytics consent.
 */
export function DataLayer() {
  const nonce = useNonce();
  const analytics = useRootData()?.consent.analytics;
  const events = useDataLayerEvents();
  const key = scriptJson(events);
  useEffect(() => {
    // The first page's events were pushed by its server-rendered script.
    if (!serverEventsPushed) {
      serverEventsPushed = true;
      return;
    }
    if (!analytics || key === "[]") return;
    pushDataLayer(JSON.parse(key) as DataLayerEvent[]);
  }, [analytics, key]);
  if (!analytics || events.length === 0) return null;
  const pushes = events.map((event) => `{ecommerce:null},${scriptJson(event)}`).join(",");
  return (
    <script
      nonce={nonce}
      data-testid="data-layer"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the loaders' own events as escaped JSON.
      dangerouslySetInnerHTML={{ __html: `(window.dataLayer=window.dataLayer||[]).push(${pushes});` }}
    />
  );
}
