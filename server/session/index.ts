import { json } from "@remix-run/server-runtime";
import { CLIENT_STATE_DEFAULTS, CLIENT_TYPES, type ClientType } from "../../config";
import { send } from "../pipeline/respond";
import type { Step } from "../pipeline/types";
import { shopCookie } from "./cookies";
import { CSRF_FIELD, csrfMatches, isCrossSiteWrite, isCsrfToken, newCsrfToken } from "./csrf";
import { readBoundedForm } from "./form";

/** What a request knows about its visitor before any route runs. */
export interface Session {
  csrfToken: string;
  /** SPEC §4: private shoppers see prices with VAT, company buyers net prices (client_type cookie). */
  clientType: ClientType;
  /**
   * The posted form of an action, after the CSRF check: a body that is no form or breaks the form
   * limits (server/session/form.ts) answers 400, a missing or foreign token 403. Every action reads
   * its form through this.
   */
  readForm(request: Request): Promise<FormData>;
  /**
   * The same check, for pages that explain an expired form themselves: null when the token is
   * missing or foreign (the page was open while the visitor's token changed), instead of a 403.
   */
  readFormIfTokenMatches(request: Request): Promise<FormData | null>;
  /** The Set-Cookie header that stores a client type. */
  clientTypeCookie(type: ClientType): Promise<string>;
}

/**
 * The visitor's session, before any route runs (a pipeline step, issue 18 item 1): a cross-site write
 * is refused (403), the CSRF token is read from its signed cookie or issued, and the client type read.
 */
export const sessionStep: Step = async ({ request, host, state, headers }) => {
  if (
    isCrossSiteWrite(request.method, {
      origin: request.headers.get("origin") ?? undefined,
      host: request.headers.get("host") ?? undefined,
      fetchSite: request.headers.get("sec-fetch-site") ?? undefined,
    })
  ) {
    return send(request, "Forbidden: cross-site request", { status: 403, type: "text/plain" });
  }
  const { https } = host;
  const cookieHeader = request.headers.get("cookie");
  const csrfCookie = shopCookie("csrf", { https });
  let csrfToken = await csrfCookie.parse(cookieHeader);
  if (!isCsrfToken(csrfToken)) {
    csrfToken = newCsrfToken();
    headers.append("Set-Cookie", await csrfCookie.serialize(csrfToken));
  }
  const clientTypeCookie = shopCookie("clientType", { https });
  const storedType = await clientTypeCookie.parse(cookieHeader);
  state.session = createSession(csrfToken, storedType, (type) => clientTypeCookie.serialize(type));
  return undefined;
};

function createSession(
  csrfToken: string,
  storedType: unknown,
  clientTypeCookie: (type: ClientType) => Promise<string>,
): Session {
  async function readFormIfTokenMatches(request: Request): Promise<FormData | null> {
    const form = await readBoundedForm(request);
    return csrfMatches(csrfToken, form.get(CSRF_FIELD)) ? form : null;
  }
  return {
    csrfToken,
    clientType: (CLIENT_TYPES as readonly unknown[]).includes(storedType)
      ? (storedType as ClientType)
      : CLIENT_STATE_DEFAULTS.clientType,
    readFormIfTokenMatches,
    async readForm(request) {
      const form = await readFormIfTokenMatches(request);
      if (!form) {
        throw json(
          { formErrors: ["This form has expired. Please reload the page and try again."] },
          { status: 403 },
        );
      }
      return form;
    },
    clientTypeCookie,
  };
}
