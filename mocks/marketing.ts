/**
 * msw handlers answering like the marketing platform's newsletter call (SPEC §7 tracking table,
 * newsletter-doi): `POST {baseUrl}/newsletter-doi` with a JSON body. Every request is recorded with its
 * body and Authorization header; the state sets the HTTP status and a delay (timeouts). `reset()`
 * restores the defaults between tests.
 */
import { HttpResponse, http } from "msw";
import { injectFaults } from "./faults";

interface MarketingMockState {
  requests: { path: string; body: unknown; contentType: string | null; authorization: string | null }[];
  status: number;
  delayMs: number;
}

export function marketingMock(baseUrl: string) {
  const state: MarketingMockState = { requests: [], status: 202, delayMs: 0 };
  const reset = () => Object.assign(state, { requests: [], status: 202, delayMs: 0 });
  const handlers = [
    http.post(`${baseUrl}/newsletter-doi`, async ({ request }) => {
      state.requests.push({
        path: new URL(request.url).pathname,
        body: await request.json().catch(() => null),
        contentType: request.headers.get("content-type"),
        authorization: request.headers.get("authorization"),
      });
      await injectFaults(state);
      return state.status < 300
        ? HttpResponse.json({ accepted: true }, { status: state.status })
        : HttpResponse.json({ error: "refused" }, { status: state.status });
    }),
  ];
  return { state, reset, handlers };
}
