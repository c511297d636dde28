import { safeEqual } from "../secure-compare";

/** The form field every POST form carries (app/components/forms/CsrfField.tsx). */
export const CSRF_FIELD = "csrf";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const isCsrfToken = (value: unknown): value is string =>
  typeof value === "string" && TOKEN.test(value);

/** 32 random bytes, base64url: the token of a visitor, kept in the signed csrf cookie (Web Crypto). */
export const newCsrfToken = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** Whether a submitted token is the visitor's own (constant-time). */
export function csrfMatches(expected: string, sent: FormDataEntryValue | null): boolean {
  if (typeof sent !== "string" || !isCsrfToken(sent)) return false;
  return safeEqual(expected, sent);
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The headers a browser adds that `isCrossSiteWrite` reads. */
export const browserHeaders = (request: Request) => ({
  origin: request.headers.get("origin") ?? undefined,
  host: request.headers.get("host") ?? undefined,
  fetchSite: request.headers.get("sec-fetch-site") ?? undefined,
});

/**
 * The second line of defence: a state-changing request from another site is refused by the headers
 * browsers add (Sec-Fetch-Site, Origin) before any action runs. Requests without them (curl, old
 * browsers) still need the token.
 */
export function isCrossSiteWrite(
  method: string,
  headers: { origin?: string; host?: string; fetchSite?: string },
) {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (headers.fetchSite === "cross-site") return true;
  if (!headers.origin) return false;
  try {
    return new URL(headers.origin).host !== headers.host;
  } catch {
    return true;
  }
}

/** A form that carries no token: the field absent or empty, as a shared page's forms send it. */
export const isTokenless = (sent: FormDataEntryValue | null) => sent === null || sent === "";

/**
 * Whether the browser's own headers prove that a post comes from a page of this very origin
 * (decision 0047): `Sec-Fetch-Site: same-origin` (browsers set it; scripts cannot), or, from a
 * browser without fetch metadata, an `Origin` naming this host. Browsers send Origin with every
 * POST. "same-site" (a sibling subdomain), "none", an opaque `Origin: null` and a request with
 * neither header (curl, a very old browser) prove nothing: such a post needs the token.
 */
export function provesSameOrigin(headers: { origin?: string; host?: string; fetchSite?: string }): boolean {
  const { origin, host, fetchSite } = headers;
  if (fetchSite !== undefined && fetchSite !== "same-origin") return false;
  if (origin === undefined) return fetchSite === "same-origin";
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}
