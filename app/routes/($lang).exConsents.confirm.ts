import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { FIELD_RULES, REDIRECT_CODES } from "../../config";
import { requireLangParam } from "../lib/lang-param";
import { safeRedirectPath } from "../lib/safe-redirect";

/** A confirmation hash: base64 JSON (SPEC §2 guard 6) of bounded length, with an optional `redirect_to`. */
const MAX_HASH_LENGTH = 2048;
const hashContent = z
  .object({ redirect_to: z.string().max(FIELD_RULES.maxRedirectLength).optional() })
  .passthrough();

function decode(hash: string): z.infer<typeof hashContent> | undefined {
  if (hash.length > MAX_HASH_LENGTH) return undefined;
  try {
    return hashContent.parse(JSON.parse(Buffer.from(hash, "base64").toString("utf8")));
  } catch {
    return undefined;
  }
}

/**
 * SPEC §2 guard 6, newsletter confirmation: without a hash the visitor goes home with the rest of the
 * query; a hash that is base64 JSON records the consent (through the commerce port) and leads to its
 * `redirect_to` (a path of this shop only) under the visitor's language prefix, else home with the
 * remaining query. Anything else records nothing. A platform failure is logged; the visitor still
 * moves on.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  requireLangParam(params, market);
  const prefix = market.isDefaultLocale ? "" : `/${market.language}`;
  const url = new URL(request.url);
  const hash = url.searchParams.get("hash");
  url.searchParams.delete("hash");
  const rest = url.searchParams.toString();
  const home = `${prefix}/${rest ? `?${rest}` : ""}`;
  const content = hash ? decode(hash) : undefined;
  if (!hash || !content) return redirect(home, REDIRECT_CODES.default);
  try {
    await services.commerce.recordNewsletterConsent(hash);
  } catch (error) {
    console.error("Newsletter consent could not be recorded", error);
  }
  const safe = content.redirect_to === undefined ? undefined : safeRedirectPath(content.redirect_to, "");
  return redirect(safe ? `${prefix}${safe}` : home, REDIRECT_CODES.default);
}
