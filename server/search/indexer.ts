import type { Category } from "@commercetools/platform-sdk";
import { COUNTRIES, type CountryCode, LOCALES, type Locale } from "../../config";
import type { CommercePort } from "../commerce/port";
import { isListable, toDocument } from "./documents";
import { collectionName, type SearchPort } from "./port";

const PAGE = 500;
const scopeOf = (locale: Locale) => ({
  country: locale.country.toUpperCase(),
  currency: COUNTRIES[locale.country as CountryCode].currencyCode,
});

/** Fills the search collections from the commerce port: a full rebuild, or the documents of some SKUs. */
export function createIndexer(commerce: CommercePort, search: SearchPort) {
  async function categoryMap() {
    return new Map<string, Category>((await commerce.categories()).map((c) => [c.id, c]));
  }

  return {
    /**
     * Rebuilds the collection of every locale (or the given ones); returns the documents written.
     * Locales of one country share its prices and stock, so each page of products is read once per
     * country and written to each of its locales (de-CH, fr-CH and it-CH read one page, not three).
     */
    async rebuild(locales: readonly Locale[] = LOCALES): Promise<number> {
      const categories = await categoryMap();
      const byScope = new Map<string, Locale[]>();
      for (const locale of locales) {
        const { country, currency } = scopeOf(locale);
        byScope.set(`${country}|${currency}`, [...(byScope.get(`${country}|${currency}`) ?? []), locale]);
      }
      let written = 0;
      for (const group of byScope.values()) {
        for (const locale of group) await search.reset(collectionName(locale.code));
        const scope = scopeOf(group[0] as Locale);
        for (let offset = 0; ; offset += PAGE) {
          const page = await commerce.queryProducts({ limit: PAGE, offset }, scope);
          const listable = page.results.filter(isListable);
          for (const locale of group) {
            const documents = listable.map((p) => toDocument(p, locale, categories));
            if (documents.length) await search.upsert(collectionName(locale.code), documents);
            written += documents.length;
          }
          if (offset + PAGE >= page.total) break;
        }
      }
      return written;
    },

    /** Re-indexes the documents of SKUs whose price or stock changed, in every locale. */
    async update(skus: string[]): Promise<void> {
      if (skus.length === 0) return;
      const categories = await categoryMap();
      for (const locale of LOCALES) {
        const page = await commerce.queryProducts({ skus, limit: skus.length }, scopeOf(locale));
        const documents = page.results.filter(isListable).map((p) => toDocument(p, locale, categories));
        await search.upsert(collectionName(locale.code), documents);
      }
    },
  };
}
export type Indexer = ReturnType<typeof createIndexer>;
