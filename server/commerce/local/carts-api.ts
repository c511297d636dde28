/**
 * Carts over the local commercetools API (docs.commercetools.com/api/projects/carts), beside the
 * engine's carts.ts: create (also in a store, `/in-store/key={storeKey}/carts`), get by id, query,
 * update with version and actions, delete with version. The engine answers with its references
 * expanded (discount codes, included discounts), so `expand` is accepted and needs no work.
 */
import type { Cart, CartDraft, CartUpdateAction } from "@commercetools/platform-sdk";
import { z } from "zod";
import { invalidInput } from "../errors";
import { readDocuments } from "./db";
import { equalities, runQuery } from "./document-query";
import {
  type ApiRequest,
  type ApiRoute,
  applying,
  documentQuery,
  json,
  notFoundResponse,
  updateSchema,
  versionParam,
  withTotal,
} from "./http-support";

/** The draft's fields the engine reads, checked; the rest passes as the platform would keep it. */
const cartDraftSchema = z.looseObject({
  currency: z.string().regex(/^[A-Z]{3}$/, "an ISO 4217 currency code"),
  customerId: z.string().max(200).optional(),
  anonymousId: z.string().max(200).optional(),
  customerEmail: z.string().max(300).optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  locale: z.string().max(20).optional(),
  store: z.object({ typeId: z.literal("store").optional(), key: z.string().min(1).max(200) }).optional(),
  inventoryMode: z.enum(["None", "TrackOnly", "ReserveOnOrder"]).optional(),
  lineItems: z
    .array(
      z.looseObject({
        sku: z.string().max(200).optional(),
        productId: z.string().max(200).optional(),
        variantId: z.number().int().positive().optional(),
        quantity: z.number().int().min(1).max(1_000_000).optional(),
      }),
    )
    .max(500)
    .optional(),
});

async function createCart({ engine, params, body }: ApiRequest): Promise<Response> {
  const draft = (await body(cartDraftSchema)) as unknown as CartDraft;
  const storeKey = params.storeKey;
  if (storeKey && draft.store?.key && draft.store.key !== storeKey)
    throw invalidInput(
      `The cart's store '${draft.store.key}' is not the store '${storeKey}' of the path.`,
      "store",
    );
  const inStore = storeKey ? { ...draft, store: { typeId: "store" as const, key: storeKey } } : draft;
  return json(await applying(() => engine.createCart(inStore)), 201);
}

/** Carts read through their indexed owner columns when the predicate names the owner. */
function queryCarts({ engine, query }: ApiRequest): Response {
  const q = documentQuery(query);
  const known = equalities(q.where);
  const candidates = readDocuments<Cart>(engine.db, "carts", [
    ["customer_id", known.get("customerId") as string | undefined],
    ["anonymous_id", known.get("anonymousId") as string | undefined],
  ]);
  return json(runQuery(candidates, q, withTotal(query)));
}

export const cartRoutes: ApiRoute[] = [
  { method: "POST", path: "carts", handle: createCart },
  { method: "POST", path: "in-store/key=:storeKey/carts", handle: createCart },
  { method: "GET", path: "carts", handle: queryCarts },
  {
    method: "GET",
    path: "carts/:id",
    handle: async ({ engine, params }) => {
      const cart = await engine.getCart(params.id ?? "");
      return cart ? json(cart) : notFoundResponse(params.id ?? "");
    },
  },
  {
    method: "POST",
    path: "carts/:id",
    handle: async ({ engine, params, body }) => {
      const { version, actions } = await body(updateSchema);
      return json(
        await applying(() =>
          engine.updateCart(params.id ?? "", version, actions as unknown as CartUpdateAction[]),
        ),
      );
    },
  },
  {
    method: "DELETE",
    path: "carts/:id",
    handle: async ({ engine, params, query }) =>
      json(await engine.deleteCart(params.id ?? "", versionParam(query))),
  },
];
