/**
 * msw handler answering like a web-to-case endpoint (SPEC §7 customer-request form): `POST {url}`
 * with an application/x-www-form-urlencoded body; it answers a redirect to the form's `retURL`, as
 * Salesforce's Web-to-Case does. Every request is recorded (content type and fields); the state sets
 * the HTTP status, a delay (timeouts) and a network error. `reset()` restores the defaults.
 */
import { HttpResponse, http } from "msw";
import { injectFaults } from "./faults";

interface CaseMockState {
  requests: { contentType: string | null; fields: Record<string, string> }[];
  status: number;
  delayMs: number;
  networkError: boolean;
}

const defaults = () => ({ status: 302, delayMs: 0, networkError: false });

export function caseManagementMock(url: string) {
  const state: CaseMockState = { requests: [], ...defaults() };
  const reset = () => Object.assign(state, { requests: [], ...defaults() });
  const handlers = [
    http.post(url, async ({ request }) => {
      const fields = Object.fromEntries(new URLSearchParams(await request.text()));
      state.requests.push({ contentType: request.headers.get("content-type"), fields });
      const fault = await injectFaults(state);
      if (fault) return fault;
      if (state.status >= 300 && state.status < 400)
        return new HttpResponse(null, { status: state.status, headers: { location: fields.retURL ?? "/" } });
      return new HttpResponse("<html></html>", {
        status: state.status,
        headers: { "content-type": "text/html" },
      });
    }),
  ];
  return { handlers, state, reset };
}
