import { z } from "zod";
import { CACHE_ADMIN_ATTEMPTS } from "../../config";
import type { Throttles } from "../account";
import { clientKey } from "../account/client-address";
import { base64, bytesOfBase64 } from "../base64";
import { type CacheKind, clearCaches } from "../cache-registry";
import { sha256 } from "../digest";
import { sendJson } from "../pipeline/respond";
import type { Step } from "../pipeline/types";
import { safeEqual } from "../secure-compare";
import { browserHeaders, isCrossSiteWrite } from "../session/csrf";
import { isPath } from "./health";

/** Where the shop cache admin posts (under the reserved /__ prefix, never a shop page). */
export const CACHE_ADMIN_PATH = "/__admin/cache";

/** The cache admin's configuration, read by the host (CACHE_ADMIN_USER, CACHE_ADMIN_PASSWORD). */
export interface CacheAdminSettings {
  user: string;
  password: string;
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

/** RFC 7617 Basic credentials: "Basic base64(user:password)", the user without a colon. */
const basic = z
  .string()
  .max(1024)
  .regex(/^Basic [A-Za-z0-9+/]+={0,2}$/i)
  .transform((header, ctx) => {
    const bytes = bytesOfBase64(header.slice("Basic ".length));
    const text = bytes ? new TextDecoder("utf-8", { fatal: false }).decode(bytes) : "";
    const colon = text.indexOf(":");
    if (colon < 1) {
      ctx.addIssue({ code: "custom", message: "not user:password" });
      return z.NEVER;
    }
    return text;
  });

/** SHA-256 of the text, so credentials of any length are compared as 32 bytes in constant time. */
const digest = async (text: string) => base64(await sha256(text));

const refused = (request: Request, message: string) =>
  sendJson(
    request,
    { error: message },
    {
      status: 401,
      headers: {
        "WWW-Authenticate": 'Basic realm="shop cache admin", charset="UTF-8"',
        "Cache-Control": "no-store",
      },
    },
  );

const tooMany = (request: Request, minutes: number) =>
  sendJson(
    request,
    { error: `Too many wrong credentials from this address: try again in ${minutes} minute(s)` },
    { status: 429, headers: { "Retry-After": String(minutes * 60), "Cache-Control": "no-store" } },
  );

/**
 * Counts one attempt at the credentials of this client address (CACHE_ADMIN_ATTEMPTS, through the
 * shared Throttles port so every process counts together): the minutes it is blocked for, or the
 * `undo` of a right guess. A throttle store that fails refuses the attempt: a guess that cannot be
 * counted is not judged. An unknown address counts as one client, "unknown".
 */
async function countAttempt(throttles: Throttles, ip: string) {
  try {
    return await throttles("cache-admin-attempts", CACHE_ADMIN_ATTEMPTS).count(clientKey(ip) || "unknown");
  } catch (error) {
    console.error(
      "Cache admin: the attempt could not be counted",
      error instanceof Error ? error.message : "",
    );
    return undefined;
  }
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
  const expected = digest(`${settings.user}:${settings.password}`);
  const clear = settings.clear ?? (async () => ({ cleared: clearCaches() }));
  return async ({ request, path, host }) => {
    if (!isPath(path, CACHE_ADMIN_PATH)) return undefined;
    if (request.method !== "POST")
      return sendJson(request, { error: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
    // A browser that keeps the Basic login would send it with another site's form: refused first.
    if (isCrossSiteWrite(request.method, browserHeaders(request)))
      return sendJson(request, { error: "Cross-site request refused" }, { status: 403 });
    const header = request.headers.get("authorization");
    // No credentials at all is the challenge a browser needs first, not a guess.
    if (!header) return refused(request, "Basic credentials required");
    const attempt = await countAttempt(throttles, host.clientIp);
    if (!attempt)
      return sendJson(
        request,
        { error: "Try again later" },
        { status: 503, headers: { "Retry-After": "60" } },
      );
    if (attempt.blockedFor > 0) return tooMany(request, attempt.blockedFor);
    const given = basic.safeParse(header);
    if (!given.success) return refused(request, "Basic credentials required");
    if (!safeEqual(await expected, await digest(given.data))) return refused(request, "Wrong credentials");
    // A store that fails now (Redis gone since the count) leaves one attempt counted, no error page.
    await attempt.undo().catch((error: unknown) => {
      console.error(
        "Cache admin: the right attempt could not be taken back",
        error instanceof Error ? error.message : "",
      );
    });
    const done = await clear();
    console.info("Cache admin: caches emptied", done);
    return sendJson(request, done, { headers: { "Cache-Control": "no-store" } });
  };
}
