/**
 * Case references the shopper reads and quotes on the phone (decision 0024): CASE-<year>-<number>.
 * The embedded store numbers its cases per year (CASE-2026-000123); the web-to-case adapter, whose
 * service answers no number, gives a random one in the same shape with a letter W
 * (CASE-2026-W4K7Q2M9), sent along so customer care finds the case by it.
 */
export const REFERENCE_PATTERN = /^CASE-\d{4}-(?:\d{6,}|W[0-9A-HJ-NP-Z]{8})$/;

export function sequentialReference(year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new Error(`Invalid case sequence ${sequence}`);
  return `CASE-${year}-${String(sequence).padStart(6, "0")}`;
}

/** Crockford-style letters and digits without I, O (they read like 1 and 0 over the phone). */
const ALPHABET = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/**
 * A uniform random integer in [0, max) from Web Crypto (as node:crypto's randomInt, without Node, so
 * the edge build takes it: issue 18 item 2). Values above the last whole multiple of max are drawn
 * again, so no residue is likelier than another.
 */
export function randomBelow(max: number): number {
  const limit = 2 ** 32 - (2 ** 32 % max);
  const word = new Uint32Array(1);
  do crypto.getRandomValues(word);
  while ((word[0] as number) >= limit);
  return (word[0] as number) % max;
}

export function randomReference(year: number, random: (max: number) => number = randomBelow): string {
  const chars = Array.from({ length: 8 }, () => ALPHABET[random(ALPHABET.length)]).join("");
  return `CASE-${year}-W${chars}`;
}

export const isCaseReference = (value: unknown): value is string =>
  typeof value === "string" && REFERENCE_PATTERN.test(value);
