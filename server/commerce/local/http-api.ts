/**
 * The embedded engine as a commercetools HTTP API (issue 18 item 3, decision 0036): exactly the
 * subset the commercetools adapter (server/commerce/commercetools/) calls, in the platform's
 * documented shapes, so the production adapter runs against the engine's real prices, taxes,
 * discounts and versions, and the edge build runs on one machine without credentials.
 *
 * `POST /oauth/token` issues tokens (http-auth.ts); every other path is `/{projectKey}/…` and needs
 * one. The routes sit beside the engine module of their resource (decision 0022): carts-api.ts,
 * orders-api.ts, customers-api.ts, catalog-api.ts, stock-api.ts, shipping-methods-api.ts,
 * discounts-api.ts, reviews-api.ts, custom-objects-api.ts. The local services host mounts this
 * handler at /commercetools (for both CTP_AUTH_URL and CTP_API_URL); `path` is the request's path
 * below that mount.
 */
import type { LocalApi } from "../../local-services/types";
import { CommerceError } from "../errors";
import { cartRoutes } from "./carts-api";
import { catalogRoutes } from "./catalog-api";
import { customObjectRoutes } from "./custom-objects-api";
import { customerRoutes } from "./customers-api";
import { discountRoutes } from "./discounts-api";
import type { LocalCommerce } from "./engine";
import { type ApiCredentials, apiCredentialsSchema, createAuthority } from "./http-auth";
import { type ApiRoute, commerceErrorResponse, errorResponse, readBody } from "./http-support";
import { orderRoutes } from "./orders-api";
import { paymentRoutes } from "./payments-api";
import { reviewRoutes } from "./reviews-api";
import { shippingMethodRoutes } from "./shipping-methods-api";
import { stockRoutes } from "./stock-api";

export type { LocalApi };

const ROUTES: ApiRoute[] = [
  ...cartRoutes,
  ...orderRoutes,
  ...paymentRoutes,
  ...customerRoutes,
  ...catalogRoutes,
  ...stockRoutes,
  ...shippingMethodRoutes,
  ...discountRoutes,
  ...reviewRoutes,
  ...customObjectRoutes,
];

/** The path's parameters when a route's pattern matches the segments. */
function match(pattern: string[], segments: string[]): Record<string, string> | undefined {
  if (pattern.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    const segment = segments[i] ?? "";
    const colon = part.indexOf(":");
    if (colon < 0) {
      if (part !== segment) return undefined;
      continue;
    }
    const prefix = part.slice(0, colon);
    if (!segment.startsWith(prefix) || segment.length === prefix.length) return undefined;
    params[part.slice(colon + 1)] = segment.slice(prefix.length);
  }
  return params;
}

const PATTERNS = ROUTES.map((route) => ({ route, pattern: route.path.split("/") }));

/** The most literal route wins (`carts/key=…` before `carts/:id`), as the platform's paths do. */
function findRoute(method: string, segments: string[]) {
  let allowed = false;
  const candidates = PATTERNS.flatMap(({ route, pattern }) => {
    const params = match(pattern, segments);
    if (!params) return [];
    allowed ||= route.method === method;
    return route.method === method
      ? [{ route, params, literal: pattern.filter((p) => !p.includes(":")).length }]
      : [];
  }).sort((a, b) => b.literal - a.literal);
  return {
    found: candidates[0],
    pathExists: allowed || PATTERNS.some(({ pattern }) => match(pattern, segments)),
  };
}

function decodeSegments(path: string): string[] | undefined {
  try {
    return path.split("/").filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined;
  }
}

/**
 * The Fetch handler of the local commercetools API for one project and API client.
 * Engine failures answer in the platform's error shape; anything unexpected is a 500 without
 * details (logged here), never a stack trace to the client.
 */
export function commercetoolsApi(engine: LocalCommerce, credentials: ApiCredentials): LocalApi {
  const checked = apiCredentialsSchema.safeParse(credentials);
  if (!checked.success)
    throw new Error(
      `Local commercetools API: invalid credentials configuration (${checked.error.issues.map((i) => i.path.join(".")).join(", ")})`,
    );
  const authority = createAuthority(credentials);
  return async (request, path) => {
    try {
      const segments = decodeSegments(path);
      if (!segments)
        return errorResponse(400, [
          { code: "InvalidInput", message: "The path is not valid percent-encoding." },
        ]);
      if (segments.join("/") === "oauth/token") return await authority.token(request);
      // The token first: a client without one learns nothing, not even which project exists.
      const denied = authority.check(request);
      if (denied) return denied;
      const [projectKey, ...rest] = segments;
      if (projectKey !== credentials.projectKey)
        return errorResponse(404, [
          { code: "ResourceNotFound", message: `Project '${projectKey ?? ""}' not found.` },
        ]);
      const { found, pathExists } = findRoute(request.method, rest);
      if (!found)
        return pathExists
          ? errorResponse(405, [
              { code: "MethodNotAllowed", message: `${request.method} is not allowed here.` } as never,
            ])
          : errorResponse(404, [
              { code: "ResourceNotFound", message: `No endpoint at '/${rest.join("/")}'.` },
            ]);
      return await found.route.handle({
        engine,
        params: found.params,
        query: new URL(request.url).searchParams,
        body: (schema) => readBody(request, schema),
      });
    } catch (error) {
      if (error instanceof CommerceError) return commerceErrorResponse(error);
      console.error("Local commercetools API failed", error);
      return errorResponse(500, [{ code: "General", message: "Internal error." }]);
    }
  };
}
