import {
  type ActionFunctionArgs,
  json,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type AddressFieldsValue,
  CART_FIELDS,
  CLIENT_TYPES,
  checkoutAddressForm,
  ROUTES,
  shippingAddressOf,
} from "../../config";
import type { NetOutcome } from "../../server/checkout";
import type { VatOutcome } from "../../server/vat";
import { RadioChoice, SaveAddressCheckbox, ShippingBlock } from "../components/checkout/AddressChoices";
import { AddressFieldset, BillingFieldset } from "../components/checkout/AddressFieldset";
import { CheckoutSteps } from "../components/checkout/CheckoutSteps";
import { EmailConsent } from "../components/checkout/EmailConsent";
import { VatIssue } from "../components/checkout/VatIssue";
import { AccountForm, Field, useAccountForm } from "../components/forms/AccountForm";
import { pageTitle } from "../i18n.server";
import { readAccountForm } from "../lib/account-form.server";
import { addressFormValues, sameAddress } from "../lib/address";
import { addressesNotice, withNotice } from "../lib/notice";
import { useCountryName, useLocalePath } from "../lib/root-data";
import { pageMeta } from "../lib/seo";
import { parseSubmission } from "../lib/submission";

export const handle = { i18n: ["common", "account", "checkout"], hideMenu: true };

/** The shipping address: the billing address, or another one. */
const SHIPPING_TYPES = ["same", "different"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, services, session } = context;
  const { cart: current } = await services.cart.fromRequest(request, context);
  const cart = services.checkout.guard(market, current, "addresses");
  const customer = await services.accounts.fromRequest(request, context);
  const book = (role: "billing" | "shipping") =>
    customer ? services.accounts.addressBook(customer, role).find((e) => e.isDefault)?.address : undefined;
  // What the cart holds, else the customer's default addresses, else their name.
  const billing = cart.billingAddress ?? book("billing") ?? book("shipping");
  const shipping = cart.shippingAddress;
  const different = Boolean(shipping && billing) && !sameAddress(shipping, billing);
  const vatId = cart.billingAddress?.custom?.fields.vatId;
  const url = new URL(request.url);
  return json({
    title: await pageTitle(market, "title.addresses", "checkout"),
    guest: !customer,
    defaultValue: {
      email: customer?.email ?? cart.customerEmail ?? "",
      clientType: billing?.company ? "company" : session.clientType,
      billing: {
        ...(customer ? { firstName: customer.firstName ?? "", lastName: customer.lastName ?? "" } : {}),
        ...addressFormValues(billing),
        ...(typeof vatId === "string" ? { vatId } : {}),
      },
      shippingType: different ? "different" : "same",
      shipping: different ? addressFormValues(shipping) : {},
      // SPEC §3 cart field: unticked until the shopper ticks it; kept when they come back.
      ...(cart.custom?.fields[CART_FIELDS.emailConsent] === true ? { emailConsent: "on" } : {}),
    },
    vatEnabled: await services.checkout.vatValidationEnabled(market),
    links: services.links(url, market, () => ROUTES.checkout.addresses, { noindex: true }),
  });
}

/** The VAT check's answer as the page shows it (SPEC §8), and the ID as typed ('Continue with Purchase' goes on with it). */
type VatState = Pick<VatOutcome, "kind" | "timedOut"> & { vatId: string };

/**
 * SPEC §5 "Address submit": billing and shipping checked with the country's rules ('Billing Address
 * Error', 'Shipping Address Error'); a company's VAT ID is checked with the VAT service, and when it
 * is not valid (or cannot be checked) the shopper corrects it or continues with a gross invoice.
 * Then the cart gets the addresses and its shipping method, and the shopper goes to the payment step.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { market, services, session } = context;
  const { cart: current } = await services.cart.fromRequest(request, context);
  const cart = services.checkout.guard(market, current, "addresses");
  const customer = await services.accounts.fromRequest(request, context);
  const read = await readAccountForm(context, request);
  if ("expired" in read) return read.expired;
  const schema = checkoutAddressForm(market.country.countryCode, { guest: !customer });
  const submission = parseSubmission(read.form, schema);
  if (submission.status !== "success") {
    const fields = Object.keys(submission.error ?? {});
    const formErrors = [
      ...(fields.some((f) => f.startsWith("billing.")) ? ["errors.billing"] : []),
      ...(fields.some((f) => f.startsWith("shipping.")) ? ["errors.shipping"] : []),
      ...(fields.includes("emailConsent") ? ["errors.emailConsent"] : []),
    ];
    return json({ result: submission.reply({ formErrors }), vat: null }, { status: 422 });
  }
  const value = submission.value;
  const vatId = value.clientType === "company" ? value.billing.vatId : undefined;
  const vat =
    vatId && (await services.checkout.vatValidationEnabled(market))
      ? await services.checkout.checkVat(market, vatId)
      : null;
  // SPEC §5: a billing VAT validation error stops the step, until the shopper continues anyway with
  // the ID the issue was shown for.
  if (vatId && vat && vat.kind !== "valid" && value.vatContinue !== vatId) {
    const state: VatState = { kind: vat.kind, timedOut: vat.timedOut, vatId };
    return json(
      { result: submission.reply({ formErrors: ["errors.billingVat"] }), vat: state },
      { status: 422 },
    );
  }
  const shipping: AddressFieldsValue | null =
    value.shippingType === "different" ? shippingAddressOf(market.country.countryCode, value) : null;
  const email = customer?.email ?? value.email ?? "";
  let net: NetOutcome;
  try {
    const saved = await services.checkout.saveAddresses(market, cart, {
      value,
      email,
      shipping,
      vat,
      emailConsent: value.emailConsent === "on",
      utmSource: await services.checkout.utmSourceOf(request),
    });
    // Issue 19.1: net under reverse charge for a VAT ID this server found valid, else gross.
    net = await services.checkout.settleNetInvoice(market, saved, { clientType: value.clientType, vat });
  } catch (error) {
    console.error("Saving the checkout addresses failed", error);
    return json({ result: submission.reply({ formErrors: ["errors.problem"] }), vat: null }, { status: 503 });
  }
  // SPEC §4: a signed-in shopper's addresses go to their books when asked, as the defaults.
  if (customer) {
    const { company, vatId: _vatId, ...fields } = value.billing;
    const billing = { ...fields, ...(value.clientType === "company" && company ? { company } : {}) };
    const saved = value.saveBilling
      ? await services.accounts.saveAddress(customer, "billing", market, { ...billing, makeDefault: "on" })
      : null;
    // The customer as the first save left them (a failed save is logged by the accounts service).
    const current = saved?.ok ? saved.customer : customer;
    if (value.saveShipping)
      await services.accounts.saveAddress(current, "shipping", market, {
        ...(shipping ?? billing),
        makeDefault: "on",
      });
  }
  const headers = new Headers();
  if (value.clientType !== session.clientType)
    headers.append("Set-Cookie", await session.clientTypeCookie(value.clientType));
  const payment = `${market.pathPrefix}${ROUTES.checkout.payment}`;
  const notice = addressesNotice(net, vat?.kind);
  return redirect(notice ? withNotice(new URL(payment, request.url), notice) : payment, {
    status: 303,
    headers,
  });
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function CheckoutAddressesPage() {
  const { guest, defaultValue, vatEnabled } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("checkout");
  const { t: ta } = useTranslation("account");
  const path = useLocalePath();
  const country = useCountryName();
  const schema = checkoutAddressForm(country.code, { guest });
  const [form, fields] = useAccountForm(schema, actionData?.result, {
    id: "checkout-addresses",
    defaultValue: defaultValue as unknown as Record<string, string>,
  });
  const [clientType, setClientType] = useState(String(fields.clientType.initialValue ?? "private"));
  const [shippingType, setShippingType] = useState(String(fields.shippingType.initialValue ?? "same"));
  const company = clientType === "company";
  return (
    <div className="checkout-page">
      <CheckoutSteps current="addresses" />
      <h1>{t("addresses.heading")}</h1>
      {guest && (
        <p>
          {t("addresses.haveAccount")} <Link to={path(ROUTES.checkout.login)}>{t("addresses.login")}</Link>
        </p>
      )}
      <AccountForm form={form} namespaces={["account", "checkout"]} messageValues={{ country: country.name }}>
        {/* A signed-in customer orders with the account's e-mail. */}
        {guest && <Field field={fields.email} label={ta("fields.email")} type="email" autoComplete="email" />}
        <RadioChoice
          legend={t("addresses.clientType")}
          name={fields.clientType.name}
          options={CLIENT_TYPES}
          value={clientType}
          onChange={setClientType}
          label={(type) => t(`addresses.${type}`)}
        />
        <BillingFieldset
          fields={fields.billing.getFieldset()}
          company={company}
          country={country.name}
          vatEnabled={vatEnabled}
        />
        {actionData?.vat && <VatIssue {...actionData.vat} />}
        {!guest && <SaveAddressCheckbox field={fields.saveBilling} label={t("addresses.saveBilling")} />}
        <RadioChoice
          legend={t("addresses.shipping")}
          name={fields.shippingType.name}
          options={SHIPPING_TYPES}
          value={shippingType}
          onChange={setShippingType}
          label={(type) => t(`addresses.shipping_${type}`)}
        />
        {/* Without JavaScript both address blocks show; the choice above decides which counts. */}
        <ShippingBlock visible={shippingType === "different"}>
          <AddressFieldset
            legend={t("addresses.shippingAddress")}
            fields={fields.shipping.getFieldset()}
            company={company}
            section="shipping"
            country={country.name}
          />
          {!guest && <SaveAddressCheckbox field={fields.saveShipping} label={t("addresses.saveShipping")} />}
        </ShippingBlock>
        <EmailConsent field={fields.emailConsent} />
        <button type="submit" className="button button--primary">
          {t("addresses.submit")}
        </button>
      </AccountForm>
    </div>
  );
}
