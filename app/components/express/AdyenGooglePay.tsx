import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { GOOGLE_PAY_EXPRESS, toMajor } from "../../../config";
import type { ExpressClient } from "../../../server/payments";
import { loadAdyenWeb, toAdyenValue } from "../../lib/adyen-web.client";
import type { ExpressSetup } from "../../lib/express";
import type { ExpressPosted } from "../../lib/express-post.client";
import type { GooglePayExpressProps, ShownAmount } from "./GooglePayExpress";

type Props = GooglePayExpressProps & {
  client: Extract<ExpressClient, { kind: "adyen" }>;
  setup: ExpressSetup;
  post: (paymentData: unknown, shown: ShownAmount) => Promise<ExpressPosted>;
};

const adyenAmount = ({ value, currency }: ShownAmount) => ({
  value: toAdyenValue(toMajor(value, currency)),
  currency,
});

/**
 * Adyen Web's Google Pay component in express mode (SPEC §5: shipping address in the current
 * country, phone and e-mail required), loaded when its place scrolls into view. The sheet's
 * PaymentData goes to the shop's endpoint, which pays and orders (server/checkout); the component is
 * then told the payment is done, and the browser opens the thank-you page.
 */
export function AdyenGooglePay({ client, setup, total, prepare, page, post }: Props) {
  const place = useRef<HTMLDivElement>(null);
  const { t } = useTranslation("express");
  // The newest props for the component's callbacks, without mounting it again at every render.
  const latest = useRef({ t, total, prepare, post });
  latest.current = { t, total, prepare, post };

  useEffect(() => {
    const element = place.current;
    if (!element) return;
    let unmount = () => {};
    let stopped = false;
    const mount = async () => {
      const { AdyenCheckout, GooglePay } = await loadAdyenWeb();
      let shown = latest.current.total ?? { value: 0, currency: setup.currency };
      let location = "";
      const checkout = await AdyenCheckout({
        clientKey: client.clientKey,
        environment: client.environment,
        countryCode: setup.countryCode,
        locale: setup.locale,
        amount: adyenAmount(shown),
        analytics: { enabled: false },
      });
      const googlePay = new GooglePay(checkout, {
        isExpress: true,
        expressPage: page,
        configuration: { merchantId: client.merchantId, gatewayMerchantId: client.gatewayMerchantId },
        emailRequired: true,
        shippingAddressRequired: true,
        shippingAddressParameters: { allowedCountryCodes: [setup.countryCode], phoneNumberRequired: true },
        allowedAuthMethods: GOOGLE_PAY_EXPRESS.allowedAuthMethods,
        allowedCardNetworks: GOOGLE_PAY_EXPRESS.allowedCardNetworks,
        buttonType: "buy",
        // The sheet shows what the cart costs at the click: the cart page's newest total, or the
        // product page's cart after its add.
        onClick: (resolve, reject) => {
          const { prepare, total } = latest.current;
          (prepare ? prepare() : Promise.resolve(total ?? null))
            .then((next) => {
              if (!next) return reject();
              if (next.value !== shown.value || next.currency !== shown.currency) {
                shown = next;
                googlePay.update({ amount: adyenAmount(next) });
              }
              resolve();
            })
            .catch(reject);
        },
        onAuthorized: async ({ authorizedEvent }, actions) => {
          const posted = await latest.current.post(authorizedEvent, shown);
          if (!posted.ok) return actions.reject(latest.current.t(`errors.${posted.error}`));
          location = posted.location;
          actions.resolve();
        },
        // The shop has paid and ordered already (onAuthorized): nothing is left to submit.
        onSubmit: (_state, _component, actions) => actions.resolve({ resultCode: "Authorised" }),
        onPaymentCompleted: () => {
          if (location) window.location.assign(location);
        },
      });
      await googlePay.isAvailable();
      if (stopped) return;
      googlePay.mount(element);
      unmount = () => googlePay.unmount();
    };
    // Loaded only when the button's place is seen: no page pays for the library it does not show.
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      mount().catch((error: unknown) => console.warn("Google Pay is not available", error));
    });
    observer.observe(element);
    return () => {
      stopped = true;
      observer.disconnect();
      unmount();
    };
  }, [client, setup, page]);

  return <div ref={place} className="express__google-pay" />;
}
