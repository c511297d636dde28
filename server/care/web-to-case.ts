import type { CaseOutcome, CasePort, CaseRequest } from "./port";
import { randomReference } from "./reference";

/**
 * Our fields and the web-to-case form's names (SPEC §7 "posted as a form to an external
 * case-management URL"; the names are those of Salesforce's Web-to-Case form, the standard one of
 * its kind). The standard case fields keep their names; the shop's own ones are custom fields
 * (`__c`), which the care team creates with these API names. Reason and subreason go to the case's
 * Type and Reason picklists, whose values are our keys ("sales", "offer-discount-request").
 */
export const WEB_TO_CASE_FIELDS = {
  organisation: "orgid",
  returnUrl: "retURL",
  recordType: "recordType",
  reason: "type",
  subreason: "reason",
  contactName: "name",
  company: "company",
  email: "email",
  phone: "phone",
  subject: "subject",
  description: "description",
  country: "country__c",
  locale: "locale__c",
  productNumber: "product_number__c",
  invoiceNumber: "invoice_number__c",
  orderNumber: "order_number__c",
  vatId: "vat_id__c",
  quantity: "quantity__c",
  reference: "external_reference__c",
} as const;

/** The case's origin as care sees it (Salesforce's Case.Origin). */
export const WEB_TO_CASE_ORIGIN = "Web";

/** The request as the form body the service takes; empty optional fields are left out. Pure. */
export function toWebToCase(request: CaseRequest, reference: string): URLSearchParams {
  const { hidden, ...fields } = request;
  const body = new URLSearchParams();
  const put = (name: keyof typeof WEB_TO_CASE_FIELDS, value: string | number | undefined) => {
    if (value !== undefined && value !== "") body.append(WEB_TO_CASE_FIELDS[name], String(value));
  };
  put("organisation", hidden.organisation);
  put("returnUrl", hidden.returnUrl);
  put("recordType", hidden.recordType);
  put("country", hidden.country);
  put("locale", hidden.locale);
  for (const name of [
    "reason",
    "subreason",
    "contactName",
    "company",
    "email",
    "phone",
    "subject",
    "description",
    "productNumber",
    "invoiceNumber",
    "orderNumber",
    "vatId",
    "quantity",
  ] as const)
    put(name, fields[name]);
  put("reference", reference);
  body.append("origin", WEB_TO_CASE_ORIGIN);
  return body;
}

/**
 * The production adapter: posts the form (application/x-www-form-urlencoded) to the configured URL
 * with a timeout, without following the service's redirect to the return URL. A 2xx or 3xx answer
 * files the case; anything else, a network failure or the timeout is `{ ok: false }` and logged
 * (without the URL, which may carry a key, and without the shopper's data).
 */
export function createWebToCase(options: {
  url: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
  now?: () => Date;
}): CasePort {
  const { url, timeoutMs, fetchImpl = (input, init) => fetch(input, init), now = () => new Date() } = options;
  return {
    async submit(request): Promise<CaseOutcome> {
      const reference = randomReference(now().getUTCFullYear());
      try {
        const response = await fetchImpl(url, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: toWebToCase(request, reference).toString(),
          redirect: "manual",
          signal: AbortSignal.timeout(timeoutMs),
        });
        // The answer is not read (a page for the browser); its body is let go without waiting.
        void response.body?.cancel().catch(() => {});
        if (response.status >= 200 && response.status < 400) return { ok: true, reference };
        console.error(`Case management answered HTTP ${response.status}; the request was not filed`);
      } catch (error) {
        const timedOut = error instanceof Error && error.name === "TimeoutError";
        console.error("Case management failed:", timedOut ? "timed out" : error);
      }
      return { ok: false };
    },
  };
}
