/**
 * The embedded maps service: answers a validateAddress request in the API's own response shape
 * (result.verdict, result.address with postalAddress and addressComponents), so the adapter's
 * reading (mapping.ts) is the code under test. Its rules, on the region code and address lines:
 * - the first line is the street and its number; without a number the address is not complete;
 * - a street's common abbreviation is written out ("Hauptstr." → "Hauptstraße" in DE and AT), and a
 *   street or city typed in lower case is capitalised: spell-corrected components;
 * - the postal code loses a country prefix and stray spaces ("A-1010" → "1010"), and gains the
 *   space of the countries that write one ("81101" → "811 01"): spell-corrected;
 * - a postal code the gazetteer knows confirms its locality: the same name in other letters is
 *   spell-corrected, another name is replaced by the gazetteer's; an unknown postal code leaves
 *   every component unconfirmed but plausible;
 * - the country is always inferred from the region code (as the real service adds it).
 */

import type { Gazetteer } from "./gazetteer";
import type { ValidationRequest, ValidationResponse } from "./mapping";

type Component = NonNullable<ValidationResponse["result"]["address"]>["addressComponents"] extends
  | (infer C)[]
  | undefined
  ? C
  : never;

/** Countries whose postal codes are written with a space after the third digit (SPEC §5). */
const SPACED = new Set(["SK", "CZ", "GR", "SE"]);
/** Street abbreviations written out, per region. */
const ABBREVIATIONS: Record<string, [RegExp, string][]> = {
  DE: [
    [/str\.$/i, "straße"],
    [/strasse$/i, "straße"],
  ],
  AT: [
    [/str\.$/i, "straße"],
    [/strasse$/i, "straße"],
    [/g\.$/i, "gasse"],
  ],
};

const fold = (text: string) =>
  text.normalize("NFD").replace(/\p{M}/gu, "").replace(/ß/g, "ss").toLowerCase().replace(/\s+/g, " ").trim();
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

function correctStreet(region: string, street: string): string {
  let corrected = capitalised(street.replace(/\s+/g, " ").trim());
  for (const [pattern, full] of ABBREVIATIONS[region] ?? []) {
    const match = pattern.exec(corrected);
    if (!match) continue;
    // "Haupt Str." keeps its own word; "Hauptstr." becomes one word.
    const standalone = corrected.charAt(match.index - 1) === " ";
    corrected = corrected.slice(0, match.index) + (standalone ? capitalised(full) : full);
  }
  return corrected;
}

function canonicalPostalCode(region: string, typed: string): string {
  const bare = typed
    .toUpperCase()
    .replace(new RegExp(`^(${region}|[A-Z])-`), "")
    .replace(/[\s-]/g, "");
  return SPACED.has(region) && /^\d{5}$/.test(bare) ? `${bare.slice(0, 3)} ${bare.slice(3)}` : bare;
}

function part(type: string, typed: string, text: string, level: string, flags: Partial<Component> = {}) {
  return {
    componentName: { text },
    componentType: type,
    confirmationLevel: level,
    ...(text !== typed && !flags.replaced ? { spellCorrected: true } : {}),
    ...flags,
  } satisfies Component;
}

/** The answer the embedded service gives to one request. */
export function localValidationAnswer(gazetteer: Gazetteer, request: ValidationRequest): ValidationResponse {
  const region = request.address.regionCode.toUpperCase();
  const [streetLine = "", placeLine = "", ...rest] = request.address.addressLines;
  const street = /^(.*?)[\s,]+(\d[\w/-]*)$/.exec(streetLine.trim());
  const place = /^((?:[A-Z]{1,2}-)?\d[\d\s-]*\d)\s+(.+)$/i.exec(placeLine.trim());
  const postalCode = place ? canonicalPostalCode(region, place[1] ?? "") : "";
  const known = postalCode ? gazetteer.locality(region, postalCode.replace(/\s/g, "")) : undefined;
  const level = known ? "CONFIRMED" : "UNCONFIRMED_BUT_PLAUSIBLE";
  const components: Component[] = [];
  const route = street ? correctStreet(region, street[1] ?? "") : "";
  if (street) {
    components.push(part("route", (street[1] ?? "").trim(), route, level));
    components.push(part("street_number", street[2] ?? "", street[2] ?? "", level));
  }
  let locality = "";
  if (place) {
    const typedCity = (place[2] ?? "").trim();
    components.push(part("postal_code", (place[1] ?? "").trim(), postalCode, level));
    const same = known !== undefined && fold(known) === fold(typedCity);
    locality = known ?? capitalised(typedCity.replace(/\s+/g, " "));
    components.push(part("locality", typedCity, locality, level, known && !same ? { replaced: true } : {}));
  }
  for (const extra of rest.filter((line) => line.trim()))
    components.push({
      componentName: { text: extra.trim() },
      componentType: "point_of_interest",
      confirmationLevel: "UNCONFIRMED_AND_SUSPICIOUS",
      unexpected: true,
    });
  components.push({
    componentName: { text: region },
    componentType: "country",
    confirmationLevel: "CONFIRMED",
    inferred: true,
  });
  const complete = Boolean(street && place) && !components.some((c) => c.unexpected);
  const line = street ? `${route} ${street[2]}` : streetLine.trim();
  return {
    result: {
      verdict: {
        addressComplete: complete,
        hasUnconfirmedComponents: components.some((c) => c.confirmationLevel !== "CONFIRMED"),
        hasInferredComponents: true,
        hasReplacedComponents: components.some((c) => c.replaced === true),
      },
      address: {
        formattedAddress: [line, `${postalCode} ${locality}`.trim(), region].filter(Boolean).join(", "),
        postalAddress: {
          regionCode: region,
          ...(postalCode ? { postalCode } : {}),
          ...(locality ? { locality } : {}),
          addressLines: line ? [line] : [],
        },
        addressComponents: components,
      },
    },
  };
}
