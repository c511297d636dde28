/**
 * Customers over the local commercetools API (docs.commercetools.com/api/projects/customers),
 * beside the engine's customers.ts and customer-passwords.ts: sign-up and sign-in (also in a store,
 * taking the anonymous cart along), read and update by id, the password change, the reset token
 * and the reset. The engine's errors (DuplicateField, InvalidCredentials, ConcurrentModification)
 * answer in the platform's shape.
 */
import type { CustomerDraft, CustomerUpdateAction } from "@commercetools/platform-sdk";
import { z } from "zod";
import {
  type ApiRequest,
  type ApiRoute,
  applying,
  idReference,
  json,
  notFoundResponse,
  updateSchema,
} from "./http-support";

const email = z.string().min(1).max(320);
const password = z.string().min(1).max(1000);

const signUpSchema = z.looseObject({ email, password, anonymousCart: idReference("cart").optional() });

const signInSchema = z.object({
  email,
  password,
  anonymousCart: idReference("cart").optional(),
  anonymousCartSignInMode: z.enum(["MergeWithExistingCustomerCart", "UseAsNewActiveCustomerCart"]).optional(),
  anonymousId: z.string().max(200).optional(),
  updateProductData: z.boolean().optional(),
});

async function signUp({ engine, params, body }: ApiRequest): Promise<Response> {
  const { anonymousCart, ...draft } = await body(signUpSchema);
  const result = await applying(() =>
    engine.signUp(draft as unknown as CustomerDraft, {
      anonymousCartId: anonymousCart?.id,
      storeKey: params.storeKey,
    }),
  );
  return json(result, 201);
}

async function signIn({ engine, params, body }: ApiRequest): Promise<Response> {
  const { email, password, anonymousCart } = await body(signInSchema);
  return json(
    await engine.signIn(
      { email, password },
      { anonymousCartId: anonymousCart?.id, storeKey: params.storeKey },
    ),
  );
}

const passwordChangeSchema = z.object({
  id: z.string().min(1).max(200),
  version: z.number().int().positive(),
  currentPassword: password,
  newPassword: password,
});

export const customerRoutes: ApiRoute[] = [
  { method: "POST", path: "customers", handle: signUp },
  { method: "POST", path: "in-store/key=:storeKey/customers", handle: signUp },
  { method: "POST", path: "login", handle: signIn },
  { method: "POST", path: "in-store/key=:storeKey/login", handle: signIn },
  {
    method: "GET",
    path: "customers/:id",
    handle: async ({ engine, params }) => {
      const customer = await engine.customer(params.id ?? "");
      return customer ? json(customer) : notFoundResponse(params.id ?? "");
    },
  },
  {
    method: "POST",
    path: "customers/:id",
    handle: async ({ engine, params, body }) => {
      const { version, actions } = await body(updateSchema);
      return json(
        await applying(() =>
          engine.updateCustomer(params.id ?? "", version, actions as unknown as CustomerUpdateAction[]),
        ),
      );
    },
  },
  {
    method: "POST",
    path: "customers/password",
    handle: async ({ engine, body }) => json(await engine.changePassword(await body(passwordChangeSchema))),
  },
  {
    method: "POST",
    path: "customers/password-token",
    handle: async ({ engine, body }) => {
      const { email: address, ttlMinutes } = await body(
        z.object({ email, ttlMinutes: z.number().int().min(1).max(43_200).optional() }),
      );
      const token = await engine.createPasswordResetToken(address, ttlMinutes);
      // The platform answers 404 for an e-mail without a customer; the shop never tells the difference.
      return token ? json(token) : notFoundResponse("customer");
    },
  },
  {
    method: "POST",
    path: "customers/password/reset",
    handle: async ({ engine, body }) => {
      const { tokenValue, newPassword } = await body(
        z.object({ tokenValue: z.string().min(1).max(500), newPassword: password }),
      );
      return json(await engine.resetPassword(tokenValue, newPassword));
    },
  },
];
