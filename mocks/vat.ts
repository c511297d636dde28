/**
 * msw handlers answering like the VAT service (SPEC §7): `GET {baseUrl}/validate?ownVatId=…&vatId=…`
 * answers XML with an ErrorCode. Every request is recorded; the state sets the code (200 until
 * changed), the HTTP status, a replacement body (garbled answers), a delay (timeouts) and a network
 * error. `reset()` restores the defaults between tests.
 */
import { delay, HttpResponse, http } from "msw";

interface VatMockState {
  requests: { path: string; params: Record<string, string>; authorization: string | null }[];
  code: number;
  status: number;
  body: string | null;
  delayMs: number;
  networkError: boolean;
}

const defaults = () => ({ code: 200, status: 200, body: null, delayMs: 0, networkError: false });

export function vatMock(baseUrl: string) {
  const state: VatMockState = { requests: [], ...defaults() };
  const reset = () => Object.assign(state, { requests: [], ...defaults() });

  const handlers = [
    http.get(`${baseUrl}/validate`, async ({ request }) => {
      const url = new URL(request.url);
      const params = Object.fromEntries(url.searchParams);
      state.requests.push({
        path: url.pathname,
        params,
        authorization: request.headers.get("authorization"),
      });
      if (state.networkError) return HttpResponse.error();
      if (state.delayMs) await delay(state.delayMs);
      if (!params.ownVatId || !params.vatId) return new HttpResponse("Missing parameter", { status: 400 });
      const xml =
        state.body ??
        `<?xml version="1.0" encoding="UTF-8"?><VatResponse><OwnVatId>${params.ownVatId}</OwnVatId>` +
          `<VatId>${params.vatId}</VatId><ErrorCode>${state.code}</ErrorCode></VatResponse>`;
      return new HttpResponse(xml, { status: state.status, headers: { "content-type": "application/xml" } });
    }),
  ];
  return { handlers, state, reset };
}
