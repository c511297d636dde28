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
    /** Rebuilds the collection of every locale (or the given ones); returns the documents written. */
    async rebuild(locales: readonly Locale[] = LOCALES): Promise<number> {
      const categories = await categoryMap();
      let written = 0;
      for (const locale of locales) {
        const collection = collectionName(locale.code);
        await search.reset(collection);
        for (let offset = 0; ; offset += PAGE) {
          const page = await commerce.queryProducts({ limit: PAGE, offset }, scopeOf(locale));
          const documents = page.results.filter(isListable).map((p) => toDocument(p, locale, categories));
          if (documents.length) await search.upsert(collection, documents);
          written += documents.length;
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
