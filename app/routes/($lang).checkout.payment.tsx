import type { Address, Order } from "@commercetools/platform-sdk";
import {
  type ActionFunctionArgs,
  json,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  redirectDocument,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  CLIENT_STATE_DEFAULTS,
  COD_FEE_LINE,
  PAYMENT_KINDS,
  type PaymentKind,
  paymentForm,
  ROUTES,
} from "../../config";
import { AddressLines } from "../components/account/AddressLines";
import { CheckoutSteps } from "../components/checkout/CheckoutSteps";
import { OrderSummary } from "../components/checkout/OrderSummary";
import { CsrfField } from "../components/forms/CsrfField";
import { pageTitle } from "../i18n.server";
import { sameAddress } from "../lib/address";
import { requireLangParam } from "../lib/lang-param";
import { CHECKOUT_NOTICES, noticeOf } from "../lib/notice";
import { usePrices } from "../lib/prices";
import { confirmationMail } from "../lib/receipt.server";
import { useLocalePath } from "../lib/root-data";
import { pageMeta } from "../lib/seo";
import { parseSubmission } from "../lib/submission";

export const handle = { i18n: ["common", "cart", "checkout"], hideMenu: true };

/** Where the provider sends the shopper back: this page, with `sessionId` and `sessionResult`. */
const RETURN = { session: "sessionId", result: "sessionResult" } as const;

const errorPage = (prefix: string, code: string) => `${prefix}${ROUTES.paymentError}?code=${code}`;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  requireLangParam(params, market);
  const url = new URL(request.url);
  const { cart: current } = await services.cart.fromRequest(request, context);

  // Back from the provider's page (SPEC §4): the order, or the payment error page.
  const sessionId = url.searchParams.get(RETURN.session);
  const sessionResult = url.searchParams.get(RETURN.result);
  if (sessionId && sessionResult) {
    const outcome = await services.checkout
      .completeCardPayment(request, current, sessionId.slice(0, 200), sessionResult.slice(0, 4000))
      .catch((error: unknown) => {
        console.error("Reading the payment outcome failed", error);
        return { ok: false as const, code: "payment-error" as const };
      });
    if (!outcome.ok) return redirect(errorPage(market.pathPrefix, outcome.code), 303);
    return placedRedirect(request, context, outcome.order, outcome.created);
  }

  const guarded = services.checkout.guard(market, current, "payment");
  const cart = await services.checkout.ensureShippingMethod(market, guarded);
  return json({
    title: await pageTitle(market, "title.payment", "checkout"),
    // SPEC §2: no extra-guarantee offers on the payment page.
    view: await services.cart.view(market, cart, { onPaymentPage: true }),
    options: services.checkout.options(market, cart),
    email: cart.customerEmail ?? "",
    billing: cart.billingAddress as Address,
    shipping: sameAddress(cart.billingAddress, cart.shippingAddress)
      ? null
      : (cart.shippingAddress as Address),
    vatValidated:
      noticeOf(url, CHECKOUT_NOTICES) === "vatValidated" &&
      cart.billingAddress?.custom?.fields.vatValidated === true,
    links: services.links(url, market, () => ROUTES.checkout.payment, { noindex: true }),
  });
}

/**
 * After an order: a new one gets its confirmation mail, the cart cookie goes (the cart is ordered),
 * and this browser may see the order's thank-you page.
 */
async function placedRedirect(
  request: Request,
  context: LoaderFunctionArgs["context"],
  order: Order,
  created: boolean,
) {
  const { market, services } = context;
  if (created) services.checkout.confirm(market, order, (receipt) => confirmationMail(market, receipt));
  const headers = new Headers();
  headers.append("Set-Cookie", await services.cart.cookie(request, null));
  headers.append("Set-Cookie", await services.checkout.rememberOrder(request, order.id));
  return redirect(`${market.pathPrefix}${ROUTES.checkout.thankYou}?order=${order.id}`, {
    status: 303,
    headers,
  });
}

/**
 * SPEC §4 "Payment flow": cash on delivery and bank transfer place the order at once; the card
 * provider's page takes the shopper next (303 to it). Refusals answer 422 with the reason.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { market, services, session } = context;
  requireLangParam(params, market);
  const { cart: current } = await services.cart.fromRequest(request, context);
  const cart = services.checkout.guard(market, current, "payment");
  const form = await session.readFreshForm(request);
  if (!form) return json({ error: "errors.expired", payment: null }, { status: 403 });
  const submission = parseSubmission(form, paymentForm);
  if (submission.status !== "success")
    return json({ error: "errors.paymentRequired", payment: null }, { status: 422 });
  const kind = submission.value.payment;
  const url = new URL(request.url);
  const returnUrl = `${url.origin}${market.pathPrefix}${ROUTES.checkout.payment}`;
  const outcome = await services.checkout
    .place(market, cart, kind, { clientType: session.clientType, returnUrl })
    .catch((error: unknown) => {
      console.error("Placing the order failed", error);
      return { kind: "error" as const, code: "payment-error" as const };
    });
  switch (outcome.kind) {
    case "order":
      return placedRedirect(request, context, outcome.order, true);
    case "provider":
      // The provider's page is no route of this app: a full page load, also after a script's post.
      return redirectDocument(outcome.url, 303);
    case "refused":
      if (outcome.reason === "missingDetails")
        return redirect(`${market.pathPrefix}${ROUTES.checkout.addresses}`, 303);
      return json({ error: `errors.${outcome.reason}`, payment: kind }, { status: 422 });
    case "error":
      return redirect(errorPage(market.pathPrefix, outcome.code), 303);
  }
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function CheckoutPaymentPage() {
  const { view, options, email, billing, shipping, vatValidated } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("checkout");
  const path = useLocalePath();
  const prices = usePrices();
  const allowed = (kind: PaymentKind) => kind === "card" || options[kind].allowed;
  const initial = actionData?.payment ?? CLIENT_STATE_DEFAULTS.selectedPayment;
  const [selected, setSelected] = useState<PaymentKind>(allowed(initial) ? initial : "card");
  const fee = prices.format(options.cod.fee, view.currency);
  return (
    <div className="checkout-page checkout-page--payment">
      <CheckoutSteps current="payment" />
      <h1>{t("payment.heading")}</h1>
      {vatValidated && (
        <p className="notice" role="status">
          {t("vat.validated")}
        </p>
      )}
      <section className="checkout-details" aria-labelledby="checkout-details-title">
        <h2 id="checkout-details-title">{t("payment.details")}</h2>
        <p>{email}</p>
        <h3>{t("addresses.billing")}</h3>
        <AddressLines address={billing} />
        <h3>{t("addresses.shippingAddress")}</h3>
        {shipping ? <AddressLines address={shipping} /> : <p>{t("addresses.shipping_same")}</p>}
        <Link to={path(ROUTES.checkout.addresses)}>{t("payment.changeAddresses")}</Link>
      </section>
      <OrderSummary
        cart={view}
        extraFee={
          selected === "cod" && view.fees.length === 0
            ? { key: COD_FEE_LINE.key, name: "", amount: options.cod.fee }
            : undefined
        }
      />
      <Form method="post" className="payment-form">
        <CsrfField />
        {actionData?.error && (
          <p className="notice notice--error" role="alert">
            {t(actionData.error)}
          </p>
        )}
        <fieldset className="choice">
          <legend>{t("payment.choose")}</legend>
          {PAYMENT_KINDS.map((kind) => (
            <label key={kind} className={allowed(kind) ? undefined : "choice--disabled"}>
              <input
                type="radio"
                name="payment"
                value={kind}
                disabled={!allowed(kind)}
                defaultChecked={selected === kind}
                onChange={() => setSelected(kind)}
                aria-describedby={`payment-${kind}-hint`}
              />{" "}
              {t(`payment.kind.${kind}`)}
              <span id={`payment-${kind}-hint`} className="field__hint">
                {kind === "cod"
                  ? options.cod.allowed
                    ? t("payment.codFeeHint", { fee })
                    : t(`payment.codRefusal.${options.cod.refusal}`)
                  : kind === "bank"
                    ? options.bank.allowed
                      ? t("payment.bankHint")
                      : t("payment.bankUnavailable")
                    : t("payment.cardHint")}
              </span>
            </label>
          ))}
        </fieldset>
        <p>{t("payment.terms")}</p>
        <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
          {t("payment.submit")}
        </button>
      </Form>
    </div>
  );
}
