/**
 * msw handlers answering like the my-orders self-service site (SPEC §7 "My orders: GET
 * getUrlWithToken with the email query"): `GET {baseUrl}/getUrlWithToken?email=…` answers JSON
 * `{ url }` (the shape the shop reads, docs/decisions/0025). Every request is recorded; the state
 * sets the HTTP status, a replacement body, a delay (timeouts) and a network error.
 */
import { HttpResponse, http } from "msw";
import { injectFaults, type RecordedGet, recordGet } from "./faults";

interface MyOrdersMockState {
  requests: RecordedGet[];
  status: number;
  body: unknown;
  delayMs: number;
  networkError: boolean;
}

const defaults = () => ({ status: 200, body: undefined, delayMs: 0, networkError: false });

export function myOrdersMock(baseUrl: string, siteUrl: string) {
  const state: MyOrdersMockState = { requests: [], ...defaults() };
  const reset = () => Object.assign(state, { requests: [], ...defaults() });

  const handlers = [
    http.get(`${baseUrl}/getUrlWithToken`, async ({ request }) => {
      const recorded = recordGet(request);
      state.requests.push(recorded);
      const fault = await injectFaults(state);
      if (fault) return fault;
      const { params } = recorded;
      if (!params.email) return HttpResponse.json({ error: "email missing" }, { status: 400 });
      const body = state.body ?? { url: `${siteUrl}/orders?token=tok-${encodeURIComponent(params.email)}` };
      return HttpResponse.json(body, { status: state.status });
    }),
  ];
  return { handlers, state, reset };
}
