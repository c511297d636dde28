import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { REDIRECT_CODES } from "../../config";
import { safeRedirectPath } from "../lib/safe-redirect";

/** The optional part of a confirmation hash that this shop reads (SPEC §2 guard 6). */
const hashContent = z.object({ redirect_to: z.string().max(2048).optional() });

function redirectTarget(hash: string): string | undefined {
  try {
    const json = JSON.parse(Buffer.from(hash, "base64").toString("utf8"));
    return hashContent.parse(json).redirect_to;
  } catch {
    return undefined;
  }
}

/**
 * SPEC §2 guard 6, newsletter confirmation: without a hash the visitor goes home with the rest of the
 * query; with one, the consent is recorded and the visitor goes to the hash's `redirect_to` (a path of
 * this shop only, under the URL's language prefix) or home with the remaining query.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  if (params.lang !== undefined && `/${params.lang}` !== market.pathPrefix)
    throw new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  const hash = url.searchParams.get("hash");
  url.searchParams.delete("hash");
  const rest = url.searchParams.toString();
  const home = `${market.pathPrefix}/${rest ? `?${rest}` : ""}`;
  if (!hash) return redirect(home, REDIRECT_CODES.default);
  await services.commerce.recordNewsletterConsent(hash);
  const target = redirectTarget(hash);
  const safe = target === undefined ? undefined : safeRedirectPath(target, "");
  return redirect(safe ? `${market.pathPrefix}${safe}` : home, REDIRECT_CODES.default);
}
