import { describe, expect, it } from "vitest";
import { COUNTS, keysOf, valuesFor } from "../tests/support/translation-keys";
import { i18next, i18nInstance, renderTranslator, resources } from "./i18n.server";
import { type Bundle, Translator } from "./lib/translator";

describe("server translations, one instance per language", () => {
  it("reuses the instance of a language and keeps languages apart", async () => {
    const [de, again, fr] = await Promise.all([i18nInstance("de"), i18nInstance("de"), i18nInstance("fr")]);
    expect(again).toBe(de);
    expect(fr).not.toBe(de);
    expect(de.language).toBe("de");
    expect(fr.language).toBe("fr");
  });

  it("translates any namespace in the asked language, whatever was asked before", async () => {
    const fr = await i18next.getFixedT("fr", "listing");
    const de = await i18next.getFixedT("de", "listing");
    const args = { name: "Werkstatt", domain: "proequip.de" };
    expect(de("meta.categoryDescription", args)).toBe(
      "Werkstatt für Profis bei proequip.de: Preise, Bewertungen und Lieferzeiten vergleichen.",
    );
    expect(fr("meta.categoryDescription", args)).not.toBe(de("meta.categoryDescription", args));
    expect((await i18nInstance("de")).language).toBe("de");
  });
});

describe("the document's translator (decision 0076)", () => {
  it("is the browser's translator, one per language, made once", () => {
    const de = renderTranslator("de");
    expect(de).toBeInstanceOf(Translator);
    expect(renderTranslator("de")).toBe(de);
    expect(renderTranslator("fr")).not.toBe(de);
    expect(de.language).toBe("de");
    expect(renderTranslator("fr").language).toBe("fr");
  });

  it("says what the loaders' i18next says on every key of the product page's namespaces, with counts and values", async () => {
    // German and Polish (one/few/many/other, fractions as "other"): every key, each plural count and
    // every placeholder filled, asked of one translator again and again (its kept lookups included).
    const said: string[] = [];
    const expected: string[] = [];
    for (const language of ["de", "pl", "de"]) {
      for (const ns of ["product", "listing"]) {
        const bundle = resources[language]?.[ns] as Bundle;
        const values = valuesFor(bundle);
        const loaders = await i18next.getFixedT(language, ns);
        const render = renderTranslator(language).getFixedT(null, ns);
        for (const key of new Set(keysOf(bundle))) {
          for (const count of COUNTS) {
            const options = count === undefined ? values : { ...values, count };
            said.push(`${language} ${ns}:${key} ${count} ${render(key, options)}`);
            expected.push(`${language} ${ns}:${key} ${count} ${loaders(key, options)}`);
          }
        }
      }
    }
    expect(said).toEqual(expected);
    expect(said.length).toBeGreaterThan(1500);
    // Real values, not only agreement: a Polish "few" and an interpolated German description.
    const pl = renderTranslator("pl").getFixedT(null, "listing");
    expect([1, 2, 5, 1.5].map((count) => pl("found", { count }))).toEqual([
      "1 produkt",
      "2 produkty",
      "5 produktów",
      "1.5 produktu",
    ]);
    expect(pl("meta.categoryDescription", { name: "Warsztat", domain: "proequip.pl" })).toContain("Warsztat");
    expect(
      renderTranslator("de").getFixedT(null, "listing")("meta.categoryDescription", {
        name: "Werkstatt",
        domain: "proequip.de",
      }),
    ).toBe("Werkstatt für Profis bei proequip.de: Preise, Bewertungen und Lieferzeiten vergleichen.");
  });
});
