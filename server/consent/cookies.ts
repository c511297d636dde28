/**
 * The cookies a consent choice sets (issue 23 item 1, decision 0055): the choice itself, and the
 * tracking cookie (`analytics_user`, SPEC §3 "analytics user tokens") that the tracking calls carry as
 * `cookie`: issued with analytics or marketing consent, kept while either stays, cleared when both
 * are withdrawn, so a visitor who declines carries no identifier at all.
 */
import { shopCookie } from "../session/cookies";
import { newTrackingId, trackingId } from "../tracking/visit";
import { type ConsentChoice, choiceCookie } from "./choice";

export async function consentCookies(
  request: Request,
  choice: ConsentChoice,
): Promise<{ setCookies: string[]; trackingCookie: string }> {
  const https = new URL(request.url).protocol === "https:";
  const current = await trackingId(request.headers.get("cookie"));
  const tracked = choice.analytics || choice.marketing;
  const idCookie = shopCookie("analyticsUser", { https });
  const trackingCookie = tracked ? current || newTrackingId() : "";
  const setCookies = [await choiceCookie(choice, https)];
  if (tracked && trackingCookie !== current) setCookies.push(await idCookie.serialize(trackingCookie));
  if (!tracked && request.headers.get("cookie")?.includes(`${idCookie.name}=`))
    setCookies.push(await idCookie.serialize("", { maxAge: 0 }));
  return { setCookies, trackingCookie };
}
