/**
 * msw handlers answering like the VAT service (SPEC §7): `GET {baseUrl}/validate?ownVatId=…&vatId=…`
 * answers XML with an ErrorCode. Every request is recorded; the state sets the code (200 until
 * changed), the HTTP status, a replacement body (garbled answers), a delay (timeouts) and a network
 * error. `reset()` restores the defaults between tests.
 */
import { HttpResponse, http } from "msw";
import { injectFaults, type RecordedGet, recordGet } from "./faults";

interface VatMockState {
  requests: RecordedGet[];
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
      const recorded = recordGet(request);
      state.requests.push(recorded);
      const fault = await injectFaults(state);
      if (fault) return fault;
      const { params } = recorded;
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
