/**
 * Adyen Web's Drop-in on the sessions flow (issue 19.5, decision 0032). This module is only ever
 * imported dynamically, by the payment step once the card option is chosen and Adyen is configured,
 * and Adyen Web itself comes through the one lazy loader (adyen-web.client.ts), so neither it nor
 * its stylesheet is in any page's initial bundle. The browser never decides an
 * outcome: every result goes back to the shop's return (sessionId and sessionResult), which asks
 * Adyen itself.
 */
import stylesheet from "@adyen/adyen-web/styles/adyen.css";
import type { DropInHandle, DropInView } from "../../server/checkout";
import { loadAdyenWeb } from "./adyen-web.client";

/** The method components the Drop-in may show: those of SPEC §3's method codes that Adyen Web has. */
const components = (web: Awaited<ReturnType<typeof loadAdyenWeb>>) => [
  web.Card,
  web.GooglePay,
  web.ApplePay,
  web.PayPal,
  web.Klarna,
  web.RatePay,
  web.OnlineBankingPL,
  web.Multibanco,
  web.Twint,
  web.Redirect,
];

export interface DropInEvents {
  /** Adyen Web finished the session (paid or not): the shop's return decides with Adyen. */
  finished: (sessionResult: string) => void;
  /** Adyen Web could not go on (load, network, configuration): the hosted page remains. */
  failed: (error: unknown) => void;
}

/** Adds Adyen Web's stylesheet once, when the Drop-in first mounts. */
function addStylesheet() {
  if (document.querySelector(`link[href="${stylesheet}"]`)) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = stylesheet;
  document.head.append(link);
}

/** A result that carries Adyen's sessionResult (sessions flow), or null. */
const sessionResultOf = (data: unknown): string | null =>
  data && typeof data === "object" && "sessionResult" in data && typeof data.sessionResult === "string"
    ? data.sessionResult
    : null;

/** Mounts the Drop-in into `element`; resolves its unmount. */
export async function mountDropIn(
  element: HTMLElement,
  view: DropInView,
  session: DropInHandle,
  events: DropInEvents,
): Promise<() => void> {
  addStylesheet();
  const web = await loadAdyenWeb();
  const finish = (data: unknown) => {
    const result = sessionResultOf(data);
    if (result) events.finished(result);
    else events.failed(new Error("Adyen Web answered without a sessionResult"));
  };
  const checkout = await web.AdyenCheckout({
    session,
    clientKey: view.clientKey,
    environment: view.environment,
    locale: view.locale,
    countryCode: view.countryCode,
    onPaymentCompleted: finish,
    // A refusal is also the return's to tell (SPEC §8 payment error page), from Adyen's own answer.
    onPaymentFailed: finish,
    onError: (error) => {
      // The shopper closed a wallet's sheet: nothing failed, the Drop-in stays.
      if (error.name === "CANCEL") return;
      events.failed(error);
    },
  });
  const dropin = new web.Dropin(checkout, { paymentMethodComponents: components(web) }).mount(element);
  return () => dropin.unmount();
}
