import { json } from "@remix-run/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { CLIENT_STATE_DEFAULTS, CLIENT_TYPES, type ClientType } from "../../config";
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

export async function sessionMiddleware(
  req: ExpressRequest,
  res: ExpressResponse,
  next: (err?: unknown) => void,
) {
  try {
    if (
      isCrossSiteWrite(req.method, {
        origin: req.headers.origin,
        host: req.headers.host,
        fetchSite: req.headers["sec-fetch-site"] as string | undefined,
      })
    ) {
      res.status(403).type("text/plain").send("Forbidden: cross-site request");
      return;
    }
    const https = req.secure;
    const cookieHeader = req.headers.cookie ?? null;
    const csrfCookie = shopCookie("csrf", { https });
    let csrfToken = await csrfCookie.parse(cookieHeader);
    if (!isCsrfToken(csrfToken)) {
      csrfToken = newCsrfToken();
      res.append("Set-Cookie", await csrfCookie.serialize(csrfToken));
    }
    const clientTypeCookie = shopCookie("clientType", { https });
    const storedType = await clientTypeCookie.parse(cookieHeader);
    async function readFormIfTokenMatches(request: Request): Promise<FormData | null> {
      const form = await readBoundedForm(request);
      return csrfMatches(csrfToken, form.get(CSRF_FIELD)) ? form : null;
    }
    const session: Session = {
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
      clientTypeCookie: (type) => clientTypeCookie.serialize(type),
    };
    res.locals.session = session;
    next();
  } catch (error) {
    next(error);
  }
}
