import { createInstance, type ReadCallback } from "i18next";
import { describe, expect, it } from "vitest";
import { resources } from "../../locales/resources";
import { COUNTS, keysOf, valuesFor } from "../../tests/support/translation-keys";
import { i18nConfig } from "../i18n";
import { type Bundles, keptLookUpCount, Translator } from "./translator";

describe("the browser's translator says what i18next says (decision 0048)", () => {
  // One language per plural system of the shop's 21 (one/other; 0 and 1 as "one"; few/many; two/few;
  // few/many with fractions): every language would take a minute of the CI's budget.
  it.each(["de", "fr", "pl", "sl", "lt"])("every string of %s, with counts and values", async (language) => {
    const bundles = resources[language] as Bundles;
    const server = createInstance();
    await server.init({ ...i18nConfig, lng: language, ns: Object.keys(bundles), resources });
    const browser = new Translator(language, bundles, { defaultNS: i18nConfig.defaultNS });
    const values = valuesFor(bundles);
    const said: string[] = [];
    const expected: string[] = [];
    for (const [ns, bundle] of Object.entries(bundles)) {
      const serverT = server.getFixedT(language, ns);
      const browserT = browser.getFixedT(null, ns);
      for (const key of new Set(keysOf(bundle))) {
        for (const count of COUNTS) {
          const options = count === undefined ? values : { ...values, count };
          said.push(`${ns}:${key} ${count} ${browserT(key, options)}`);
          expected.push(`${ns}:${key} ${count} ${serverT(key, options)}`);
        }
      }
    }
    expect(said).toEqual(expected);
    expect(said.length).toBeGreaterThan(1000);
  });

  it("looks a key up in the namespaces given, first one first, and returns a missing key as is", () => {
    const browser = new Translator(
      "de",
      { cart: { title: "Warenkorb" }, product: { title: "Produkt", only: "Nur hier" } },
      { defaultNS: "common" },
    );
    const t = browser.getFixedT(null, "cart");
    expect(t("title")).toBe("Warenkorb");
    expect(t("only")).toBe("only");
    expect(t("only", { ns: ["cart", "product"] })).toBe("Nur hier");
    expect(t("title", { ns: ["product", "cart"] })).toBe("Produkt");
    expect(browser.t("title")).toBe("title");
  });

  it("keeps its lookups per bundle: other strings under the same keys never share them (decision 0076)", () => {
    const de = new Translator("de", { common: { a: { b: "Eins" }, "a.c": "Zwei" } }, { defaultNS: "common" });
    const fr = new Translator("fr", { common: { a: { b: "Un" }, "a.c": "Deux" } }, { defaultNS: "common" });
    for (let i = 0; i < 3; i++) {
      expect([de.t("a.b"), de.t("a.c"), de.t("a.d")]).toEqual(["Eins", "Zwei", "a.d"]);
      expect([fr.t("a.b"), fr.t("a.c"), fr.t("a.d")]).toEqual(["Un", "Deux", "a.d"]);
    }
  });

  it("keeps only the lookups that found something: misses never fill its memory (decision 0076)", () => {
    const bundle = { a: { b: "Eins" }, c: "Zwei" };
    const de = new Translator("de", { common: bundle }, { defaultNS: "common" });
    for (let i = 0; i < 3; i++) expect([de.t("a.b"), de.t("c")]).toEqual(["Eins", "Zwei"]);
    for (let i = 0; i < 20_000; i++) expect(de.t(`missing.${i}`, { count: i })).toBe(`missing.${i}`);
    expect(keptLookUpCount(bundle)).toBe(2);
    expect([de.t("a.b"), de.t("c"), de.t("a")]).toEqual(["Eins", "Zwei", "a"]);
  });

  it("with a fixed language, a key prefix and the options' own language, says what i18next says", async () => {
    const strings = {
      de: { cart: { title: "Warenkorb", line: { qty: "Menge {{n}}" } }, product: { title: "Produkt" } },
      fr: { cart: { title: "Panier", line: { qty: "Quantité {{n}}" } }, product: { title: "Produit" } },
    };
    const server = createInstance();
    const only = { lng: "de", ns: ["cart", "product"], defaultNS: "cart", resources: strings };
    await server.init({ ...i18nConfig, ...only });
    // German is the translator's language; French is loaded too (as after a change of language).
    const browser = new Translator("de", strings.de, { defaultNS: "cart" });
    browser.store.data.fr = strings.fr;
    const cases: [string, Record<string, unknown>][] = [
      ["title", {}],
      ["qty", { n: 2 }],
      ["line.qty", { n: 3 }],
      ["title", { ns: "product" }],
      ["title", { lng: "de" }],
      ["qty", { lng: "de", n: 4 }],
      ["missing", {}],
    ];
    type T = (key: string, options?: Record<string, unknown>) => string;
    const said = (t: T) => cases.map(([key, options]) => t(key, options));
    const fixed = [
      ["fr", "cart", undefined],
      ["fr", "cart", "line"],
      ["de", ["product", "cart"], undefined],
      ["fr", undefined, "line"],
    ] as const;
    for (const [language, ns, keyPrefix] of fixed) {
      const expected = said(server.getFixedT(language, ns, keyPrefix) as T);
      expect(said(browser.getFixedT(language, ns, keyPrefix))).toEqual(expected);
    }
    // The cases do exercise each part: the fixed French, the prefix, the options' German.
    expect(said(browser.getFixedT("fr", "cart", "line")).slice(1, 2)).toEqual(["Quantité 2"]);
    expect(said(browser.getFixedT("fr", "cart"))[4]).toBe("Warenkorb");
  });

  it("fills placeholders as i18next does: a present undefined is empty, a missing one stays", () => {
    const browser = new Translator(
      "de",
      { common: { hi: "Hallo {{name}}, {{ other }}!" } },
      { defaultNS: "common" },
    );
    expect(browser.t("hi", { name: 0, other: null })).toBe("Hallo 0, !");
    expect(browser.t("hi", { name: undefined })).toBe("Hallo , {{ other }}!");
  });
});

/** A locale-file reader answering from a script of results. */
function scripted(answers: ((callback: ReadCallback) => void)[]) {
  const reads: string[] = [];
  const read = (language: string, namespace: string, callback: ReadCallback) => {
    reads.push(`${language}/${namespace}`);
    (answers.shift() ?? ((cb) => cb("no answer", false)))(callback);
  };
  return { read, reads };
}

describe("namespaces and languages the document did not embed", () => {
  it("loads a namespace once, when a page asks for it, and retries a server error", async () => {
    const { read, reads } = scripted([
      (cb) => cb("status code: 503", true),
      (cb) => cb(null, { title: "Kasse" }),
    ]);
    const browser = new Translator("de", { common: {} }, { defaultNS: "common", read });
    expect(browser.hasLoadedNamespace("checkout")).toBe(false);
    let done = false;
    await Promise.all([
      browser.loadNamespaces(["checkout"], () => (done = true)),
      browser.loadNamespaces("checkout"),
    ]);
    expect(done).toBe(true);
    expect(browser.getFixedT(null, "checkout")("title")).toBe("Kasse");
    expect(reads).toEqual(["de/checkout", "de/checkout"]);
    await browser.loadNamespaces("checkout");
    expect(reads).toHaveLength(2);
  });

  it("gives up on a missing file and tells the caller", async () => {
    const { read } = scripted([(cb) => cb("status code: 404", false)]);
    const browser = new Translator("de", {}, { defaultNS: "common", read });
    let error: unknown;
    await expect(browser.loadNamespaces("nope", (e) => (error = e))).rejects.toThrow("404");
    expect(error).toBeInstanceOf(Error);
  });

  it("changes language only with every namespace in use loaded, never English as well", async () => {
    const { read, reads } = scripted([
      (cb) => cb(null, { title: "Košík" }),
      (cb) => cb(null, { hi: "Ahoj" }),
    ]);
    const browser = new Translator(
      "de",
      { cart: { title: "Warenkorb" }, common: { hi: "Hallo" } },
      { defaultNS: "common", read },
    );
    const changed: unknown[] = [];
    browser.on("languageChanged", (language) => changed.push(language));
    await browser.changeLanguage("sk");
    expect(reads).toEqual(["sk/cart", "sk/common"]);
    expect([browser.language, browser.t("hi"), browser.t("title", { ns: "cart" })]).toEqual([
      "sk",
      "Ahoj",
      "Košík",
    ]);
    expect(changed).toEqual(["sk"]);
  });
});
