import {
  CONTACT_FORM,
  CONTACT_PREFILL_MODES,
  type ContactPrefillMode,
  type CountryCode,
  findContactReason,
  findContactSubreason,
  isPrefillOffered,
  isProductSku,
  ROUTES,
} from "../../config";

/**
 * The contact form's steps as query state (SPEC §4 "Steps: 1 (no reason), 2 (reason chosen), 3
 * (reason and subreason chosen), with a go-back action"), so every step is a page of its own that
 * works without JavaScript. Pure: loaders and actions of the step routes share it.
 */
export type ContactStep = "step1" | "step2" | "step3";

/** The query parameters of the steps. */
export const CONTACT_PARAMS = {
  reason: "reason",
  subreason: "subreason",
  /** Which choice came back 'not correct' (SPEC §5 select default error). */
  error: "error",
  /** The shopper read the shortcut panel and goes on to the form (SPEC §4). */
  continue: "continue",
  prefill: "prefill",
  sku: "sku",
  reference: "reference",
} as const;

/** A step's URL with the language prefix and the given query (empty values left out). */
export function contactStepUrl(
  prefix: string,
  step: ContactStep,
  query: Record<string, string | undefined> = {},
) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return `${prefix}${ROUTES.contact[step]}${search ? `?${search}` : ""}`;
}

export interface Prefill {
  mode: ContactPrefillMode;
  sku: string;
  /** The product number's digits, shown read-only after the prefix. */
  digits: string;
  quantity?: number;
}

export type Step3State =
  | { redirect: string }
  | { reason: string; subreason: string; prefill?: Prefill; showShortcut: boolean };

/** Step 2's reason, or where to send the shopper back (step 1 with 'not correct'). */
export function step2State(
  url: URL,
  country: CountryCode,
  prefix: string,
): { redirect: string } | { reason: string } {
  const reason = findContactReason(country, url.searchParams.get(CONTACT_PARAMS.reason));
  return reason ? { reason: reason.key } : { redirect: contactStepUrl(prefix, "step1", { error: "reason" }) };
}

/** A prefill link of the product page (SPEC §4 "Prefill modes"), when it is whole and offered here. */
function prefillOf(url: URL, country: CountryCode): Prefill | null | undefined {
  const mode = url.searchParams.get(CONTACT_PARAMS.prefill);
  if (mode === null) return undefined;
  const sku = url.searchParams.get(CONTACT_PARAMS.sku);
  if (!(CONTACT_PREFILL_MODES as string[]).includes(mode) || !isProductSku(sku)) return null;
  const known = mode as ContactPrefillMode;
  if (!isPrefillOffered(country, known)) return null;
  const { quantity } = CONTACT_FORM.prefills[known];
  const digits = sku.slice(CONTACT_FORM.productNumber.prefix.length);
  return { mode: known, sku, digits, ...(quantity ? { quantity } : {}) };
}

/**
 * Step 3's reason and subreason (from the query, or from a prefill mode), whether its shortcut panel
 * shows first, or where to go back: an unknown reason to step 1, an unknown subreason to step 2
 * keeping the reason, each with 'not correct'.
 */
export function step3State(url: URL, country: CountryCode, prefix: string): Step3State {
  const prefill = prefillOf(url, country);
  if (prefill === null) return { redirect: contactStepUrl(prefix, "step1", { error: "reason" }) };
  const query = url.searchParams;
  const reasonKey = prefill ? CONTACT_FORM.prefills[prefill.mode].reason : query.get(CONTACT_PARAMS.reason);
  const reason = findContactReason(country, reasonKey);
  if (!reason) return { redirect: contactStepUrl(prefix, "step1", { error: "reason" }) };
  const subreasonKey = prefill
    ? CONTACT_FORM.prefills[prefill.mode].subreason
    : query.get(CONTACT_PARAMS.subreason);
  const subreason = findContactSubreason(reason, subreasonKey);
  if (!subreason)
    return { redirect: contactStepUrl(prefix, "step2", { reason: reason.key, error: "subreason" }) };
  const showShortcut = subreason.key in CONTACT_FORM.shortcuts && !query.has(CONTACT_PARAMS.continue);
  return { reason: reason.key, subreason: subreason.key, showShortcut, ...(prefill ? { prefill } : {}) };
}
