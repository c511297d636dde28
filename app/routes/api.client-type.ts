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
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await context.session.readForm(request);
  const parsed = schema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return Response.json({ fieldErrors: z.flattenError(parsed.error).fieldErrors }, { status: 400 });
  }
  return redirect(safeRedirectPath(parsed.data.redirectTo), {
    status: 303,
    headers: { "Set-Cookie": await context.session.clientTypeCookie(parsed.data.clientType) },
  });
}

export function loader() {
  throw new Response("Not Found", { status: 404 });
}
