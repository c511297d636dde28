import { z } from "zod";
import type { Throttles } from "../account";
import { type CacheKind, clearCaches } from "../cache-registry";
import { sendJson } from "../pipeline/respond";
import type { Step } from "../pipeline/types";
import { browserHeaders, isCrossSiteWrite } from "../session/csrf";
import { type AdminCredentials, adminAuth } from "./admin-auth";
import { isPath } from "./health";

/** Where the shop cache admin posts (under the reserved /__ prefix, never a shop page). */
export const CACHE_ADMIN_PATH = "/__admin/cache";

/** The cache admin's configuration, read by the host (CACHE_ADMIN_USER, CACHE_ADMIN_PASSWORD). */
export interface CacheAdminSettings extends AdminCredentials {
  /**
   * Empties the shop's caches: this process's by default; with Redis, every process's
   * (server/redis/cache-broadcast.ts), saying whether the others were told.
   */
  clear?: () => Promise<{ cleared: Record<CacheKind, number>; broadcast?: boolean }>;
}

const settingsSchema = z.object({
  CACHE_ADMIN_USER: z.string().regex(/^[^:]+$/, "CACHE_ADMIN_USER: a user name without a colon"),
  // The endpoint is on the shop's public port: a password an attacker cannot guess in a lifetime.
  CACHE_ADMIN_PASSWORD: z.string().min(16, "CACHE_ADMIN_PASSWORD: at least 16 characters"),
});

/**
 * The host's settings from its environment; none (the admin is off) unless both are set. A user
 * with a colon or a password under 16 characters is refused at start.
 */
export function cacheAdminSettings(env: Record<string, string | undefined>): CacheAdminSettings | undefined {
  if (!env.CACHE_ADMIN_USER && !env.CACHE_ADMIN_PASSWORD) return undefined;
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join("; "));
  return { user: parsed.data.CACHE_ADMIN_USER, password: parsed.data.CACHE_ADMIN_PASSWORD };
}

/**
 * The shop cache admin of SPEC §6 (issue 22 item 7): `POST /__admin/cache` with the basic
 * credentials from the environment empties the shop's caches (reference data, search results, CMS
 * pages) and answers how many of each it emptied. Missing or wrong credentials: 401 with a Basic
 * challenge; the comparison takes the same time whatever is wrong (digests compared in constant
 * time). Every attempt that sends credentials is counted per client address before it is judged
 * (parallel guesses cannot all pass a check made first), a right one taken back: after
 * CACHE_ADMIN_ATTEMPTS failures 429 with Retry-After (decision 0059). Off (the path is no page: 404)
 * while no credentials are configured.
 */
export function cacheAdminStep(settings: CacheAdminSettings | undefined, throttles: Throttles): Step {
  if (!settings) return () => undefined;
  const authorised = adminAuth(settings, throttles, "shop cache admin");
  const clear = settings.clear ?? (async () => ({ cleared: clearCaches() }));
  return async ({ request, path, host }) => {
    if (!isPath(path, CACHE_ADMIN_PATH)) return undefined;
    if (request.method !== "POST")
      return sendJson(request, { error: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
    // A browser that keeps the Basic login would send it with another site's form: refused first.
    if (isCrossSiteWrite(request.method, browserHeaders(request)))
      return sendJson(request, { error: "Cross-site request refused" }, { status: 403 });
    const refusal = await authorised(request, host.clientIp);
    if (refusal) return refusal;
    const done = await clear();
    console.info("Cache admin: caches emptied", done);
    return sendJson(request, done, { headers: { "Cache-Control": "no-store" } });
  };
}
