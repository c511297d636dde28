import { CURRENCIES, type CurrencyCode, toMajor, toMinor } from "../../config";
import type { TechValue } from "../../server/catalog/tech-details";
import { dateTimeFormat, numberFormat } from "./intl";

/** commercetools' money shape; `fractionDigits` defaults to the currency's own (config/currencies). */
export interface Money {
  centAmount: number;
  currencyCode: CurrencyCode;
  fractionDigits?: number;
}

const formatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(locale: string, currencyCode: CurrencyCode): Intl.NumberFormat {
  const key = `${locale}|${currencyCode}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const currency = CURRENCIES[currencyCode];
    formatter = new Intl.NumberFormat(locale, {
      style: currency.style,
      currency: currencyCode,
      currencyDisplay: currency.display,
      minimumFractionDigits: currency.fractionDigits,
      maximumFractionDigits: currency.fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Formats a money value for a locale: 5900 EUR in de-DE → "59,00 €", 22099 HUF in hu-HU → "22 099 Ft". */
export function formatMoney(money: Money, locale: string): string {
  // A money value says its own digits (the platform's fractionDigits); only without them the currency's.
  const major =
    money.fractionDigits === undefined
      ? toMajor(money.centAmount, money.currencyCode)
      : money.centAmount / 10 ** money.fractionDigits;
  return moneyFormatter(locale, money.currencyCode).format(major);
}

/** Major units (as the config tables write amounts) to a money value in the currency's minor units. */
export function toMoney(amount: number, currencyCode: CurrencyCode): Money {
  const digits = CURRENCIES[currencyCode].fractionDigits;
  return { centAmount: toMinor(amount, currencyCode), currencyCode, fractionDigits: digits };
}

/** SPEC §5 "Display": dd.mm.yyyy; an invalid date gives "". */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  // A calendar date ("2026-11-26") is that day everywhere, not midnight UTC in the viewer's zone.
  const calendar = typeof value === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (calendar) return `${calendar[3]}.${calendar[2]}.${calendar[1]}`;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const dd = String(date.getDate()).padStart(2, "0");
  const mm = String(date.getMonth() + 1).padStart(2, "0");
  return `${dd}.${mm}.${date.getFullYear()}`;
}

/** Units of time read best written out ("24 Monate", not "24 Mon."); measures take their symbol. */
const LONG_UNITS = new Set(["hour", "minute", "second", "day", "week", "month", "year"]);

/**
 * A technical value (server/catalog/tech-details.ts) in a locale: each number in the locale's format
 * and the unit as `Intl.NumberFormat` writes it there ("6,9 kg", "24 Monate", "30 × 20 × 25 cm",
 * "6,9 κιλά"); an SI symbol that Intl has no unit for follows the number as it is ("1.500 W").
 */
export function formatTechValue(value: TechValue, locale: string): string {
  if ("text" in value) return value.text;
  const number = (n: number) => numberFormat(locale, { maximumFractionDigits: 2 }).format(n);
  const { values, unit } = value;
  const last = values.at(-1) ?? 0;
  const tail =
    unit && "intl" in unit
      ? numberFormat(locale, {
          style: "unit",
          unit: unit.intl,
          unitDisplay: LONG_UNITS.has(unit.intl) ? "long" : "short",
          maximumFractionDigits: 2,
        }).format(last)
      : unit
        ? `${number(last)}\u00a0${unit.symbol}`
        : number(last);
  return [...values.slice(0, -1).map(number), tail].join(" × ");
}

/**
 * Opening hours (config CUSTOMER_CARE.hours) in a locale: its own weekday abbreviations and time
 * format, "Mon–Fri, 08:00–16:00" in en-IE, "pr–pn, 08:00–16:00" in lt-LT, "Δευ–Παρ, 8:00 π.μ. – 4:00 μ.μ."
 * in el-GR. Days count from 1 (Monday) to 7 (Sunday).
 */
export function formatHours(
  hours: { days: { from: number; to: number }; opens: string; closes: string },
  locale: string,
): string {
  // Every page's header and footer show it: written once per locale and hours (decision 0046).
  const key = `${locale}|${hours.days.from}-${hours.days.to}|${hours.opens}-${hours.closes}`;
  let text = hoursWritten.get(key);
  if (text === undefined) {
    text = writeHours(hours, locale);
    hoursWritten.set(key, text);
  }
  return text;
}

const hoursWritten = new Map<string, string>();

function writeHours(
  hours: { days: { from: number; to: number }; opens: string; closes: string },
  locale: string,
): string {
  // 1 January 2024 was a Monday; the clock is read in UTC, so no time zone moves a day or an hour.
  const day = (n: number) =>
    dateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, n)));
  const at = (time: string) => {
    const [h = 0, m = 0] = time.split(":").map(Number);
    return new Date(Date.UTC(2024, 0, 1, h, m));
  };
  const times = dateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
  return `${day(hours.days.from)}–${day(hours.days.to)}, ${times.formatRange(at(hours.opens), at(hours.closes))}`;
}
