import type { AppLoadContext } from "@remix-run/server-runtime";
import type { z } from "zod";
import { CONSENT_ROUTE } from "../../config";
import type { consentForm } from "../../config/consent-form";
import { choiceOfForm, consentList } from "../../server/consent";
import { consentCookies } from "../../server/consent/cookies";
import * as trackingEvents from "../../server/tracking/events";
import { safeRedirectPath } from "./safe-redirect";

/**
 * What a consent post does (issue 23 item 1): the choice's cookies, the `consent` tracking call with
 * every category's state (SPEC §7: locale, consents, cookie, additional_props, optional user_id;
 * it records the choice itself, so it goes out whatever was chosen), and where the visitor goes next.
 */
export async function consentAnswer(
  request: Request,
  context: AppLoadContext,
  form: z.infer<typeof consentForm>,
): Promise<{ location: string; headers: Headers }> {
  const { market, services } = context;
  const choice = choiceOfForm(form);
  const { setCookies, trackingCookie } = await consentCookies(request, choice);
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  const source = form.choice === "selected" ? "settings" : "banner";
  services.tracking.fromRequest(
    request,
    market,
    (visit) => trackingEvents.consent({ ...visit, cookie: trackingCookie }, consentList(choice), source),
    () => services.accounts.fromRequest(request, context),
    // The new choice decides what this call may carry (the customer, the utm source), not the old.
    choice,
  );
  const settings = `${market.pathPrefix}${CONSENT_ROUTE}?saved=1`;
  return { location: safeRedirectPath(form.returnTo, settings), headers };
}
