import { describe, expect, it } from "vitest";
import { analyzerFor, editDistance, STEMMED_LANGUAGES } from "./analyzer";

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

  it("keeps stopwords when the query has nothing else", () => {
    expect(analyzerFor("en").queryTerms("the")).toEqual(["the"]);
  });

  it("measures edit distance with an early exit", () => {
    expect(editDistance("schweissgerat", "schweisgerat", 2)).toBe(1);
    expect(editDistance("kompressor", "komprsesor", 2)).toBe(2);
    expect(editDistance("drill", "welder", 1)).toBe(2);
  });
});
