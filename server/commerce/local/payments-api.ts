/**
 * Payments over the local commercetools API (docs.commercetools.com/api/projects/payments), beside
 * the engine's payments.ts: created from a draft, read by id, updated with version and actions.
 */
import type { PaymentDraft, PaymentUpdateAction } from "@commercetools/platform-sdk";
import { z } from "zod";
import { type ApiRoute, applying, json, notFoundResponse, updateSchema } from "./http-support";

const moneySchema = z.looseObject({
  currencyCode: z.string().regex(/^[A-Z]{3}$/, "an ISO 4217 currency code"),
  centAmount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});

const paymentDraftSchema = z.looseObject({
  amountPlanned: moneySchema,
  key: z.string().max(256).optional(),
  anonymousId: z.string().max(200).optional(),
  interfaceId: z.string().max(500).optional(),
  paymentMethodInfo: z
    .looseObject({ paymentInterface: z.string().max(200).optional(), method: z.string().max(200).optional() })
    .optional(),
  transactions: z
    .array(z.looseObject({ type: z.string().min(1).max(50), amount: moneySchema }))
    .max(100)
    .optional(),
});

export const paymentRoutes: ApiRoute[] = [
  {
    method: "POST",
    path: "payments",
    handle: async ({ engine, body }) => {
      const draft = (await body(paymentDraftSchema)) as unknown as PaymentDraft;
      return json(await applying(() => engine.createPayment(draft)), 201);
    },
  },
  {
    method: "GET",
    path: "payments/:id",
    handle: async ({ engine, params }) => {
      const payment = await engine.payment(params.id ?? "");
      return payment ? json(payment) : notFoundResponse(params.id ?? "");
    },
  },
  {
    method: "POST",
    path: "payments/:id",
    handle: async ({ engine, params, body }) => {
      const { version, actions } = await body(updateSchema);
      return json(
        await applying(() =>
          engine.updatePayment(params.id ?? "", version, actions as unknown as PaymentUpdateAction[]),
        ),
      );
    },
  },
];
