/**
 * Adyen Web, loaded only when a page needs it (docs/decisions/0031): a dynamic import, so the library
 * is its own chunk and never part of the initial bundle. Loaded once per page.
 */
let adyenWeb: Promise<typeof import("@adyen/adyen-web")> | undefined;

export function loadAdyenWeb() {
  adyenWeb ??= import("@adyen/adyen-web");
  return adyenWeb;
}

/**
 * Adyen counts every shop currency in hundredths (HUF included, whose shop amounts are whole
 * forints: config/currencies.ts), as the server's adapter does (server/payments/adyen.ts).
 */
export const toAdyenValue = (major: number) => Math.round(major * 100);
