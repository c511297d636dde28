/**
 * The operator's Basic credentials (SPEC §6 shop cache admin, CACHE_ADMIN_USER and
 * CACHE_ADMIN_PASSWORD): one check for every operator endpoint under /__admin (the cache admin, the
 * tracking collector's viewer, decision 0067), so there is one scheme and one count of guesses.
 * Missing or wrong credentials: 401 with a Basic challenge; the comparison takes the same time
 * whatever is wrong (digests compared in constant time). Every attempt that sends credentials is
 * counted per client address before it is judged (parallel guesses cannot all pass a check made
 * first), a right one taken back: after CACHE_ADMIN_ATTEMPTS failures 429 with Retry-After (0059).
 */
import { z } from "zod";
import { CACHE_ADMIN_ATTEMPTS } from "../../config";
import type { Throttles } from "../account";
import { clientKey } from "../account/client-address";
import { base64, bytesOfBase64 } from "../base64";
import { sha256 } from "../digest";
import { sendJson } from "../pipeline/respond";
import { safeEqual } from "../secure-compare";

/** The operator's credentials, read by the host (CACHE_ADMIN_USER, CACHE_ADMIN_PASSWORD). */
export interface AdminCredentials {
  user: string;
  password: string;
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

const refused = (request: Request, message: string, realm: string) =>
  sendJson(
    request,
    { error: message },
    {
      status: 401,
      headers: {
        "WWW-Authenticate": `Basic realm="${realm}", charset="UTF-8"`,
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
 * The check of one request's credentials: undefined when they are right (the attempt taken back),
 * else the answer to send (401, 429, or 503 when the guess cannot be counted). `realm` names the
 * endpoint in the browser's login prompt.
 */
export function adminAuth(credentials: AdminCredentials, throttles: Throttles, realm: string) {
  const expected = digest(`${credentials.user}:${credentials.password}`);
  return async (request: Request, clientIp: string): Promise<Response | undefined> => {
    const header = request.headers.get("authorization");
    // No credentials at all is the challenge a browser needs first, not a guess.
    if (!header) return refused(request, "Basic credentials required", realm);
    const attempt = await countAttempt(throttles, clientIp);
    if (!attempt)
      return sendJson(
        request,
        { error: "Try again later" },
        { status: 503, headers: { "Retry-After": "60" } },
      );
    if (attempt.blockedFor > 0) return tooMany(request, attempt.blockedFor);
    const given = basic.safeParse(header);
    if (!given.success) return refused(request, "Basic credentials required", realm);
    if (!safeEqual(await expected, await digest(given.data)))
      return refused(request, "Wrong credentials", realm);
    // A store that fails now (Redis gone since the count) leaves one attempt counted, no error page.
    await attempt.undo().catch((error: unknown) => {
      console.error(
        `${realm}: the right attempt could not be taken back`,
        error instanceof Error ? error.message : "",
      );
    });
    return undefined;
  };
}
