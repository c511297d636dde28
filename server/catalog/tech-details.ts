import { INTL_UNITS, type IntlUnit, TECH_DETAIL_UNITS, UNIT_SYMBOLS } from "../../config";

/**
 * A measured value of a product's technical data: its numbers (one, or a size's length × width ×
 * height) and their unit, either one `Intl.NumberFormat` names or an SI symbol ("W") that every
 * language writes as it is. The app formats it in the shopper's locale (app/lib/format.ts).
 */
export interface Quantity {
  values: readonly number[];
  unit?: { intl: IntlUnit } | { symbol: string };
}

/** A technical value: a quantity, or text where the platform's value is no number (a model name). */
export type TechValue = Quantity | { text: string };

const NUMBER = String.raw`\d+(?:\.\d+)?`;
/** Numbers written as the platform writes them ("6.9", "30 × 20 × 25"), then an optional unit. */
const VALUE = new RegExp(String.raw`^(${NUMBER}(?:\s*[×x]\s*${NUMBER})*)(?:\s*([\p{L}°%µΩ²³/]+))?$`, "u");

/** A quantity of numbers in a unit of config/units.ts (`"kilogram"`) or a symbol (`"W"`). */
export function quantity(values: readonly number[], unit?: IntlUnit | string): Quantity {
  if (!unit) return { values };
  const intl = (INTL_UNITS as readonly string[]).includes(unit);
  return { values, unit: intl ? { intl: unit as IntlUnit } : { symbol: unit } };
}

/**
 * The platform's text of a technical detail as a value to format per locale (issue 15.9: "Gewicht
 * 6.9 kg" beside "Nettogewicht 6,9", "Garantie 24" without its unit): "6.9 kg" is 6.9 kilograms,
 * "24" is 24 of the detail's own unit (config TECH_DETAIL_UNITS: the warranty's months); what is no
 * number stays text.
 */
export function parseTechValue(name: string, raw: string): TechValue {
  const match = VALUE.exec(raw.trim());
  if (!match?.[1]) return { text: raw };
  const values = match[1].split(/[×x]/).map((part) => Number(part.trim()));
  const symbol = match[2];
  if (!symbol) return quantity(values, TECH_DETAIL_UNITS[name]);
  const intl = UNIT_SYMBOLS[symbol];
  return intl ? { values, unit: { intl } } : { values, unit: { symbol } };
}
