import type { Bundle, Bundles } from "../../app/lib/translator";

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every key of a bundle as t() is called with it ("a.b"), plural forms as their base key. */
export function keysOf(bundle: Bundle, prefix = ""): string[] {
  return Object.entries(bundle).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`.replace(PLURAL, "")] : keysOf(value, `${prefix}${key}.`),
  );
}

/** Values for every placeholder of the shop's strings, the count left to each call. */
export function valuesFor(bundles: Bundles | Bundle): Record<string, string> {
  const names = JSON.stringify(bundles).match(/\{\{-?\s*[\w.]+\s*\}\}/g) ?? [];
  return Object.fromEntries(names.map((name) => [name.replace(/[{}\-\s]/g, ""), `<${name.length}>`]));
}

/** The counts each key is asked with: none, and one of every plural form of the shop's languages. */
export const COUNTS = [undefined, 0, 1, 2, 5, 21, 1.5] as const;
