/**
 * The local commercetools API's authorization, as the platform's auth service answers it
 * (docs.commercetools.com/api/authorization#client-credentials-flow): `POST /oauth/token` with the
 * API client's id and secret as HTTP Basic credentials and `grant_type=client_credentials` (an
 * optional `scope` naming this project) issues a bearer token; every API request must carry a
 * token issued here and not expired. Wrong credentials are a 401 `invalid_client`, a missing or
 * unknown token a 401 `invalid_token`, in the platform's error shape.
 */
import { z } from "zod";
import { ClientError, readText } from "../../local-services/respond";
import { safeEqual } from "../../secure-compare";
import { json } from "./http-support";

/**
 * The project and API client the local API answers for, from the services host's configuration.
 * An empty secret would let anyone in, so the handler refuses to start with one.
 */
export const apiCredentialsSchema = z.object({
  projectKey: z.string().regex(/^[\w-]{1,256}$/, "letters, digits, - and _"),
  clientId: z.string().min(1).max(256),
  clientSecret: z.string().min(1).max(256),
});
export type ApiCredentials = z.infer<typeof apiCredentialsSchema>;

/** 48 hours, the platform's token lifetime. */
const TOKEN_SECONDS = 172_800;
/** Tokens kept at most; a client holding the credentials cannot grow memory without bound. */
const MAX_TOKENS = 10_000;
const SCOPES = ["manage_project", "view_project", "manage_orders", "view_orders", "manage_customers"];

const authError = (status: number, code: string, message: string) =>
  json(
    { statusCode: status, message, errors: [{ code, message }], error: code, error_description: message },
    status,
  );

/** The token request's form, read up to 10 kB (a grant and a scope are a few dozen bytes). */
async function tokenForm(request: Request): Promise<URLSearchParams | Response> {
  try {
    return new URLSearchParams(await readText(request, 10_000));
  } catch (error) {
    if (error instanceof ClientError) return authError(error.status, "invalid_request", error.message);
    throw error;
  }
}

function basicCredentials(header: string | null): { id: string; secret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]{1,2000})$/i.exec(header ?? "");
  if (!match?.[1]) return undefined;
  let decoded: string;
  try {
    decoded = atob(match[1]);
  } catch {
    return undefined;
  }
  const colon = decoded.indexOf(":");
  return colon < 0 ? undefined : { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

const randomToken = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, (c) =>
    c === "+" ? "-" : c === "/" ? "_" : "",
  );
};

/** The token endpoint and the bearer check of one project's API client. */
export function createAuthority(credentials: ApiCredentials, now: () => number = Date.now) {
  const tokens = new Map<string, number>();

  function issue(): string {
    const time = now();
    for (const [token, expires] of tokens) if (expires <= time) tokens.delete(token);
    // The oldest token goes first when a client asks for more than anyone needs.
    if (tokens.size >= MAX_TOKENS) tokens.delete(tokens.keys().next().value ?? "");
    const token = randomToken();
    tokens.set(token, time + TOKEN_SECONDS * 1000);
    return token;
  }

  /** POST /oauth/token. */
  async function token(request: Request): Promise<Response> {
    if (request.method !== "POST") return authError(405, "invalid_request", "Use POST to request a token.");
    const client = basicCredentials(request.headers.get("authorization"));
    const valid =
      client !== undefined &&
      safeEqual(credentials.clientId, client.id) &&
      safeEqual(credentials.clientSecret, client.secret);
    if (!valid)
      return authError(
        401,
        "invalid_client",
        "Please provide valid client credentials using HTTP Basic Authentication.",
      );
    const form = await tokenForm(request);
    if (form instanceof Response) return form;
    if (form.get("grant_type") !== "client_credentials")
      return authError(400, "unsupported_grant_type", "Only the client_credentials grant is supported here.");
    const requested = (form.get("scope") ?? "").split(" ").filter(Boolean);
    const unknown = requested.find((s) => {
      const [name, project] = s.split(":");
      return !SCOPES.includes(name ?? "") || project !== credentials.projectKey;
    });
    if (unknown) return authError(400, "invalid_scope", `Invalid scope: ${unknown.slice(0, 100)}`);
    const scope = requested.length ? requested.join(" ") : `manage_project:${credentials.projectKey}`;
    return json({ access_token: issue(), expires_in: TOKEN_SECONDS, scope, token_type: "Bearer" });
  }

  /** undefined when the request carries a live token, the platform's 401 otherwise. */
  function check(request: Request): Response | undefined {
    const match = /^Bearer\s+(\S{1,200})$/i.exec(request.headers.get("authorization") ?? "");
    const expires = match?.[1] ? tokens.get(match[1]) : undefined;
    if (expires !== undefined && expires > now()) return undefined;
    return authError(401, "invalid_token", "invalid_token");
  }

  return { token, check };
}
