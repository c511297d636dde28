import { describe, expect, it } from "vitest";
import {
  keptTranslations,
  parseTranslations,
  routeNamespaces,
  serializeTranslations,
} from "./embedded-translations";

describe("the strings a document embeds (decision 0048)", () => {
  it("takes the namespaces the matched routes declare, root first, once each", () => {
    const matches = [
      { handle: { i18n: ["common", "listing", "cart"] } },
      { handle: undefined },
      { handle: { i18n: "product" } },
      { handle: { i18n: ["common", "express", 3] } },
    ];
    expect(routeNamespaces(matches)).toEqual(["common", "listing", "cart", "product", "express"]);
  });

  it("writes no text that could close the script element, and reads it back unchanged", () => {
    const bundles: Record<string, Record<string, string>> = {
      common: { hi: "</script><script>alert(1)</script>" },
      cart: { title: "Warenkorb" },
    };
    const text = serializeTranslations("de", ["common", "cart", "missing"], (language, ns) =>
      language === "de" ? bundles[ns] : undefined,
    );
    expect(text).not.toContain("<");
    expect(parseTranslations(text)).toEqual({ language: "de", bundles });
  });

  it("reads a missing or malformed element as nothing, so the browser loads the files instead", () => {
    for (const text of [null, "", "{", "null", '{"language":"de"}', '{"language":1,"bundles":{}}']) {
      expect(parseTranslations(text), String(text)).toBeUndefined();
    }
  });

  it("writes a source's strings once per language and namespaces (decision 0070)", () => {
    const bundles: Record<string, Record<string, string>> = {
      common: { hi: "Hallo" },
      cart: { title: "Korb" },
    };
    const read: string[] = [];
    const bundleOf = (language: string, ns: string) => {
      read.push(`${language}/${ns}`);
      return bundles[ns];
    };
    const source = {};
    const first = keptTranslations(source, "de", ["common", "cart"], bundleOf);
    expect(keptTranslations(source, "de", ["common", "cart"], bundleOf)).toBe(first);
    expect(read).toEqual(["de/common", "de/cart"]);
    expect(parseTranslations(first)).toEqual({ language: "de", bundles });
    // Other namespaces, another language or another source are written on their own.
    expect(parseTranslations(keptTranslations(source, "de", ["cart"], bundleOf))?.bundles).toEqual({
      cart: bundles.cart,
    });
    keptTranslations(source, "fr", ["common", "cart"], bundleOf);
    keptTranslations({}, "de", ["common", "cart"], bundleOf);
    expect(read).toHaveLength(7);
  });
});
