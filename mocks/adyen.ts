/**
 * msw handlers answering like Adyen's Checkout API (Sessions flow, v71 shapes; `@adyen/api-library`
 * 32 calls /v72, so the version is a path parameter): POST /sessions answers a session with the
 * Hosted Checkout `url` (201), GET /sessions/:id?sessionResult= answers the result set with
 * `setResult` (an unknown session or a missing sessionResult answers Adyen's 422 error shape),
 * POST /payments/:pspReference/reversals answers `received` with a new PSP reference, POST /payments
 * with paymentMethod type "multibanco" answers PresentToShopper with the documented voucher action,
 * POST /payments/details answers the payment set with `setDetails` for a Drop-in redirect's
 * `redirectResult` (an unknown one answers Adyen's 422).
 * Requests without X-API-Key answer 401. Every request is recorded with its headers and body.
 */
import { HttpResponse, http } from "msw";

interface AdyenSessionResult {
  status: "active" | "canceled" | "completed" | "expired" | "paymentPending" | "refused";
  payments?: {
    pspReference: string;
    resultCode: "Authorised" | "Pending" | "Received";
    amount: { currency: string; value: number };
    paymentMethod: { type: string; brand?: string };
  }[];
}

interface AdyenMockState {
  requests: {
    method: string;
    version: string;
    path: string;
    params: Record<string, string>;
    headers: Record<string, string>;
    apiKey: string | null;
    body?: unknown;
  }[];
  sessions: Map<string, { request: Record<string, unknown>; result: AdyenSessionResult }>;
  /** The /payments/details answers by redirectResult. */
  details: Map<string, Record<string, unknown>>;
}

type Recorder = (request: Request, version: string, body?: unknown) => void;

/** Records each request with its API version, headers and body, for tests to assert on. */
const recorder =
  (state: AdyenMockState): Recorder =>
  (request, version, body) => {
    const url = new URL(request.url);
    state.requests.push({
      method: request.method,
      version,
      path: url.pathname,
      params: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(request.headers),
      apiKey: request.headers.get("x-api-key"),
      body,
    });
  };
const error = (status: number, errorCode: string, message: string, errorType = "validation") =>
  HttpResponse.json({ status, errorCode, message, errorType }, { status });
const unauthorized = () => error(401, "000", "HTTP Status Response - Unauthorized", "security");

/** POST /sessions and GET /sessions/:id; `next` numbers the sessions. */
const sessionHandlers = (baseUrl: string, state: AdyenMockState, record: Recorder, next: () => number) => [
  http.post(`${baseUrl}/:version/sessions`, async ({ request, params }) => {
    const body = (await request.json()) as Record<string, unknown>;
    record(request, String(params.version), body);
    if (!request.headers.get("x-api-key")) return unauthorized();
    for (const field of ["merchantAccount", "amount", "reference", "returnUrl"])
      if (body[field] === undefined) return error(422, "14_0", `Required field '${field}' is not provided.`);
    const id = `CS${String(next()).padStart(4, "0")}ADYENMOCK0000`;
    state.sessions.set(id, { request: body, result: { status: "active" } });
    return HttpResponse.json(
      {
        ...body,
        id,
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        sessionData: `Ab02b4c0!${Buffer.from(id).toString("base64")}`,
        ...(body.mode === "hosted"
          ? { url: `https://checkoutshopper-test.adyen.com/checkoutshopper/pay/${id}` }
          : {}),
      },
      { status: 201 },
    );
  }),
  http.get(`${baseUrl}/:version/sessions/:id`, ({ request, params }) => {
    record(request, String(params.version));
    if (!request.headers.get("x-api-key")) return unauthorized();
    const session = state.sessions.get(String(params.id));
    if (!new URL(request.url).searchParams.get("sessionResult"))
      return error(422, "14_030", "Required field 'sessionResult' is not provided.");
    if (!session) return error(422, "14_030", "Invalid sessionResult or sessionId.");
    return HttpResponse.json({
      id: params.id,
      reference: session.request.reference,
      ...session.result,
    });
  }),
];

/** POST /payments/:pspReference/reversals; `next` numbers the reversals' PSP references. */
const reversalHandler = (baseUrl: string, record: Recorder, next: () => number) =>
  http.post(`${baseUrl}/:version/payments/:pspReference/reversals`, async ({ request, params }) => {
    const body = (await request.json()) as Record<string, unknown>;
    record(request, String(params.version), body);
    if (!request.headers.get("x-api-key")) return unauthorized();
    if (!body.merchantAccount) return error(422, "14_0", "Required field 'merchantAccount' is not provided.");
    return HttpResponse.json(
      {
        merchantAccount: body.merchantAccount,
        paymentPspReference: params.pspReference,
        pspReference: `RV${String(next()).padStart(14, "0")}`,
        reference: body.reference,
        status: "received",
      },
      { status: 201 },
    );
  });

/** POST /payments for Multibanco (the documented voucher answer); other methods are not played here. */
const multibancoHandler = (baseUrl: string, record: Recorder, next: () => number) =>
  http.post(`${baseUrl}/:version/payments`, async ({ request, params }) => {
    const body = (await request.json()) as Record<string, unknown>;
    record(request, String(params.version), body);
    if (!request.headers.get("x-api-key")) return unauthorized();
    for (const field of ["merchantAccount", "amount", "reference", "paymentMethod"])
      if (body[field] === undefined) return error(422, "14_0", `Required field '${field}' is not provided.`);
    const method = (body.paymentMethod as { type?: string }).type;
    if (method !== "multibanco")
      return error(422, "14_0", `Payment method ${method} is not played by the mock.`);
    const amount = body.amount as { currency: string; value: number };
    const n = next();
    return HttpResponse.json({
      resultCode: "PresentToShopper",
      pspReference: `MB${String(n).padStart(14, "0")}`,
      merchantReference: body.reference,
      action: {
        type: "voucher",
        paymentMethodType: "multibanco",
        entity: "11249",
        reference: `501 422 ${String(n).padStart(3, "0")}`,
        expiresAt: "2026-11-28T16:23:00",
        merchantReference: body.reference,
        initialAmount: amount,
        totalAmount: amount,
        paymentData: "Ab02b4c0!BQABAgBmock",
      },
    });
  });

/** POST /payments/details (a Drop-in redirect's result): the answer set for that redirectResult. */
const detailsHandler = (baseUrl: string, state: AdyenMockState, record: Recorder) =>
  http.post(`${baseUrl}/:version/payments/details`, async ({ request, params }) => {
    const body = (await request.json()) as { details?: { redirectResult?: string } };
    record(request, String(params.version), body);
    if (!request.headers.get("x-api-key")) return unauthorized();
    const redirectResult = body.details?.redirectResult;
    if (!redirectResult) return error(422, "14_0", "Required field 'details' is not provided.");
    const answer = state.details.get(redirectResult);
    if (!answer) return error(422, "101", "Invalid redirectResult");
    return HttpResponse.json(answer);
  });

export function adyenMock(baseUrl = "https://checkout-test.adyen.com") {
  const state: AdyenMockState = { requests: [], sessions: new Map(), details: new Map() };
  // Sessions and reversals share one counter, as the mock's references always have.
  let counter = 0;
  const next = () => {
    counter += 1;
    return counter;
  };
  const record = recorder(state);
  const handlers = [
    ...sessionHandlers(baseUrl, state, record, next),
    reversalHandler(baseUrl, record, next),
    multibancoHandler(baseUrl, record, next),
    detailsHandler(baseUrl, state, record),
  ];

  /** What GET /sessions/:id answers from now on. */
  const setResult = (sessionId: string, result: AdyenSessionResult) => {
    const session = state.sessions.get(sessionId);
    if (!session) throw new Error(`No mocked Adyen session ${sessionId}`);
    session.result = result;
  };
  /** What POST /payments/details answers for this redirectResult from now on. */
  const setDetails = (redirectResult: string, answer: Record<string, unknown>) => {
    state.details.set(redirectResult, answer);
  };
  return { handlers, state, setResult, setDetails };
}
