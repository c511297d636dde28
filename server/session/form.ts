import { json } from "@remix-run/server-runtime";
import { HTTP_LIMITS } from "../../config";

/** `x[12]` and `x.y[3].z`: the indices conform turns into array positions. */
const INDEX = /\[(\d+)\]/g;

/** Why a posted body is refused, or null when its fields are within the limits. */
export function formProblem(names: Iterable<string>): string | null {
  let count = 0;
  for (const name of names) {
    if (++count > HTTP_LIMITS.formFields) return "The form has too many fields.";
    if (name.length > HTTP_LIMITS.formFieldNameLength) return "A field name is too long.";
    for (const [, index] of name.matchAll(INDEX))
      if (Number(index) > HTTP_LIMITS.formArrayIndex) return "A field index is out of range.";
  }
  return null;
}

const refuse = (message: string) => json({ formErrors: [message] }, { status: 400 });

/**
 * A posted form, read within bounds: the body's size is capped before it is read
 * (server/http/request-guards.ts), and here the number of fields, their names' length and any
 * array index, so no post makes conform build a huge array or echo a huge form. Anything that is no
 * form, or breaks a bound, is a 400 response (thrown).
 */
export async function readBoundedForm(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  let form: FormData;
  try {
    if (/^application\/x-www-form-urlencoded\b/i.test(type)) {
      form = new FormData();
      for (const [name, value] of new URLSearchParams(await request.text())) form.append(name, value);
    } else if (/^multipart\/form-data\b/i.test(type)) {
      form = await request.formData();
    } else throw new Error(`not a form: ${type}`);
  } catch {
    throw refuse("The request body is not a form.");
  }
  const problem = formProblem(form.keys());
  if (problem) throw refuse(problem);
  return form;
}
