import { describe, expect, it } from "vitest";
import { i18next, i18nInstance } from "./i18n.server";

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
