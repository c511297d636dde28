/**
 * The case-management service's web-to-case endpoint answered by the embedded case store
 * (./local.ts), in the shape the production adapter (./web-to-case.ts, createWebToCase) posts: SPEC §7
 * "Customer-request form: posted as a form to an external case-management URL", i.e. Salesforce's
 * `POST /servlet/servlet.WebToCase` with an application/x-www-form-urlencoded body of the fields in
 * WEB_TO_CASE_FIELDS. So the edge build's contact form files into the same SQLite cases `npm start`
 * keeps (issue 18 item 3).
 *
 * Web-to-case carries no token: the service takes a form only for its own organisation (`orgid`), so
 * that is the credential checked here (403 for another). The case is filed with the store's own
 * numbering and keeps the adapter's `external_reference__c`, the reference the shopper was shown; a
 * repeated post with that reference files nothing twice. Like the service, the answer is a redirect
 * to `retURL`, which the adapter does not follow.
 */
import { z } from "zod";
import { CONTACT_FORM, FIELD_RULES, LOCALE_CODES } from "../../config";
import { ClientError, invalidField, json, readText } from "../local-services/respond";
import type { LocalApi } from "../local-services/types";
import type { LocalCaseStore } from "./local";
import type { CaseRequest } from "./port";
import { REFERENCE_PATTERN } from "./reference";
import { WEB_TO_CASE_FIELDS as F, WEB_TO_CASE_ORIGIN } from "./web-to-case";

/** The path Salesforce's web-to-case form posts to (below the service's host). */
export const WEB_TO_CASE_PATH = "/servlet/servlet.WebToCase";

const BODY_LIMIT_BYTES = 64 * 1024;
const { maxLength } = CONTACT_FORM;
const text = (max: number) => z.string().trim().min(1).max(max);
const optional = (max: number) => text(max).optional();
const httpUrl = z.url({ protocol: /^https?$/ }).max(2048);

/** The form as the adapter posts it (toWebToCase), each field bounded as the service's case fields are. */
const formSchema = z.object({
  [F.organisation]: text(100),
  [F.returnUrl]: httpUrl.optional(),
  [F.recordType]: text(100),
  [F.country]: z.string().regex(/^[A-Z]{2}$/, "an ISO 3166 alpha-2 code"),
  [F.locale]: z.enum(LOCALE_CODES),
  [F.reason]: text(100),
  [F.subreason]: text(100),
  [F.contactName]: text(maxLength.contactName),
  [F.company]: optional(maxLength.company),
  [F.email]: z.email().max(254),
  // Salesforce's Case phone field holds 40 characters.
  [F.phone]: optional(40),
  [F.subject]: text(maxLength.subject),
  [F.description]: text(maxLength.description),
  [F.productNumber]: optional(20),
  [F.invoiceNumber]: optional(maxLength.reference),
  [F.orderNumber]: optional(maxLength.reference),
  [F.vatId]: optional(FIELD_RULES.maxVatIdLength),
  [F.quantity]: z
    .string()
    .regex(/^\d{1,16}$/, "a whole number")
    .transform(Number)
    .refine((n) => Number.isSafeInteger(n) && n >= 1, "a whole number of at least 1")
    .optional(),
  [F.reference]: z.string().regex(REFERENCE_PATTERN, "a case reference (CASE-2026-W…)"),
  origin: z.literal(WEB_TO_CASE_ORIGIN),
});
type WebToCaseForm = z.infer<typeof formSchema>;

/** The posted form back as the shop's request (the inverse of toWebToCase). Pure. */
export function fromWebToCase(form: WebToCaseForm): CaseRequest {
  const { [F.returnUrl]: returnUrl = "" } = form;
  const hidden = {
    organisation: form[F.organisation],
    returnUrl,
    recordType: form[F.recordType],
    country: form[F.country],
    locale: form[F.locale],
  };
  // An absent field stays undefined, which the stored JSON leaves out, as toWebToCase leaves it out.
  return {
    reason: form[F.reason],
    subreason: form[F.subreason],
    contactName: form[F.contactName],
    company: form[F.company],
    email: form[F.email],
    phone: form[F.phone],
    subject: form[F.subject],
    description: form[F.description],
    productNumber: form[F.productNumber],
    invoiceNumber: form[F.invoiceNumber],
    orderNumber: form[F.orderNumber],
    vatId: form[F.vatId],
    quantity: form[F.quantity],
    hidden,
  };
}

/** The form's fields once each: a field sent twice is refused rather than one of them chosen. */
function formFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    if (Object.hasOwn(fields, name)) throw new ClientError(400, `Field \`${name}\` is sent more than once`);
    fields[name] = value;
  }
  return fields;
}

export function webToCaseApi(cases: LocalCaseStore, { organisation }: { organisation: string }): LocalApi {
  return async (request, path) => {
    if (path !== WEB_TO_CASE_PATH)
      return json(404, { message: `Not found: the service takes POST ${WEB_TO_CASE_PATH}` });
    if (request.method !== "POST")
      return json(405, { message: `Method not allowed: POST ${WEB_TO_CASE_PATH}` }, { Allow: "POST" });
    const type = request.headers.get("content-type") ?? "";
    if (!type.toLowerCase().startsWith("application/x-www-form-urlencoded"))
      return json(415, { message: "The form is sent as application/x-www-form-urlencoded" });
    const parsed = formSchema.safeParse(formFields(await readText(request, BODY_LIMIT_BYTES)));
    if (!parsed.success) return invalidField(parsed.error, "form");
    if (parsed.data[F.organisation] !== organisation)
      return json(403, { message: "The form is not for this organisation (orgid)" });
    const filed = await cases.submit(fromWebToCase(parsed.data), {
      externalReference: parsed.data[F.reference],
    });
    if (!filed.ok) return json(503, { message: "The case could not be stored; try again" });
    const returnUrl = parsed.data[F.returnUrl];
    return returnUrl
      ? new Response(null, { status: 303, headers: { Location: returnUrl } })
      : new Response("Your request has been received.", {
          headers: { "Content-Type": "text/plain; charset=utf-8" },
        });
  };
}
