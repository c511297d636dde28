/** Payments: created by the checkout, read, and updated with the provider's answers. */
import type { Payment, PaymentDraft, PaymentUpdateAction } from "@commercetools/platform-sdk";
import { type Api, call, orNull } from "./request";

export async function createPayment(api: Api, draft: PaymentDraft): Promise<Payment> {
  return call(api.payments().post({ body: draft }));
}

export async function payment(api: Api, id: string): Promise<Payment | null> {
  return orNull(api.payments().withId({ ID: id }).get());
}

export async function updatePayment(
  api: Api,
  id: string,
  version: number,
  actions: PaymentUpdateAction[],
): Promise<Payment> {
  return call(api.payments().withId({ ID: id }).post({ body: { version, actions } }));
}
