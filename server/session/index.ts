import { json } from "@remix-run/server-runtime";
import { CLIENT_STATE_DEFAULTS, CLIENT_TYPES, type ClientType } from "../../config";
import { hasPersonalCookie } from "../caching/policy";
import { send } from "../pipeline/respond";
import type { Step } from "../pipeline/types";
import { tierCookiesWithoutAuth } from "../tiers/cookies";
import { shopCookie } from "./cookies";
import {
  browserHeaders,
  CSRF_FIELD,
  csrfMatches,
  isCrossSiteWrite,
  isCsrfToken,
  isTokenless,
  newCsrfToken,
  provesSameOrigin,
} from "./csrf";
import { readBoundedForm } from "./form";

/** What a request knows about its visitor before any route runs. */
export interface Session {
  /**
   * The visitor's CSRF token. A visitor who had none gets one (and its cookie) the first time this is
   * read: the root loader leaves it out of anonymous visitors' shared pages (decision 0047).
   */
  readonly csrfToken: string;
  /**
   * No personal cookie came with the request (config/caching.ts): the visitor's home, category,
   * product and content pages are the same as everyone's and a shared cache may keep them.
   */
  anonymous: boolean;
  /** SPEC §4: private shoppers see prices with VAT, company buyers net prices (client_type cookie). */
  clientType: ClientType;
  /**
   * The posted form of an action, after the CSRF check: a body that is no form or breaks the form
   * limits (server/session/form.ts) answers 400, a missing or foreign token 403. Every action reads
   * its form through this. A form without a token (its page came from a shared cache) is taken when
   * the browser proves the post comes from the shop's own origin (decision 0047).
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
 * is refused (403), the CSRF token is read from its signed cookie or issued, tier cookies without a
 * valid auth cookie are cleared (server/tiers/cookies.ts), and the client type read.
 * An anonymous visitor's GET issues no token until a page reads it (decision 0047), so the pages a
 * shared cache keeps set no cookie.
 */
export const sessionStep: Step = async ({ request, host, state, headers }) => {
  if (isCrossSiteWrite(request.method, browserHeaders(request))) {
    return send(request, "Forbidden: cross-site request", { status: 403, type: "text/plain" });
  }
  const { https } = host;
  const cookieHeader = request.headers.get("cookie");
  const csrfCookie = shopCookie("csrf", { https });
  const stored = await csrfCookie.parse(cookieHeader);
  const token: CsrfToken = isCsrfToken(stored)
    ? { value: stored, issue: () => undefined }
    : await freshToken((value) => csrfCookie.serialize(value), headers);
  const anonymous = !hasPersonalCookie(cookieHeader);
  // An anonymous visitor's shared pages carry no token and set no cookie (decision 0047); a post,
  // or a visitor whose pages are private anyway, gets one at once, as before.
  if (!anonymous || !SAFE_METHODS.has(request.method)) token.issue();
  // The tier cookies never outlive the sign-in that made them (decision 0065): without a valid auth
  // cookie they are cleared, whatever page is asked for.
  for (const cookie of await tierCookiesWithoutAuth(request, https)) headers.append("Set-Cookie", cookie);
  const clientTypeCookie = shopCookie("clientType", { https });
  const storedType = await clientTypeCookie.parse(cookieHeader);
  state.session = createSession(token, anonymous, storedType, (type) => clientTypeCookie.serialize(type));
  return undefined;
};

const SAFE_METHODS = new Set(["GET", "HEAD"]);

/** The headers a browser adds to say where a request comes from. */
/** The request's CSRF token: the one its cookie held, or a new one issued on first use. */
interface CsrfToken {
  value: string;
  issue(): void;
}

/** A new token, whose signed cookie joins the response only once `issue` is called. */
async function freshToken(
  serialize: (value: string) => Promise<string>,
  headers: Headers,
): Promise<CsrfToken> {
  const value = newCsrfToken();
  const setCookie = await serialize(value);
  let issued = false;
  return {
    value,
    issue() {
      if (issued) return;
      issued = true;
      headers.append("Set-Cookie", setCookie);
    },
  };
}

function createSession(
  token: CsrfToken,
  anonymous: boolean,
  storedType: unknown,
  clientTypeCookie: (type: ClientType) => Promise<string>,
): Session {
  async function readFormIfTokenMatches(request: Request): Promise<FormData | null> {
    const form = await readBoundedForm(request);
    const sent = form.get(CSRF_FIELD);
    if (csrfMatches(token.value, sent)) return form;
    // A form from a shared page carries no token (decision 0047): Origin and Sec-Fetch-Site stand in
    // for it, whether or not the visitor has a token by now (a second tab, a page kept by Back).
    // A token that is sent must match.
    return isTokenless(sent) && provesSameOrigin(browserHeaders(request)) ? form : null;
  }
  return {
    get csrfToken() {
      token.issue();
      return token.value;
    },
    anonymous,
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
