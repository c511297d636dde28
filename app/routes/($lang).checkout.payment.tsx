import type { Address } from "@commercetools/platform-sdk";
import type { MetaFunction } from "@remix-run/react";
import { type ShouldRevalidateFunction, useActionData, useLoaderData } from "@remix-run/react";
import {
  type ActionFunctionArgs,
  json,
  type LoaderFunctionArgs,
  redirect,
  redirectDocument,
} from "@remix-run/server-runtime";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  checkoutStepViewed,
  pageTitle,
  parseSubmission,
  paymentForm,
  placedRedirect,
} from "~/lib/routes.server";
import { CLIENT_STATE_DEFAULTS, COD_FEE_LINE, type PaymentKind, ROUTES, sameAddress } from "../../config";
import { CheckoutDetails } from "../components/checkout/CheckoutDetails";
import { CheckoutSteps } from "../components/checkout/CheckoutSteps";
import { DropIn, dropInWanted } from "../components/checkout/DropIn";
import { OrderSummary } from "../components/checkout/OrderSummary";
import { PaymentForm, paymentAllowed } from "../components/checkout/PaymentForm";
import { PaymentNotices } from "../components/checkout/PaymentNotices";
import { useHydrated } from "../lib/hydrated";
import { CHECKOUT_NOTICES, noticeOf, RELEASED_PARAM } from "../lib/notice";
import { pageMeta } from "../lib/seo";

export const handle = { i18n: ["common", "cart", "checkout", "dropin"], hideMenu: true };

/**
 * Where the provider sends the shopper back: this page, with `sessionId` and `sessionResult` (the
 * hosted page, the Drop-in's result), or `redirectResult` (a redirect inside the Drop-in).
 */
const RETURN = { session: "sessionId", result: "sessionResult", redirect: "redirectResult" } as const;

/** The payment step's notices: a VAT ID validated, a discount code taken off, stock short. */
const PAYMENT_NOTICES = [...CHECKOUT_NOTICES, "couponRemoved", "outOfStock"] as const;

const errorPage = (prefix: string, code: string, extra: Record<string, string> = {}) =>
  `${prefix}${ROUTES.paymentError}?${new URLSearchParams({ code, ...extra })}`;
const paymentStep = (prefix: string, query: Record<string, string>) =>
  `${prefix}${ROUTES.checkout.payment}?${new URLSearchParams(query)}`;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  const url = new URL(request.url);
  const { cart: current, stale } = await services.cart.fromRequest(request, context);

  // Back from the provider's page (SPEC §4): the order, or the payment error page.
  const sessionId = url.searchParams.get(RETURN.session);
  const sessionResult = url.searchParams.get(RETURN.result);
  const redirectResult = url.searchParams.get(RETURN.redirect);
  if (sessionId && (sessionResult || redirectResult)) {
    const outcome = await (sessionResult
      ? services.checkout.completeCardPayment(
          request,
          market,
          current,
          sessionId.slice(0, 200),
          sessionResult.slice(0, 4000),
        )
      : services.checkout.completeRedirect(request, market, current, (redirectResult ?? "").slice(0, 8000))
    ).catch((error: unknown) => {
      console.error("Reading the payment outcome failed", error);
      return { ok: false as const, code: "payment-error" as const, released: false };
    });
    if (outcome.ok) return placedRedirect(request, context, outcome.order, outcome.created);
    const released: Record<string, string> = outcome.released ? { [RELEASED_PARAM]: "1" } : {};
    // A cart that changed (a used-up code, stock) goes back to the payment step, which shows why.
    if ("notice" in outcome && outcome.notice)
      return redirect(paymentStep(market.pathPrefix, { notice: outcome.notice, ...released }), 303);
    return redirect(errorPage(market.pathPrefix, outcome.code, released), 303);
  }
  if (!current && stale) {
    // The cart was just ordered (Back after ordering, a second tab): its thank-you page, not home.
    const ordered = await services.checkout.orderOfCart(await services.cart.cookieCartId(request));
    if (ordered) return placedRedirect(request, context, ordered, false);
  }

  const guarded = services.checkout.guard(market, current, "payment");
  const prepared = await services.checkout.prepare(market, guarded);
  const { removedCodes, shortages } = prepared;
  // SPEC §3: calculatedCodFee marks cash on delivery as chosen (dropped when no longer allowed).
  const { cart, codChosen } = await services.checkout.chosenPayment(market, prepared.cart);
  const options = services.checkout.options(market, cart);
  const notice = noticeOf(url, PAYMENT_NOTICES);
  // SPEC §2: no extra-guarantee offers on the payment page.
  const view = await services.cart.view(market, cart, { onPaymentPage: true });
  const reverseCharge = view.vat?.reverseCharge === true;
  return json({
    title: await pageTitle(market, "title.payment", "checkout"),
    view,
    options,
    chosen: codChosen ? ("cod" as const) : null,
    // Issue 23: the checkout call for this step (a guarded cart exists here).
    dataLayer: await checkoutStepViewed(request, context, cart, "payment"),
    email: cart.customerEmail ?? "",
    billing: cart.billingAddress as Address,
    shipping: sameAddress(cart.billingAddress, cart.shippingAddress)
      ? null
      : (cart.shippingAddress as Address),
    vatValidated:
      (notice === "vatValidated" || notice === "vatNet" || notice === "vatNetFailed") &&
      cart.billingAddress?.custom?.fields.vatValidated === true,
    // Issue 19.1, SPEC §8: told only while the cart is as the notice says (net, or still gross).
    net:
      notice === "vatNet" && reverseCharge
        ? ("adjusted" as const)
        : notice === "vatNetFailed" && !reverseCharge
          ? ("failed" as const)
          : null,
    couponRemoved: notice === "couponRemoved" || removedCodes.length > 0,
    removedCodes,
    shortages,
    released: url.searchParams.get(RELEASED_PARAM) === "1",
    // Issue 19.5: Adyen Web's public settings when its Drop-in is on (never the API key).
    dropIn: services.checkout.dropIn(market),
    links: services.links(url, market, () => ROUTES.checkout.payment, { noindex: true }),
  });
}

/**
 * SPEC §4 "Payment flow": cash on delivery and bank transfer place the order at once; the card
 * provider's page takes the shopper next (303 to it). Refusals answer 422 with the reason.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { market, services, session } = context;
  const { cart: current, stale } = await services.cart.fromRequest(request, context);
  if (!current && stale) {
    // Posted twice (a double click, Back and post again): the first post's order, not an error.
    const ordered = await services.checkout.orderOfCart(await services.cart.cookieCartId(request));
    if (ordered) return placedRedirect(request, context, ordered, false);
  }
  const cart = services.checkout.guard(market, current, "payment");
  const form = await session.readFormIfTokenMatches(request);
  if (!form) return json({ error: "errors.expired", payment: null }, { status: 403 });
  const submission = parseSubmission(form, paymentForm);
  if (submission.status !== "success")
    return json({ error: "errors.paymentRequired", payment: null }, { status: 422 });
  const kind = submission.value.payment;
  // The Drop-in renders the card provider's methods: no session for another kind (a forged post).
  if (submission.value.intent === "dropin" && kind !== "card")
    return json({ error: "errors.paymentRequired", payment: kind }, { status: 422 });
  if (submission.value.intent === "choose") {
    // SPEC §3: the kind is kept on the cart (the fee and calculatedCodFee with cash on delivery);
    // the page then sums the cart up with the fee and its VAT, before anything is ordered.
    await services.checkout.choosePayment(market, cart, kind).catch((error: unknown) => {
      console.error("Keeping the chosen payment kind failed", error);
    });
    return redirect(`${market.pathPrefix}${ROUTES.checkout.payment}`, 303);
  }
  const url = new URL(request.url);
  const returnUrl = `${url.origin}${market.pathPrefix}${ROUTES.checkout.payment}`;
  const outcome = await services.checkout
    .place(market, cart, kind, {
      clientType: session.clientType,
      returnUrl,
      inline: submission.value.intent === "dropin",
    })
    .catch((error: unknown) => {
      console.error("Placing the order failed", error);
      return { kind: "error" as const, code: "payment-error" as const };
    });
  // The Drop-in was asked for by the page itself, not by a click on "pay": its failure is shown
  // inline (SPEC §8's payment error) and the hosted page's button stays, no error page.
  if (submission.value.intent === "dropin" && outcome.kind === "error")
    return json({ error: `paymentError.${outcome.code}`, payment: kind }, { status: 503 });
  switch (outcome.kind) {
    case "order":
      return placedRedirect(request, context, outcome.order, outcome.created);
    case "dropIn":
      // Only the session's id and data: the rest the page's loader already gave (public settings).
      return json({ error: null, payment: kind, dropIn: outcome.session });
    case "provider":
      // The provider's page is no route of this app: a full page load, also after a script's post.
      return redirectDocument(outcome.url, 303);
    case "refused":
      if (outcome.reason === "missingDetails")
        return redirect(`${market.pathPrefix}${ROUTES.checkout.addresses}`, 303);
      // The page's loader shows what changed (the codes taken off, the lines short of stock).
      return json({ error: `errors.${outcome.reason}`, payment: kind }, { status: 422 });
    case "error":
      return redirect(errorPage(market.pathPrefix, outcome.code), 303);
  }
}

export const meta: MetaFunction<typeof loader> = pageMeta;

/** The Drop-in's ask changes nothing the page shows: no reload of its data (and no remount). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "dropin" ? false : defaultShouldRevalidate;

export default function CheckoutPaymentPage() {
  const {
    view,
    options,
    chosen,
    email,
    billing,
    shipping,
    vatValidated,
    net,
    couponRemoved,
    removedCodes,
    shortages,
    released,
    dropIn,
  } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("checkout");
  const initial = actionData?.payment ?? chosen ?? CLIENT_STATE_DEFAULTS.selectedPayment;
  const [selected, setSelected] = useState<PaymentKind>(paymentAllowed(options, initial) ? initial : "card");
  return (
    <div className="checkout-page checkout-page--payment">
      <CheckoutSteps current="payment" />
      <h1>{t("payment.heading")}</h1>
      <PaymentNotices
        vatValidated={vatValidated}
        net={net}
        released={released}
        couponRemoved={couponRemoved}
        removedCodes={removedCodes}
        shortages={shortages}
        lines={view.lines}
      />
      <CheckoutDetails email={email} billing={billing} shipping={shipping} />
      <OrderSummary
        cart={view}
        extraFee={
          selected === "cod" && view.fees.length === 0
            ? { key: COD_FEE_LINE.key, name: "", amount: options.cod.fee }
            : undefined
        }
      />
      <PaymentForm
        options={options}
        currency={view.currency}
        selected={selected}
        onSelect={setSelected}
        error={actionData?.error ?? undefined}
        blocked={shortages.length > 0}
      />
      {dropIn && dropInWanted({ hydrated, selected, blocked: shortages.length > 0 }) && (
        <DropIn view={dropIn} />
      )}
    </div>
  );
}
