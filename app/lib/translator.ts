import type { ReadCallback } from "i18next";
import { localeFiles } from "./locale-files";

/** One namespace's strings as `locales/<lng>/<ns>.json` holds them (nested objects, "." between levels). */
export type Bundle = { [key: string]: string | Bundle };
/** A language's namespaces, as the document embeds them and the browser keeps them. */
export type Bundles = Record<string, Bundle>;
export type TranslateOptions = { ns?: string | readonly string[]; count?: unknown } & Record<string, unknown>;

type Listener = (...args: unknown[]) => void;
type ReadFile = (language: string, namespace: string, callback: ReadCallback) => void;

/**
 * The browser's translator (issue 20 item 1, decision 0048): the part of i18next that react-i18next's
 * `useTranslation` and remix-i18next's `useChangeLanguage` call, over the strings of the active language
 * only, in about 150 lines instead of i18next's 48 kB raw. The server keeps i18next (app/i18n.server.ts)
 * and renders with the same options (app/i18n.ts: `nsSeparator: false`, "." between nested keys, no
 * escaping), so the browser's first render says what the server's did.
 *
 * What it does as i18next 23 does (app/lib/translator.test.ts compares the two on the shop's files):
 * a key is looked up in the fixed namespace or `ns` (the first namespace holding it wins) and
 * returned as is when missing; `count` picks `_zero` (for 0), then the language's plural category
 * (`Intl.PluralRules`), then the bare key; `{{name}}` takes a value (`String(value)`, `null` as ""),
 * an option present but undefined gives "", a missing option leaves the placeholder.
 * What it does not: English as a fallback (every language has every key, scripts/check-locales.ts), and
 * no formats, nesting or contexts, which no string of the shop uses.
 */
export class Translator {
  language: string;
  languages: string[];
  resolvedLanguage: string;
  readonly isInitialized = true;
  readonly options: { defaultNS: string; ns: string[]; react: { useSuspense: false } };
  readonly store: { data: Record<string, Bundles>; on(): void; off(): void };
  /** react-i18next keeps the namespaces its hooks asked for here. */
  reportNamespaces?: unknown;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly read: ReadFile;

  constructor(language: string, bundles: Bundles, options: { defaultNS: string; read?: ReadFile }) {
    this.language = language;
    this.languages = [language];
    this.resolvedLanguage = language;
    this.options = { defaultNS: options.defaultNS, ns: Object.keys(bundles), react: { useSuspense: false } };
    this.store = { data: { [language]: { ...bundles } }, on() {}, off() {} };
    this.read = options.read ?? localeFiles().read;
  }

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener?: Listener): void {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
  }

  private emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  /** Text direction for `<html dir>`: the shop's 21 languages are all written left to right (SPEC §3). */
  dir(): "ltr" {
    return "ltr";
  }

  getResourceBundle(language: string, namespace: string): Bundle | undefined {
    return this.store.data[language]?.[namespace];
  }

  hasLoadedNamespace(namespace: string, options: { lng?: string } = {}): boolean {
    return this.getResourceBundle(options.lng ?? this.language, namespace) !== undefined;
  }

  /** Loads the namespaces a page needs that the document did not embed (a client navigation). */
  loadNamespaces(namespaces: string | readonly string[], done?: (error?: unknown) => void): Promise<void> {
    const wanted = typeof namespaces === "string" ? [namespaces] : [...namespaces];
    for (const ns of wanted) if (!this.options.ns.includes(ns)) this.options.ns.push(ns);
    const loaded = Promise.all(wanted.map((ns) => this.loadBundle(this.language, ns))).then(() => undefined);
    return loaded.then(
      () => done?.(),
      (error: unknown) => {
        done?.(error);
        throw error;
      },
    );
  }

  /** Switches language once every namespace in use is there in the new one (remix-i18next's useChangeLanguage). */
  async changeLanguage(language: string): Promise<void> {
    if (language === this.language) return;
    await Promise.all(this.options.ns.map((ns) => this.loadBundle(language, ns)));
    this.language = language;
    this.languages = [language];
    this.resolvedLanguage = language;
    this.emit("languageChanged", language);
  }

  /**
   * One file, once per language and namespace, with i18next's retry contract (its Connector: a read
   * answered "retry" is tried again up to 5 times, waiting 350 ms and doubling).
   */
  private loadBundle(language: string, namespace: string): Promise<void> {
    if (this.getResourceBundle(language, namespace)) return Promise.resolve();
    const id = `${language}|${namespace}`;
    const pending =
      this.loading.get(id) ??
      new Promise<void>((resolve, reject) => {
        const attempt = (tries: number, wait: number) =>
          this.read(language, namespace, (error, data) => {
            if (!error && data && typeof data === "object") {
              this.store.data[language] = { ...this.store.data[language], [namespace]: data as Bundle };
              return resolve();
            }
            if (error && data === true && tries < 5)
              return setTimeout(() => attempt(tries + 1, wait * 2), wait);
            this.loading.delete(id);
            reject(new Error(String(error)));
          });
        attempt(0, 350);
      });
    this.loading.set(id, pending);
    return pending;
  }

  getFixedT(language: string | null, ns?: string | readonly string[], keyPrefix?: string) {
    // Straight to the lookup, without a merged copy of the options on every call (decision 0087):
    // the options' own `ns` and `lng` win, as they did in that copy.
    const fixed = (key: string, options: TranslateOptions = {}) =>
      this.translate(
        keyPrefix ? `${keyPrefix}.${key}` : key,
        options,
        options.ns ?? ns,
        options.lng ?? language ?? undefined,
      );
    return fixed;
  }

  t(key: string, options: TranslateOptions = {}): string {
    return this.translate(key, options, options.ns, options.lng);
  }

  private translate(key: string, options: TranslateOptions, ns: unknown, lng: unknown): string {
    const language = typeof lng === "string" ? lng : this.language;
    const namespaces = (ns as string | readonly string[] | undefined) ?? this.options.defaultNS;
    const count = options.count;
    const candidates = [key];
    if (count !== undefined && typeof count !== "string") {
      candidates.unshift(`${key}_${pluralRules(language).select(Number(count))}`);
      if (count === 0) candidates.unshift(`${key}_zero`);
    }
    for (const namespace of typeof namespaces === "string" ? [namespaces] : namespaces) {
      const bundle = this.getResourceBundle(language, namespace);
      for (const candidate of candidates) {
        const found = bundle && keptLookUp(bundle, candidate);
        if (typeof found === "string") return interpolate(found, options);
      }
    }
    return key;
  }
}

const rules = new Map<string, Intl.PluralRules>();

/** One `Intl.PluralRules` per language (making one per call is what costs, not selecting). */
function pluralRules(language: string): Intl.PluralRules {
  let found = rules.get(language);
  if (!found) {
    found = new Intl.PluralRules(language);
    rules.set(language, found);
  }
  return found;
}

const lookUps = new WeakMap<Bundle, Map<string, string | Bundle>>();

/**
 * lookUp, kept per bundle and key (issue 20 item 3, decision 0076): a bundle is never changed in
 * place (a namespace loaded later is a new object in the store, with its own entries), so a kept
 * answer stays right; the server renders every page with one translator per language. Only hits are
 * kept, so the map holds at most one entry per path of the bundle: a miss (a key from a URL, a
 * plural form the bundle lacks) is looked up again each time and never fills it.
 */
function keptLookUp(bundle: Bundle, key: string): string | Bundle | undefined {
  let kept = lookUps.get(bundle);
  if (!kept) {
    kept = new Map();
    lookUps.set(bundle, kept);
  }
  const known = kept.get(key);
  if (known !== undefined) return known;
  const found = lookUp(bundle, key);
  if (found !== undefined) kept.set(key, found);
  return found;
}

/** How many lookups a bundle keeps (for tests). */
export function keptLookUpCount(bundle: Bundle): number {
  return lookUps.get(bundle)?.size ?? 0;
}

/** A nested key (summary.heading, in the cart namespace); a key that itself holds dots is found as a whole first, as i18next does. */
function lookUp(bundle: Bundle, key: string): string | Bundle | undefined {
  const whole = bundle[key];
  if (whole !== undefined) return whole;
  const parts = key.split(".");
  for (let take = parts.length - 1; take > 0; take--) {
    const head = bundle[parts.slice(0, take).join(".")];
    if (head !== undefined && typeof head === "object") {
      const rest = lookUp(head, parts.slice(take).join("."));
      if (rest !== undefined) return rest;
    }
  }
  return undefined;
}

/** i18next's `{{name}}` and `{{- name}}` (no escaping: `escapeValue: false`), as described on the class. */
function interpolate(text: string, values: Record<string, unknown>): string {
  if (!text.includes("{{")) return text;
  return text.replace(/\{\{-?(.+?)\}\}/g, (placeholder, name: string) => {
    const variable = name.trim();
    if (!Object.hasOwn(values, variable)) return placeholder;
    const value = values[variable];
    return value === undefined || value === null ? "" : String(value);
  });
}
