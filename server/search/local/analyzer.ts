import snowball from "snowball-stemmers";
import stopwordsIso from "stopwords-iso";
import type { Language } from "../../../config";

/**
 * Text analysis of the local search per language: lower case, diacritics folded, stopwords
 * removed, and Snowball stemming for the 15 languages it covers. Slovak, Polish, Lithuanian,
 * Bulgarian, Greek and Croatian have no Snowball stemmer: they get folding, stopwords and prefix
 * matching, which finds inflected forms that share the typed beginning.
 */
const SNOWBALL: Partial<Record<Language, string>> = {
  en: "english",
  de: "german",
  pt: "portuguese",
  it: "italian",
  fr: "french",
  hu: "hungarian",
  cs: "czech",
  nb: "norwegian",
  nl: "dutch",
  da: "danish",
  sv: "swedish",
  es: "spanish",
  fi: "finnish",
  ro: "romanian",
  sl: "slovene",
};
export const STEMMED_LANGUAGES = Object.keys(SNOWBALL) as Language[];

/** Words remembered per language before the memo starts again (bounds memory on unusual texts). */
const STEM_MEMO_LIMIT = 200_000;
/**
 * Whole texts remembered per language: a rebuild writes a page of 500 products to every locale of a
 * language in turn (de-DE, de-AT, de-CH, de-LU …), so each text is analyzed once per language, not
 * once per locale. Two pages of names, brands, categories and descriptions fit (about 2 MB each).
 */
const TEXT_MEMO_LIMIT = 4_000;
const stopwordLists = stopwordsIso as Record<string, string[]>;
/**
 * Text that is ASCII once lower-cased has nothing to decompose or strip (decision 0080).
 */
const NOT_ASCII = /[\u0080-\uffff]/;
const fold = (text: string) => {
  const lower = text.toLowerCase();
  return NOT_ASCII.test(lower) ? lower.normalize("NFD").replace(/\p{M}/gu, "").replace(/ß/g, "ss") : lower;
};

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
/**
 * Whether each code point from U+0080 on is a letter or digit, as it was met: 0 not yet tested, 1
 * word, 2 not. A fixed array of every code point (1.1 MB), so queries' characters cannot grow it.
 */
const UNKNOWN = 0;
const WORD = 1;
const NOT_WORD = 2;
const wordCodePoints = new Uint8Array(0x110000);
const isWordCodePoint = (cp: number, char: string) => {
  if (cp < 128) return (cp >= 48 && cp <= 57) || (cp >= 65 && cp <= 90) || (cp >= 97 && cp <= 122);
  let known = wordCodePoints[cp];
  if (known === UNKNOWN) {
    known = LETTER_OR_DIGIT.test(char) ? WORD : NOT_WORD;
    wordCodePoints[cp] = known;
  }
  return known === WORD;
};

/**
 * The runs of letters and digits of a folded text: what `split(/[^\p{L}\p{N}]+/u)` without its
 * empty strings gives, one code point at a time with each one's class looked up once. The
 * expression's Unicode ranges, searched for every character, led the analysis in a rebuild's
 * profile (decision 0080).
 */
function split(folded: string): string[] {
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i < folded.length; ) {
    const cp = folded.codePointAt(i) as number;
    const width = cp > 0xffff ? 2 : 1;
    const inWord = isWordCodePoint(cp, width === 1 ? folded.charAt(i) : folded.slice(i, i + 2));
    if (inWord && start < 0) start = i;
    else if (!inWord && start >= 0) {
      words.push(folded.slice(start, i));
      start = -1;
    }
    i += width;
  }
  if (start >= 0) words.push(folded.slice(start));
  return words;
}

/** The words of a text before stopwords and stemming: folded, then split (exported for tests). */
export const words = (text: string) => split(fold(text));

export interface Analyzer {
  /** Index terms of a text. */
  terms(text: string): string[];
  /** The index terms of a text as the FTS5 column holds them (space-separated), remembered. */
  indexText(text: string): string;
  /** Query terms (stopwords kept when they are all the query has). */
  queryTerms(query: string): string[];
}

const analyzers = new Map<Language, Analyzer>();

export function analyzerFor(language: Language): Analyzer {
  const cached = analyzers.get(language);
  if (cached) return cached;
  const algorithm = SNOWBALL[language];
  const stemmer = algorithm ? snowball.newStemmer(algorithm) : undefined;
  const stopwords = new Set((stopwordLists[language === "nb" ? "no" : language] ?? []).map(fold));
  // A catalogue repeats its words across products and locales of one language: each word is stemmed
  // once (the Snowball stemmers were the largest part of an index build's profile).
  const stems = new Map<string, string>();
  const stem = (word: string) => {
    const known = stems.get(word);
    if (known !== undefined) return known;
    const stemmed = stemmer && /^\p{L}+$/u.test(word) ? fold(stemmer.stem(word)) : word;
    if (stems.size >= STEM_MEMO_LIMIT) stems.clear();
    stems.set(word, stemmed);
    return stemmed;
  };
  const terms = (text: string) =>
    words(text)
      .filter((w) => !stopwords.has(w))
      .map(stem);
  const texts = new Map<string, string>();
  const analyzer: Analyzer = {
    terms,
    indexText: (text) => {
      const known = texts.get(text);
      if (known !== undefined) return known;
      const analyzed = terms(text).join(" ");
      if (texts.size >= TEXT_MEMO_LIMIT) texts.clear();
      texts.set(text, analyzed);
      return analyzed;
    },
    queryTerms: (query) => {
      const all = words(query);
      const kept = all.filter((w) => !stopwords.has(w));
      return (kept.length > 0 ? kept : all).map(stem);
    },
  };
  analyzers.set(language, analyzer);
  return analyzer;
}

/** Levenshtein distance with an early exit above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}
