import type { MetaFunction } from "@remix-run/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/server-runtime";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  checkoutAddressForm,
  checkoutStepViewed,
  pageTitle,
  parseSubmission,
  readAccountForm,
  shippingAddressOf,
  withSavedAddresses,
} from "~/lib/routes.server";
import {
  type AddressFieldsValue,
  addressFormValues,
  CART_FIELDS,
  CLIENT_TYPES,
  ROUTES,
  sameAddress,
} from "../../config";
import type { NetOutcome } from "../../server/checkout";
import type { VatOutcome } from "../../server/vat";
import { RadioChoice, SaveAddressCheckbox, ShippingBlock } from "../components/checkout/AddressChoices";
import { AddressFieldset, BillingFieldset } from "../components/checkout/AddressFieldset";
import { AddressSuggestions } from "../components/checkout/AddressSuggestions";
import { CheckoutSteps } from "../components/checkout/CheckoutSteps";
import { EmailConsent } from "../components/checkout/EmailConsent";
import { SavedAddressChoice } from "../components/checkout/SavedAddressChoice";
import { VatIssue } from "../components/checkout/VatIssue";
import { AccountForm, Field, useAccountForm } from "../components/forms/AccountForm";
import { Link } from "../lib/link";
import { addressesNotice, withNotice } from "../lib/notice";
import { useCountryName, useLocalePath } from "../lib/root-data";
import { pageMeta } from "../lib/seo";

export const handle = {
  i18n: ["common", "account", "checkout", "vat-check", "addresses", "tax"],
  hideMenu: true,
};

/** The shipping address: the billing address, or another one (or a saved one: decision 0033). */
const SHIPPING_TYPES = ["same", "different"] as const;
const SHIPPING_TYPES_SAVED = ["same", "saved", "different"] as const;

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
  // SPEC §4 "Addresses": the customer's saved addresses and what is preselected (decision 0033).
  const saved = {
    billing: services.savedAddresses.options(customer, "billing", market.country.isoCode),
    shipping: services.savedAddresses.options(customer, "shipping", market.country.isoCode),
  };
  const chosen = services.savedAddresses.preselection(
    cart,
    saved.billing,
    saved.shipping,
    await services.savedAddresses.storedShippingType(request),
  );
  return json({
    title: await pageTitle(market, "title.addresses", "checkout"),
    // Issue 23: the checkout call, and begin_checkout for the data layer with analytics consent.
    dataLayer: await checkoutStepViewed(request, context, cart, "addresses"),
    guest: !customer,
    defaultValue: {
      email: customer?.email ?? cart.customerEmail ?? "",
      clientType: billing?.company ? "company" : session.clientType,
      billing: {
        ...(customer ? { firstName: customer.firstName ?? "", lastName: customer.lastName ?? "" } : {}),
        ...addressFormValues(billing),
        ...(typeof vatId === "string" ? { vatId } : {}),
      },
      shipping: different ? addressFormValues(shipping) : {},
      ...chosen,
      // SPEC §3 cart field: unticked until the shopper ticks it; kept when they come back.
      ...(cart.custom?.fields[CART_FIELDS.emailConsent] === true ? { emailConsent: "on" } : {}),
    },
    vatEnabled: await services.checkout.vatValidationEnabled(market),
    saved,
    links: services.links(url, market, () => ROUTES.checkout.addresses, { noindex: true }),
  });
}

/** The VAT check's answer as the page shows it (SPEC §8), and the ID as typed ('Continue with Purchase' goes on with it). */
type VatState = Pick<VatOutcome, "kind" | "timedOut"> & { vatId: string; retryAfterMinutes?: number };

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
  // A chosen address comes only from the customer's own books (decision 0033).
  const book = services.savedAddresses.options(customer, "billing", market.country.isoCode);
  const schema = withSavedAddresses(
    checkoutAddressForm(market.country.countryCode, { guest: !customer }),
    book,
  );
  const submission = parseSubmission(read.form, schema);
  if (submission.status !== "success") {
    const fields = Object.keys(submission.error ?? {});
    const formErrors = [
      ...(fields.some((f) => f.startsWith("billing")) ? ["errors.billing"] : []),
      ...(fields.some((f) => f.startsWith("shipping")) ? ["errors.shipping"] : []),
      ...(fields.includes("emailConsent") ? ["errors.emailConsent"] : []),
    ];
    return json({ result: submission.reply({ formErrors }), vat: null, doubts: null }, { status: 422 });
  }
  // SPEC §4, §5 "Address validation", before the cart is updated (decision 0034).
  const checks = await services.addressChecks.checkStep(request, market, submission.value);
  const headers = new Headers();
  if (checks.memoCookie) headers.append("Set-Cookie", checks.memoCookie);
  if (checks.doubts.length > 0)
    return json(
      { result: submission.reply({ formErrors: ["errors.addressDoubt"] }), vat: null, doubts: checks.doubts },
      { status: 422, headers },
    );
  const value = checks.value;
  const ids = services.savedAddresses.chosenIds(value, checks.taken);
  const vatId = value.clientType === "company" ? value.billing.vatId : undefined;
  // Throttled as the field's check, and no new check of an ID the cart already holds a result for.
  const checked =
    vatId && (await services.checkout.vatValidationEnabled(market))
      ? await services.checkout.checkVat(
          market,
          vatId,
          { clientIp: context.clientIp, session: session.csrfToken },
          cart,
        )
      : null;
  const vat = checked?.outcome ?? null;
  // SPEC §5: a billing VAT validation error stops the step, until the shopper continues anyway with
  // the ID the issue was shown for. Too many checks: 429 as /api/vat-check answers, with the wait.
  if (vatId && vat && vat.kind !== "valid" && value.vatContinue !== vatId) {
    const wait = checked?.retryAfterMinutes;
    const state: VatState = {
      kind: vat.kind,
      timedOut: vat.timedOut,
      vatId,
      ...(wait ? { retryAfterMinutes: wait } : {}),
    };
    return json(
      { result: submission.reply({ formErrors: ["errors.billingVat"] }), vat: state, doubts: null },
      { status: wait ? 429 : 422, headers: wait ? { "Retry-After": String(wait * 60) } : {} },
    );
  }
  const shipping: AddressFieldsValue | null =
    value.shippingType !== "same" ? shippingAddressOf(market.country.countryCode, value) : null;
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
      ...ids,
    });
    // Issue 19.1: net under reverse charge for a VAT ID this server found valid, else gross.
    net = await services.checkout.settleNetInvoice(market, saved, { clientType: value.clientType, vat });
  } catch (error) {
    console.error("Saving the checkout addresses failed", error);
    return json(
      { result: submission.reply({ formErrors: ["errors.problem"] }), vat: null, doubts: null },
      { status: 503 },
    );
  }
  // SPEC §4: a signed-in shopper's addresses go to their books when asked, as the defaults.
  if (customer)
    await services.savedAddresses.saveToBooks(services.accounts, customer, market, {
      value,
      shipping,
      ...ids,
    });
  headers.append("Set-Cookie", await services.savedAddresses.shippingTypeCookie(request, value.shippingType));
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
  const { guest, defaultValue, vatEnabled, saved } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("checkout");
  const { t: ta } = useTranslation("account");
  const { t: tx } = useTranslation("addresses");
  const path = useLocalePath();
  const country = useCountryName();
  const [form, fields] = useAccountForm(
    (schemas) =>
      schemas.withSavedAddresses(schemas.checkoutAddressForm(country.code, { guest }), saved.billing),
    actionData?.result,
    {
      id: "checkout-addresses",
      defaultValue: defaultValue as unknown as Record<string, string>,
    },
  );
  // The blocks each choice shows or hides follow the checked radios in the stylesheet (app.css,
  // decision 0084); only the client type is state, for the VAT ID's check as the field is left.
  const [clientType, setClientType] = useState(String(fields.clientType.initialValue ?? "private"));
  // A choice made before hydration fired no onChange: the state takes what the radio says.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useEffect(() => {
    const client = document.querySelector<HTMLInputElement>(
      `#${form.id} input[name="${fields.clientType.name}"]:checked`,
    )?.value;
    if (client) setClientType(client);
  }, []);
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
      <AccountForm
        form={form}
        namespaces={["account", "checkout", "addresses"]}
        messageValues={{ country: country.name }}
      >
        {actionData?.doubts && <AddressSuggestions doubts={actionData.doubts} />}
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
        <SavedAddressChoice
          legend={tx("choice.billing")}
          name={fields.billingAddressId.name}
          options={saved.billing}
          value={String(fields.billingAddressId.initialValue ?? "new")}
          withNew
          errors={fields.billingAddressId.errors}
          clientTypeName={fields.clientType.name}
        />
        {/* With JavaScript a saved address hides the typed fields (a company's name and VAT ID stay). */}
        <div className="checkout-billing">
          <BillingFieldset
            fields={fields.billing.getFieldset()}
            company={company}
            country={country.name}
            vatEnabled={vatEnabled}
          />
        </div>
        {actionData?.vat && <VatIssue issue={actionData.vat} />}
        {!guest && <SaveAddressCheckbox field={fields.saveBilling} label={t("addresses.saveBilling")} />}
        <RadioChoice
          legend={t("addresses.shipping")}
          name={fields.shippingType.name}
          options={saved.shipping.length > 0 ? SHIPPING_TYPES_SAVED : SHIPPING_TYPES}
          value={String(fields.shippingType.initialValue ?? "same")}
          label={(type) => (type === "saved" ? tx("choice.shippingSaved") : t(`addresses.shipping_${type}`))}
        />
        <ShippingBlock choice="saved">
          <SavedAddressChoice
            legend={tx("choice.shipping")}
            name={fields.shippingAddressId.name}
            options={saved.shipping}
            value={String(fields.shippingAddressId.initialValue ?? "")}
            withNew={false}
            errors={fields.shippingAddressId.errors}
          />
        </ShippingBlock>
        {/* Without JavaScript both address blocks show; the choice above decides which counts. */}
        <ShippingBlock choice="different">
          <AddressFieldset
            legend={t("addresses.shippingAddress")}
            fields={fields.shipping.getFieldset()}
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
