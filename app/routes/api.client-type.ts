import type { ActionFunctionArgs } from "@remix-run/server-runtime";
import { redirect } from "@remix-run/server-runtime";
import { z } from "zod";
import { CLIENT_TYPES, FIELD_RULES } from "../../config";
import { safeRedirectPath } from "../lib/safe-redirect";

const schema = z.object({
  clientType: z.enum(CLIENT_TYPES),
  redirectTo: z.string().max(FIELD_RULES.maxRedirectLength).optional(),
});

/**
 * The price-display switch of the header (SPEC §4 "Client type is stored in a cookie"): company
 * buyers see net prices first. A plain form post answered with 303 back to the page it came from.
 * Switching to private also puts a net (reverse-charge) cart back to gross (decision 0029); switching
 * to company never makes a cart net (only the addresses step's validated VAT ID does).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { market, services } = context;
  const form = await context.session.readForm(request);
  const parsed = schema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return Response.json({ fieldErrors: z.flattenError(parsed.error).fieldErrors }, { status: 400 });
  }
  const { cart } = await services.cart.fromRequest(request, context);
  // A failure leaves the cart as the addresses step settled it (still the validated company's
  // invoice); the next addresses post settles it again.
  if (cart)
    await services.checkout
      .settleClientType(market, cart, parsed.data.clientType)
      .catch((error: unknown) => console.error(`Settling cart ${cart.id} for the client type failed`, error));
  return redirect(safeRedirectPath(parsed.data.redirectTo), {
    status: 303,
    headers: { "Set-Cookie": await context.session.clientTypeCookie(parsed.data.clientType) },
  });
}

export function loader() {
  throw new Response("Not Found", { status: 404 });
}
