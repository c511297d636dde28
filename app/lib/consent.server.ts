/**
 * What a page needs of the visitor's consent (issue 23 items 1 and 3, decision 0055): whether the
 * shop's banner shows, which third-party scripts load, and whether the data layer is rendered.
 * Nothing that is not necessary is on a page before the visitor chose it.
 */
import type { ConsentSettings } from "../../server/consent";
import { readChoice } from "../../server/consent/choice";

export async function consentView(request: Request, settings: ConsentSettings) {
  const choice = await readChoice(request.headers.get("cookie"), false);
  return {
    choice,
    /** The shop's own banner: no consent manager configured and no choice made yet. */
    banner: !settings.managerScript && !choice,
    /** The consent manager is itself necessary: it is how the choice is asked for. */
    managerScript: settings.managerScript,
    /** Only with analytics consent (SPEC §7 "the tag manager is initialised"). */
    tagManagerScript: choice?.analytics ? settings.tagManagerScript : undefined,
    analytics: Boolean(choice?.analytics),
  };
}

/** Whether this request's visitor consented to analytics: a loader adds its data-layer events only then. */
export async function analyticsConsent(request: Request): Promise<boolean> {
  return Boolean((await readChoice(request.headers.get("cookie"), false))?.analytics);
}
