import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/server-runtime";
import { z } from "zod";
import { ROUTES } from "../../config";
import { addressForm } from "../../config/forms";
import type { AddressRole } from "../../server/account";
import { pageTitle } from "../i18n.server";
import { formError, readAccountForm } from "./account-form.server";
import { noticeOf, withNotice } from "./notice";
import { parseSubmission } from "./submission.server";

const ADDRESS_NOTICES = ["added", "updated", "deleted", "defaultSet"] as const;
const EDIT_PARAM = "edit";
const PATHS = { shipping: ROUTES.account.shippingDetails, billing: ROUTES.account.billingDetails } as const;
const addressId = z.string().min(1).max(64);

/** An address book page of SPEC §2 (shipping-details, billing-details): the list and the form. */
export function addressBookLoader(role: AddressRole) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const { market, services } = context;
    const url = new URL(request.url);
    const customer = await services.accounts.requireCustomer(request, context);
    const book = services.accounts.addressBook(customer, role);
    const editId = url.searchParams.get(EDIT_PARAM);
    const editing = book.find((entry) => entry.address.id === editId)?.address ?? null;
    return json({
      role,
      book,
      editing,
      notice: noticeOf(url, ADDRESS_NOTICES),
      title: await pageTitle(
        market,
        role === "shipping" ? "addresses.shippingTitle" : "addresses.billingTitle",
      ),
      links: services.links(url, market, () => PATHS[role], { noindex: true }),
    });
  };
}

/**
 * Adds or changes an address (intent "save", with `addressId` when changing), deletes one ("delete")
 * or makes one the default ("default"). Field errors answer 422 with what was typed; platform
 * failures answer with SPEC §5's messages ('Failed to add address' …).
 */
export function addressBookAction(role: AddressRole) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const { market, services } = context;
    const url = new URL(request.url);
    const customer = await services.accounts.requireCustomer(request, context);
    const read = await readAccountForm(context, request);
    if ("expired" in read) return read.expired;
    const { form } = read;
    const intent = form.get("intent");
    const id = addressId.safeParse(form.get("addressId"));
    if (intent === "delete" || intent === "default") {
      if (!id.success) return json({ intent, result: formError("errors.unknownAddress") }, { status: 422 });
      const outcome =
        intent === "delete"
          ? await services.accounts.deleteAddress(customer, role, id.data)
          : await services.accounts.setDefaultAddress(customer, role, id.data);
      if (!outcome.ok)
        return json(
          { intent, result: formError(`errors.${outcome.error}`) },
          { status: outcome.error === "unknownAddress" ? 404 : 503 },
        );
      return redirect(withNotice(url, intent === "delete" ? "deleted" : "defaultSet"), 303);
    }
    const submission = parseSubmission(form, addressForm(market.country.countryCode));
    if (submission.status !== "success")
      return json({ intent: "save", result: submission.reply() }, { status: 422 });
    const changing = id.success ? id.data : undefined;
    const outcome = await services.accounts.saveAddress(customer, role, market, submission.value, changing);
    if (!outcome.ok)
      return json(
        { intent: "save", result: submission.reply({ formErrors: [`errors.${outcome.error}`] }) },
        { status: outcome.error === "unknownAddress" ? 404 : 503 },
      );
    return redirect(withNotice(url, changing ? "updated" : "added"), 303);
  };
}
