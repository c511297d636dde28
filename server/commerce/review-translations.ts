/**
 * Reading a review's languages (SPEC §3 Review `locale`, custom fields `titleTranslations` and
 * `textTranslations`), one way for the engine that keeps review pages per language
 * (local/reviews.ts, decision 0086) and for the page's view of a review (server/catalog/reviews.ts).
 */

/** The language of a locale ("nl-BE" → "nl"); undefined for an empty or malformed one. */
export function languageOf(locale: string | undefined): string | undefined {
  return /^([a-z]{2,3})(?:[-_][A-Za-z0-9]+)*$/i.exec(locale?.trim() ?? "")?.[1]?.toLowerCase();
}

/**
 * A translations custom field: a LocalizedString as the platform stores it, or the same as a JSON
 * string, as imports write some fields. Anything else, and an empty entry, counts as no translation.
 */
export function reviewTranslations(value: unknown): Record<string, string> {
  let parsed = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (e): e is [string, string] => typeof e[1] === "string" && e[1].trim() !== "",
    ),
  );
}
