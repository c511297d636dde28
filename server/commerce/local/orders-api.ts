/**
 * Orders over the local commercetools API (docs.commercetools.com/api/projects/orders), beside the
 * engine's orders.ts: an order from a cart (`POST /orders` with the cart's id and version), by id
 * and by number, queried (by cart, by payment, a customer's), and updated with version and actions.
 */
import type { Order, OrderUpdateAction, PaymentState } from "@commercetools/platform-sdk";
import { z } from "zod";
import { readDocuments } from "./db";
import { equalities, runQuery } from "./document-query";
import {
  type ApiRoute,
  applying,
  documentQuery,
  idReference,
  json,
  notFoundResponse,
  updateSchema,
  withTotal,
} from "./http-support";

const PAYMENT_STATES = ["BalanceDue", "Failed", "Pending", "CreditOwed", "Paid"] as const;

const orderFromCartSchema = z.object({
  cart: idReference("cart"),
  version: z.number().int().positive(),
  paymentState: z.enum(PAYMENT_STATES).optional(),
  orderNumber: z.string().max(100).optional(),
});

export const orderRoutes: ApiRoute[] = [
  {
    method: "POST",
    path: "orders",
    handle: async ({ engine, body }) => {
      const draft = await body(orderFromCartSchema);
      // The platform has no idempotency key: every POST is a new attempt, and a cart that is
      // already ordered answers the engine's error (its version moved on, its state is Ordered).
      const order = await engine.createOrderFromCart({
        id: draft.cart.id,
        version: draft.version,
        idempotencyKey: `api:${crypto.randomUUID()}`,
        paymentState: draft.paymentState as PaymentState | undefined,
      });
      return json(order, 201);
    },
  },
  {
    method: "GET",
    path: "orders",
    handle: ({ engine, query }) => {
      const q = documentQuery(query);
      const known = equalities(q.where);
      const candidates = readDocuments<Order>(engine.db, "orders", [
        ["customer_id", known.get("customerId") as string | undefined],
        ["cart_id", known.get("cart.id") as string | undefined],
      ]);
      return json(runQuery(candidates, q, withTotal(query)));
    },
  },
  {
    method: "GET",
    path: "orders/order-number=:orderNumber",
    handle: async ({ engine, params }) => {
      const order = await engine.order({ orderNumber: params.orderNumber ?? "" });
      return order ? json(order) : notFoundResponse(params.orderNumber ?? "");
    },
  },
  {
    method: "GET",
    path: "orders/:id",
    handle: async ({ engine, params }) => {
      const order = await engine.order({ id: params.id ?? "" });
      return order ? json(order) : notFoundResponse(params.id ?? "");
    },
  },
  {
    method: "POST",
    path: "orders/:id",
    handle: async ({ engine, params, body }) => {
      const { version, actions } = await body(updateSchema);
      return json(
        await applying(() =>
          engine.updateOrder(params.id ?? "", version, actions as unknown as OrderUpdateAction[]),
        ),
      );
    },
  },
];
