import { describe, expect, it } from "vitest";
import { i18next, i18nInstance, renderTranslator } from "./i18n.server";
import { Translator } from "./lib/translator";

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

  it("says what the loaders' i18next says, in every namespace and language asked, again and again", async () => {
    const args = { name: "Werkstatt", domain: "proequip.de" };
    for (const language of ["de", "fr", "de", "sk"]) {
      const expected = (await i18next.getFixedT(language, "listing"))("meta.categoryDescription", args);
      for (let i = 0; i < 3; i++)
        expect(renderTranslator(language).getFixedT(null, "listing")("meta.categoryDescription", args)).toBe(
          expected,
        );
    }
    expect(renderTranslator("de").getFixedT(null, "listing")("meta.categoryDescription", args)).toBe(
      "Werkstatt für Profis bei proequip.de: Preise, Bewertungen und Lieferzeiten vergleichen.",
    );
  });
});
