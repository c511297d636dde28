import type { SubmissionResult } from "@conform-to/react";
import { type AppLoadContext, json } from "@remix-run/node";

/** A form-level message (a key of the `account` namespace), keeping what was typed but passwords. */
export function formError(message: string, values: Record<string, unknown> = {}): SubmissionResult<string[]> {
  const initialValue = Object.fromEntries(
    Object.entries(values).filter(
      (e): e is [string, string] => typeof e[1] === "string" && !/password|csrf/i.test(e[0]),
    ),
  );
  return { status: "error", initialValue, error: { "": [message] } };
}

/**
 * The posted form of an account page. An expired form (the visitor's CSRF token changed) answers 403
 * with a message on the page instead of an error page.
 */
export async function readAccountForm(
  context: AppLoadContext,
  request: Request,
): Promise<{ form: FormData } | { expired: Response }> {
  const form = await context.session.readFreshForm(request);
  return form ? { form } : { expired: json({ result: formError("errors.expired") }, { status: 403 }) };
}
