/**
 * The visitor's consent choice (issue 23 item 1, decision 0055): "necessary" is always on, analytics
 * and marketing are what the visitor chose in the banner or on the settings page. Kept in the signed
 * `consent` cookie, so a hand-made cookie is no choice at all (the banner shows again and nothing is
 * tracked), and read again on every request, so a change takes effect with the next response.
 */
import { z } from "zod";
import { type ConsentCategory, OPTIONAL_CONSENTS } from "../../config";
import type { consentForm } from "../../config/consent-form";
import { shopCookie } from "../session/cookies";

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

/** What the cookie holds: a version, so a later change of the categories asks everyone again. */
const VERSION = 1;
const stored = z.object({ v: z.literal(VERSION), a: z.boolean(), m: z.boolean() });

/** The choice a posted consent form makes (`all` accepts both, `necessary` declines both). */
export function choiceOfForm(form: z.infer<typeof consentForm>): ConsentChoice {
  if (form.choice === "all") return { analytics: true, marketing: true };
  if (form.choice === "necessary") return { analytics: false, marketing: false };
  return { analytics: form.analytics === "on", marketing: form.marketing === "on" };
}

/** The visitor's choice from the request's cookies; null when there is none (or a forged one). */
export async function readChoice(cookieHeader: string | null, https: boolean): Promise<ConsentChoice | null> {
  if (!cookieHeader) return null;
  const value: unknown = await shopCookie("consent", { https }).parse(cookieHeader);
  const parsed = stored.safeParse(value);
  return parsed.success ? { analytics: parsed.data.a, marketing: parsed.data.m } : null;
}

/** The Set-Cookie header that stores a choice (a year, signed, HTTP-only). */
export function choiceCookie(choice: ConsentChoice, https: boolean): Promise<string> {
  return shopCookie("consent", { https }).serialize({ v: VERSION, a: choice.analytics, m: choice.marketing });
}

/** Every category with its state, as the tracking service's `consents` field carries it (SPEC §7). */
export function consentList(choice: ConsentChoice | null): Record<ConsentCategory, boolean> {
  const list = { necessary: true, analytics: false, marketing: false };
  for (const key of OPTIONAL_CONSENTS) list[key] = Boolean(choice?.[key]);
  return list;
}
