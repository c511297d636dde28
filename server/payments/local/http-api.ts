/**
 * The local provider over HTTP in Adyen's own API (issue 18 item 3, decision 0038): the Checkout API
 * endpoints the Adyen adapter calls — POST /sessions, GET /sessions/{id}?sessionResult=…, POST
 * /payments (Multibanco, Google Pay), POST /payments/details, POST /payments/{pspReference}/reversals,
 * /cancels and /refunds — with this provider's real semantics, so the production adapter runs against it (the edge build,
 * tests). `X-API-Key` is checked as Adyen checks it, errors are Adyen's ServiceError bodies, and an
 * `Idempotency-Key` replays the first answer (idempotency.ts). The provider's pages (hosted page, test
 * ATM, Google Pay sheet) are served below the same mount with the shop's page code, and sessions made
 * over HTTP send the shopper there. Notifications keep going to the shop's webhook, HMAC-signed.
 *
 * A Fetch handler `(request, path)`: `path` is the request's path below the service's mount
 * ("/checkout/v72/sessions" when mounted at /adyen), the query in `request.url`.
 */
import type { z } from "zod";
import { sha256Hex } from "../../digest";
import { ClientError, readText } from "../../local-services/respond";
import type { LocalApi } from "../../local-services/types";
import { safeEqual } from "../../secure-compare";
import { fromAdyenAmount, isWholeShopAmount } from "../adyen-amounts";
import type { HostedPaymentRequest } from "../port";
import { localPages } from "./http-pages";
import {
  detailsRequest,
  modificationRequest,
  paymentRequest,
  refundRequest,
  sessionRequest,
} from "./http-schemas";
import { detailsBody, googlePayBody, multibancoBody, serviceError, sessionResultBody } from "./http-shapes";
import { IDEMPOTENCY_KEY, type StoredAnswer } from "./idempotency";
import { type LocalPayments, type ModificationKind, ModificationRefused } from "./index";

export type { LocalApi };

/** The Checkout API versions whose shapes this provider answers (the adapter speaks v72). */
const CHECKOUT_PATH = /^\/checkout\/v7[12](\/.*)$/;
const SESSION_ID = /^CS[0-9A-F]{32}$/;
const PSP_REFERENCE = /^[A-Z0-9]{16}$/;
const MAX_BODY_BYTES = 64 * 1024;

interface Call {
  request: Request;
  route: string;
  /** The external URL of the mount (origin and prefix), where the provider's pages are. */
  base: string;
}

export function adyenCheckoutApi(payments: LocalPayments, options: { apiKey: string }): LocalApi {
  if (!options.apiKey) throw new Error("The local Adyen API needs an API key to check");
  const pages = localPages(payments);
  return async (request, path) => {
    const url = new URL(request.url);
    const prefix = url.pathname.endsWith(path)
      ? url.pathname.slice(0, url.pathname.length - path.length)
      : "";
    const api = CHECKOUT_PATH.exec(path);
    if (!api) return pages(request, path, prefix);
    let answer: StoredAnswer;
    let key: string | null = null;
    try {
      const call = { request, route: api[1] ?? "/", base: `${url.origin}${prefix}` };
      if (!authorised(request, options.apiKey))
        answer = serviceError(401, "000", "HTTP Status Response - Unauthorized", "security");
      else if (request.method === "GET") answer = await get(payments, call, url);
      else if (request.method !== "POST")
        answer = serviceError(405, "000", `Method ${request.method} not allowed`);
      else ({ answer, key } = await post(payments, call));
    } catch (error) {
      console.error("Local Adyen API: request failed", error);
      answer = serviceError(500, "905", "Internal error", "internal");
    }
    const headers = new Headers({ "Content-Type": "application/json", "Cache-Control": "no-store" });
    if (key) headers.set("Idempotency-Key", key);
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers });
  };
}

function authorised(request: Request, apiKey: string): boolean {
  const given = request.headers.get("x-api-key");
  return given !== null && safeEqual(apiKey, given);
}

/** GET /sessions/{id}?sessionResult=…: the result of a session whose signed result the caller holds. */
async function get(payments: LocalPayments, { route }: Call, url: URL): Promise<StoredAnswer> {
  const id = /^\/sessions\/([^/]+)$/.exec(route)?.[1];
  if (!id) return routeMissing(route);
  const sessionResult = url.searchParams.get("sessionResult");
  if (!sessionResult) return serviceError(422, "14_030", "Required field 'sessionResult' is not provided.");
  const session = SESSION_ID.test(id) ? payments.verifiedSession(id, sessionResult) : undefined;
  if (!session) return serviceError(422, "14_030", "Invalid sessionResult or sessionId.");
  return { status: 200, body: sessionResultBody(session, payments.paymentOf(session.id)) };
}

/** A POST: its JSON body read and checked, performed once per Idempotency-Key. */
async function post(
  payments: LocalPayments,
  call: Call,
): Promise<{ answer: StoredAnswer; key: string | null }> {
  const handler = postHandler(payments, call);
  if (!handler) return { answer: routeMissing(call.route), key: null };
  const read = await readJson(call.request);
  if ("status" in read) return { answer: read, key: null };
  const key = call.request.headers.get("idempotency-key");
  if (key === null) return { answer: await handler(read.json), key };
  if (!IDEMPOTENCY_KEY.test(key))
    return {
      answer: serviceError(422, "14_0", "Idempotency-Key must be 1 to 64 visible characters"),
      key: null,
    };
  const hash = await sha256Hex(read.text);
  const once = await payments.idempotency.once(key, { endpoint: call.route, hash }, () => handler(read.json));
  if (!once)
    return {
      answer: serviceError(422, "704", "The Idempotency-Key was used for another request"),
      key,
    };
  return { answer: once.answer, key };
}

type Handler = (json: unknown) => Promise<StoredAnswer>;

function postHandler(payments: LocalPayments, { route, base }: Call): Handler | undefined {
  if (route === "/sessions") return (json) => createSession(payments, json, base);
  if (route === "/payments") return (json) => pay(payments, json);
  if (route === "/payments/details") return async (json) => details(payments, json);
  const modification = /^\/payments\/([^/]+)\/(reversals|cancels|refunds)$/.exec(route);
  if (!modification) return undefined;
  const kind = MODIFICATIONS[modification[2] as keyof typeof MODIFICATIONS];
  return (json) => modify(payments, kind, safeDecode(modification[1] ?? ""), json);
}

/**
 * The body as JSON, or Adyen's error for a body that is too large or not JSON. The body is read by
 * the local services' bounded reader (a chunked body gives no length: counted as it arrives).
 */
async function readJson(request: Request): Promise<{ json: unknown; text: string } | StoredAnswer> {
  let text: string;
  try {
    text = await readText(request, MAX_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof ClientError)) throw error;
    if (error.status === 413) return serviceError(413, "702", "Request body too large");
    return serviceError(400, "702", `Structure of the request body is invalid: ${error.message}`);
  }
  try {
    return { json: JSON.parse(text) as unknown, text };
  } catch {
    return serviceError(400, "702", "Structure of the request body is invalid: not JSON");
  }
}

/** A schema's data, or Adyen's 422 naming the first field that is wrong. */
function parse<T>(schema: z.ZodType<T>, json: unknown): { data: T } | StoredAnswer {
  const parsed = schema.safeParse(json);
  if (parsed.success) return { data: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.join(".") || "body";
  return serviceError(422, "14_0", `Invalid field '${field}': ${issue?.message ?? "invalid"}`);
}

/** The shop's request from Adyen's fields, amounts in the shop's units. */
function hostedRequest(body: z.infer<typeof paymentRequest> | z.infer<typeof sessionRequest>) {
  return {
    reference: body.reference,
    amount: fromAdyenAmount(body.amount),
    countryCode: body.countryCode ?? "",
    shopperLocale: body.shopperLocale ?? "en-US",
    shopperEmail: body.shopperEmail,
    returnUrl: body.returnUrl,
  } satisfies Omit<HostedPaymentRequest, "allowedPaymentMethods">;
}

const notWhole = () =>
  serviceError(422, "137", "Invalid amount: HUF is taken in whole forints (hundredths of 100)");

/** POST /sessions: a session whose page is below this API's mount; sessionData for embedded ones. */
async function createSession(payments: LocalPayments, json: unknown, base: string): Promise<StoredAnswer> {
  const parsed = parse(sessionRequest, json);
  if (!("data" in parsed)) return parsed;
  const body = parsed.data;
  if (!isWholeShopAmount(body.amount)) return notWhole();
  const request = { ...hostedRequest(body), allowedPaymentMethods: body.allowedPaymentMethods };
  const session = await payments.createSession(request, base);
  return {
    status: 201,
    body: {
      ...body,
      id: session.id,
      expiresAt: session.expiresAt,
      sessionData: payments.sessionData(session.id),
      ...(body.mode === "hosted" ? { url: session.url } : {}),
    },
  };
}

/** POST /payments: Multibanco (a voucher) and Google Pay (a token of the local sheet). */
async function pay(payments: LocalPayments, json: unknown): Promise<StoredAnswer> {
  const parsed = parse(paymentRequest, json);
  if (!("data" in parsed)) return parsed;
  const body = parsed.data;
  if (!isWholeShopAmount(body.amount)) return notWhole();
  const { type, googlePayToken } = body.paymentMethod;
  if (type === "multibanco") {
    if (body.amount.currency !== "EUR") return serviceError(422, "138", "Multibanco takes EUR only");
    const outcome = await payments.createMultibanco(hostedRequest(body));
    if (outcome.status !== "pending") return serviceError(422, "905_1", "The voucher could not be issued");
    return { status: 200, body: multibancoBody(outcome) };
  }
  if (type === "googlepay") {
    if (!googlePayToken)
      return serviceError(422, "14_0", "Required field 'paymentMethod.googlePayToken' is not provided.");
    const outcome = await payments.payGooglePay({ ...hostedRequest(body), token: googlePayToken });
    if (outcome.status !== "authorised" && outcome.status !== "refused")
      return serviceError(422, "14_0", "Invalid googlePayToken: unknown, expired or already used");
    return { status: 200, body: googlePayBody(outcome) };
  }
  return serviceError(422, "905_1", `Payment method '${type}' is not offered by the local provider`);
}

/** POST /payments/details: the payment of the session a redirectResult of this provider names. */
function details(payments: LocalPayments, json: unknown): StoredAnswer {
  const parsed = parse(detailsRequest, json);
  if (!("data" in parsed)) return parsed;
  const session = payments.sessionOfRedirect(parsed.data.details.redirectResult);
  if (!session || session.status === "active" || session.status === "expired")
    return serviceError(422, "101", "Invalid redirectResult");
  return { status: 200, body: detailsBody(session, payments.paymentOf(session.id)) };
}

const MODIFICATIONS = { reversals: "reversal", cancels: "cancel", refunds: "refund" } as const;

/**
 * POST /payments/{pspReference}/reversals|cancels|refunds: the payment's modification, once; its
 * notification follows. A refund names the payment's whole amount (this provider refunds no part).
 */
async function modify(
  payments: LocalPayments,
  kind: ModificationKind,
  pspReference: string,
  json: unknown,
): Promise<StoredAnswer> {
  const parsed = kind === "refund" ? parse(refundRequest, json) : parse(modificationRequest, json);
  if (!("data" in parsed)) return parsed;
  const body = parsed.data;
  const reference = PSP_REFERENCE.test(pspReference) ? payments.referenceOfPayment(pspReference) : undefined;
  const paid = reference ? payments.amountOfPayment(pspReference) : undefined;
  if (!reference || !paid) return serviceError(422, "167", "Original pspReference required or unknown");
  if (kind === "refund" && body.amount) {
    const asked = fromAdyenAmount(body.amount);
    if (asked.currency !== paid.currency || asked.value !== paid.value || !isWholeShopAmount(body.amount))
      return serviceError(422, "137", "Invalid amount: the local provider refunds the whole payment only");
  }
  try {
    const done = await payments.modify(kind, { pspReference, reference });
    return {
      status: 201,
      body: {
        merchantAccount: body.merchantAccount,
        paymentPspReference: pspReference,
        pspReference: done.pspReference,
        ...(body.reference ? { reference: body.reference } : {}),
        ...(kind === "refund" ? { amount: body.amount } : {}),
        status: "received",
      },
    };
  } catch (error) {
    if (error instanceof ModificationRefused) return serviceError(422, "167", error.message);
    throw error;
  }
}

/** A path segment decoded, or itself when its escapes are malformed (then no payment matches). */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const routeMissing = (route: string) => serviceError(404, "000", `Unknown Checkout API endpoint ${route}`);
