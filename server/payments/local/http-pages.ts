/**
 * The provider's pages below its HTTP mount (decision 0038): the hosted page, the test ATM and the
 * Google Pay sheet, served by the same code the shop serves them with (../local-page.ts), their links
 * carrying the mount's prefix. A storefront that reaches the provider over HTTP (the edge build) sends
 * shoppers here; the page's return goes back to the shop's returnUrl.
 */
import { createPipeline } from "../../pipeline/run";
import type { Step } from "../../pipeline/types";
import { localPaymentRoutes } from "../local-page";
import type { LocalPayments } from "./index";

/**
 * The provider's own page policy: its stylesheet and the sheet's script from its origin only, no
 * framing. No `form-action`: the page's form answers with a redirect to the shop, another origin.
 */
const pageHeaders: Step = ({ headers }) => {
  headers.set(
    "Content-Security-Policy",
    "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; base-uri 'none'; frame-ancestors 'none'",
  );
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "same-origin");
  return undefined;
};

const notFound = async () =>
  new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** The pages as a handler of (request, path below the mount, the mount's prefix). */
export function localPages(payments: LocalPayments) {
  const byPrefix = new Map<string, ReturnType<typeof createPipeline>>();
  return (request: Request, path: string, prefix: string): Promise<Response> => {
    let pipeline = byPrefix.get(prefix);
    if (!pipeline) {
      pipeline = createPipeline([pageHeaders, localPaymentRoutes(payments, { prefix })], notFound);
      byPrefix.set(prefix, pipeline);
    }
    const url = new URL(request.url);
    // The routes match the path below the mount; the host's raw target carries it.
    return pipeline(request, {
      https: url.protocol === "https:",
      hostname: url.hostname,
      clientIp: "",
      target: `${path}${url.search}`,
    });
  };
}
