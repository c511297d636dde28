import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { GOOGLE_PAY_EXPRESS, googlePayExpressOffered } from "../../../config";
import type { ExpressError, ExpressSetup } from "../../lib/express";
import { type ExpressPosted, postPaymentData } from "../../lib/express-post.client";
import { useHydrated } from "../../lib/hydrated";
import { openLocalSheet } from "../../lib/local-google-pay.client";
import { useCountry, useRootData } from "../../lib/root-data";
import { AdyenGooglePay } from "./AdyenGooglePay";

/** An amount in the shop's minor units (config/currencies.ts). */
export interface ShownAmount {
  value: number;
  currency: string;
}

export interface GooglePayExpressProps {
  /** What the cart costs now (the cart page); the product page passes `prepare` instead. */
  total?: ShownAmount;
  /** Runs at the click before the sheet opens (the product page adds the product): the cart's new total. */
  prepare?: () => Promise<ShownAmount | null>;
  /** Where the button is, as Adyen's express analytics name it. */
  page: "cart" | "pdp";
}

/**
 * SPEC §1, §5 Google Pay express (docs/decisions/0031): with JavaScript only (the server's HTML has
 * no button, and without JavaScript Google Pay stays on the provider's page), where the card
 * provider offers Google Pay and the country has a checkout. The sheet shows the amount; its
 * payment data goes to the shop's endpoint, which orders the cart or says why not.
 */
export function GooglePayExpress(props: GooglePayExpressProps) {
  const hydrated = useHydrated();
  const country = useCountry();
  const root = useRootData();
  const prefix = root?.pathPrefix ?? "";
  const offered = googlePayExpressOffered(country);
  const [setup, setSetup] = useState<ExpressSetup | null>(null);
  const [error, setError] = useState<ExpressError | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation("express");
  const endpoint = `${prefix}${GOOGLE_PAY_EXPRESS.path}`;

  useEffect(() => {
    if (!offered) return;
    let live = true;
    fetch(endpoint, { credentials: "same-origin" })
      .then((response) => (response.ok ? (response.json() as Promise<ExpressSetup>) : null))
      .then((answer) => live && setSetup(answer))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [offered, endpoint]);

  if (!hydrated || !offered || !setup?.client) return null;
  const { client } = setup;
  const post = async (paymentData: unknown, shown: ShownAmount): Promise<ExpressPosted> => {
    setError(null);
    const posted = await postPaymentData(endpoint, root?.csrfToken ?? "", paymentData, shown);
    if (!posted.ok) setError(posted.error);
    return posted;
  };

  async function payOnLocalSheet(sheetPath: string) {
    // The window opens during the click: one opened after an await would be blocked.
    const sheet = openLocalSheet();
    setBusy(true);
    try {
      const shown = props.prepare ? await props.prepare() : props.total;
      if (!shown) return sheet.close();
      const data = await sheet.show(sheetPath, {
        amount: shown.value,
        currency: shown.currency,
        country: setup?.countryCode ?? "",
      });
      if (!data) return;
      const posted = await post(data, shown);
      if (posted.ok) window.location.assign(posted.location);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="express" aria-labelledby="express-heading">
      <h2 id="express-heading" className="express__heading">
        {t("heading")}
      </h2>
      <p className="express__hint">{t("hint")}</p>
      {client.kind === "local" ? (
        <button
          type="button"
          className="button express__button"
          onClick={() => void payOnLocalSheet(client.sheetPath)}
          disabled={busy}
        >
          {t("button")}
        </button>
      ) : (
        <AdyenGooglePay client={client} setup={setup} {...props} post={post} />
      )}
      {error && (
        <p className="notice notice--error" role="alert">
          {/* A net cart's refusal is a reverse-charge matter: its words are in the `tax` namespace. */}
          {error === "netInvoice" ? t("expressNotForNet", { ns: "tax" }) : t(`errors.${error}`)}
        </p>
      )}
    </section>
  );
}
