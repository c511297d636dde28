import { sendStatus } from "../pipeline/respond";
import type { Step } from "../pipeline/types";

/**
 * The origin a request names (protocol and Host), kept in the state for responses that print
 * absolute URLs (robots.txt, sitemaps). A Host that is no host ("a b", "[::1") answers 400 here:
 * the page's URL is built from it (through TRUST_PROXY's hostname), so it would fail on every page.
 */
export const originCheck: Step = ({ request, host, state }) => {
  const protocol = host.https ? "https" : "http";
  const origin = `${protocol}://${request.headers.get("host") ?? "localhost"}`;
  if (!URL.canParse(origin) || !URL.canParse(`${protocol}://${host.hostname}`))
    return sendStatus(request, 400);
  state.origin = new URL(origin);
  return undefined;
};
