/**
 * Intl formatters made once per locale and options, then reused (issue 20 item 3). Building an
 * `Intl.NumberFormat`, `DateTimeFormat` or `DisplayNames` loads locale data and was the largest
 * self time of a product page's render after React itself (`node --cpu-prof`, decision 0046);
 * `Number#toLocaleString` with options builds one per call too. Formatters hold no visitor data, so
 * one per (locale, options) serves every request and every render in the browser.
 */
const made = new Map<string, unknown>();

function memo<T>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = made.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  memo("number", locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  memo("date", locale, options, () => new Intl.DateTimeFormat(locale, options));

export const displayNames = (locale: string, options: Intl.DisplayNamesOptions) =>
  memo("names", locale, options, () => new Intl.DisplayNames([locale], options));

/** `value.toLocaleString(locale, { maximumFractionDigits })`, through a reused formatter. */
export const formatNumber = (value: number, locale: string, maximumFractionDigits?: number) =>
  numberFormat(locale, maximumFractionDigits === undefined ? {} : { maximumFractionDigits }).format(value);
