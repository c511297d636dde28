import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../config";
import { analyzerFor, editDistance, STEMMED_LANGUAGES, words } from "./analyzer";

/** The analysis before decision 0080's ASCII path: every text through the Unicode expressions. */
const unicodeWords = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/ß/g, "ss")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const TEXTS = [
  "Die Schweißgeräte für die Werkstatt",
  "Kompressor 50 l, 230 V / 8 bar (Öl-frei) – ÉCO_pro #12",
  "Pressure washer 2000W; hot-water: YES!",
  "Ηλεκτροκόλληση 200A и заваръчен апарат",
  "Zváračky pre dielňu, ŁÓDŹ, Šiauliai",
  "\u212Aelvin sign and \u0130stanbul and ﬁne ligature",
  "𝐀𝟏 math letters, emoji 🔧 wrench, lone \ud800 surrogate, 中文 and ½ ² ٣",
  "snake_case and tab\tand new\nline  and  spaces",
  "",
  "   ",
];

describe("search analyzer", () => {
  it("stems, folds and drops stopwords per language", () => {
    expect(analyzerFor("de").terms("Die Schweißgeräte für die Werkstatt")).toEqual([
      "schweissgerat",
      "werkstatt",
    ]);
    expect(analyzerFor("de").queryTerms("Schweißgerät")).toEqual(["schweissgerat"]);
    expect(analyzerFor("en").terms("The pressure washers")).toEqual(["pressur", "washer"]);
    expect(analyzerFor("fr").terms("les nettoyeurs haute pression")).toEqual([
      "nettoyeur",
      "haut",
      "pression",
    ]);
  });

  it("folds without stemming where Snowball has no stemmer", () => {
    expect(STEMMED_LANGUAGES).not.toContain("sk");
    expect(analyzerFor("sk").terms("Zváračky pre dielňu")).toEqual(["zvaracky", "dielnu"]);
    expect(analyzerFor("el").terms("Ηλεκτροκόλληση")).toEqual(["ηλεκτροκολληση"]);
  });

  it("splits into the same words as the Unicode expressions alone (its own split, its ASCII fold)", () => {
    const samples = [...TEXTS];
    for (let i = 0; i < 200; i++) {
      let text = "";
      for (let j = 0; j < 24; j++) text += String.fromCharCode(32 + ((i * 31 + j * 17) % 95));
      samples.push(text, `${text}äß€–é${String.fromCodePoint(0x1d400 + i)}`);
    }
    for (const text of samples) expect(words(text)).toEqual(unicodeWords(text));
    for (const language of LANGUAGES) {
      const analyzer = analyzerFor(language);
      for (const text of samples) {
        // One folded word is analyzed alike on either path: stopword check and stem.
        const expected = unicodeWords(text).map((w) => analyzer.terms(w)[0] ?? null);
        const terms = analyzer.terms(text);
        expect(terms).toEqual(expected.filter((t): t is string => t !== null));
        expect(analyzer.indexText(text)).toBe(terms.join(" "));
      }
    }
  });

  it("keeps stopwords when the query has nothing else", () => {
    expect(analyzerFor("en").queryTerms("the")).toEqual(["the"]);
  });

  it("measures edit distance with an early exit", () => {
    expect(editDistance("schweissgerat", "schweisgerat", 2)).toBe(1);
    expect(editDistance("kompressor", "komprsesor", 2)).toBe(2);
    expect(editDistance("drill", "welder", 1)).toBe(2);
  });
});
