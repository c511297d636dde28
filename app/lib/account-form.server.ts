import type { SubmissionResult } from "@conform-to/react";
import { type AppLoadContext, json } from "@remix-run/server-runtime";

/** A form-level message (a key of the `account` namespace) where no submission was parsed. */
export function formError(message: string): SubmissionResult<string[]> {
  return { status: "error", error: { "": [message] } };
}

/**
 * The posted form of an account page. An expired form (the visitor's CSRF token changed) answers 403
 * with a message on the page instead of an error page.
 */
export async function readAccountForm(
  context: AppLoadContext,
  request: Request,
): Promise<{ form: FormData } | { expired: Response }> {
  const form = await context.session.readFormIfTokenMatches(request);
  return form ? { form } : { expired: json({ result: formError("errors.expired") }, { status: 403 }) };
}
