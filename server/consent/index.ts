/**
 * The consent port (issue 23 item 1, decision 0055). Production: the consent manager of SPEC §7
 * (`{CONSENT_MANAGER_URL}/consentManager/consent-manager-unified.js`) when configured; it shows its
 * own dialog and reports the choice to the shop's consent route. Embedded default: the shop's own
 * banner and settings page, plain forms that work without JavaScript. Either way the choice lives in
 * the shop's signed `consent` cookie (./choice.ts), which the server reads on every request.
 *
 * The tag manager (TAG_MANAGER_ID, a Google Tag Manager container) is loaded only when configured and
 * the visitor consented to analytics. The CSP lists exactly the hosts configured here: nothing more
 * when nothing is configured.
 */
import { z } from "zod";
import { CONSENT } from "../../config";

export { type ConsentChoice, choiceCookie, choiceOfForm, consentList, readChoice } from "./choice";

export interface ConsentSettings {
  /** The consent manager's script URL; absent: the shop's own banner. */
  managerScript?: string;
  /** The tag manager container's script URL; absent: no tag manager. */
  tagManagerScript?: string;
}

/** The consent variables (the edge's configuration check takes them as they are, server/edge/env.ts). */
export const consentEnv = z.object({
  CONSENT_MANAGER_URL: z.url({ protocol: /^https$/ }).optional(),
  TAG_MANAGER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/)
    .optional(),
});

/** The consent settings from the host's configuration; a malformed value stops the start. */
export function consentSettings(env: Record<string, string | undefined>): ConsentSettings {
  const parsed = consentEnv.safeParse(env);
  if (!parsed.success)
    throw new Error(
      `Invalid consent configuration: ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`,
    );
  const { CONSENT_MANAGER_URL: manager, TAG_MANAGER_ID: container } = parsed.data;
  return {
    ...(manager ? { managerScript: `${manager.replace(/\/+$/, "")}${CONSENT.managerScriptPath}` } : {}),
    ...(container
      ? { tagManagerScript: `${CONSENT.tagManagerOrigin}/gtm.js?${new URLSearchParams({ id: container })}` }
      : {}),
  };
}

/** The CSP sources the configured scripts need, as strings to append ("" when none is configured). */
export function consentSources(settings: ConsentSettings): { script: string; connect: string; img: string } {
  const origins = [settings.managerScript, settings.tagManagerScript]
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url).origin);
  const list = [...new Set(origins)].map((origin) => ` ${origin}`).join("");
  return { script: list, connect: list, img: list };
}
