import type { ActionFunctionArgs } from "@remix-run/server-runtime";
import { parseSubmission, vatCheckForm } from "~/lib/routes.server";
import type { VatCheckAnswer } from "../../server/checkout";
import { NO_STORE } from "../lib/cache-headers";

/** The answer of this route: the check's result, or the field messages of a post that was refused. */
export type VatCheckResponse = VatCheckAnswer | { status: "error"; errors: Record<string, string[] | null> };

/**
 * The VAT ID field's check when the shopper leaves it (SPEC §4 "VAT validation"; decision 0030): a
 * JSON answer for the addresses step's script, which works without it (the step's post checks the
 * ID). The form is read once through the session, so a post without the visitor's CSRF token is a
 * 403 and a body that is no form a 400; a missing, doubled or over-long VAT ID a 422; too many
 * checks a 429. It changes nothing: the step's post decides on the invoice.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { market, services, session } = context;
  const form = await session.readForm(request);
  const submission = parseSubmission(form, vatCheckForm);
  if (submission.status !== "success")
    return Response.json({ status: "error", errors: submission.error ?? {} } satisfies VatCheckResponse, {
      status: 422,
      headers: NO_STORE,
    });
  let answer: VatCheckAnswer;
  try {
    answer = await services.checkout.vatCheck(market, submission.value.vatId, {
      clientIp: context.clientIp,
      session: session.csrfToken,
    });
  } catch (error) {
    // The store's switch could not be read: the field says it could not validate, the post decides.
    console.error("VAT field check failed", error);
    answer = { status: "unavailable", vatId: submission.value.vatId };
  }
  if (answer.status === "throttled")
    return Response.json(answer satisfies VatCheckResponse, {
      status: 429,
      headers: { ...NO_STORE, "Retry-After": String(answer.retryAfterMinutes * 60) },
    });
  return Response.json(answer satisfies VatCheckResponse, { headers: NO_STORE });
}

/** Only posts: a GET of this path is no page. */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}
