import type { Category } from "@commercetools/platform-sdk";
import { COUNTRIES, type CountryCode, LOCALES, type Locale } from "../../config";
import {
  type CommercePort,
  isMultiScopeCatalog,
  type Page,
  type PriceScope,
  type SharedProduct,
} from "../commerce/port";
import { isListable, toDocument } from "./documents";
import { collectionName, isBulkLoading, type SearchPort } from "./port";

const scopeOf = (locale: Locale) => ({
  country: locale.country.toUpperCase(),
  currency: COUNTRIES[locale.country as CountryCode].currencyCode,
});

/** The locales by the price scope they share (a country and its currency), languages kept together. */
function scopeGroups(locales: readonly Locale[]): { scope: PriceScope; locales: Locale[] }[] {
  type Group = { scope: PriceScope; locales: Locale[] };
  const groups = new Map<string, Group>();
  const ordered = [...locales].sort((a, b) =>
    a.language < b.language ? -1 : a.language > b.language ? 1 : 0,
  );
  for (const locale of ordered) {
    const scope = scopeOf(locale);
    const key = `${scope.country}|${scope.currency}`;
    const group: Group = groups.get(key) ?? { scope, locales: [] };
    group.locales.push(locale);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Fills the search collections from the commerce port: a full rebuild, or the documents of some SKUs. */
export function createIndexer(commerce: CommercePort, search: SearchPort, { page: PAGE } = { page: 500 }) {
  async function categoryMap() {
    return new Map<string, Category>((await commerce.categories()).map((c) => [c.id, c]));
  }

  /** A page of products in each scope: one read for all of them where the engine offers it. */
  async function readPages(offset: number, scopes: PriceScope[]): Promise<Page<SharedProduct>[]> {
    if (isMultiScopeCatalog(commerce)) return commerce.queryProductsInScopes({ limit: PAGE, offset }, scopes);
    const pages: Page<SharedProduct>[] = [];
    for (const scope of scopes) pages.push(await commerce.queryProducts({ limit: PAGE, offset }, scope));
    return pages;
  }

  return {
    /**
     * Rebuilds the collection of every locale (or the given ones); returns the documents written.
     * Locales of one country share its prices and stock, and every country reads the same products:
     * each page of products is read once for all countries when the engine can
     * (`MultiScopeCatalog`, decision 0049) and written to each locale's collection in turn, so the
     * locales of one language follow each other while the page's texts are fresh in the analyzer's
     * memo. Each collection gets its documents in the same order as before, so the same rowids.
     */
    async rebuild(locales: readonly Locale[] = LOCALES): Promise<number> {
      const names = locales.map((l) => collectionName(l.code));
      return isBulkLoading(search) ? search.rebuilding(names, () => load(locales)) : load(locales);
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

  /** The rebuild itself: every collection reset, then filled page by page. */
  async function load(locales: readonly Locale[]): Promise<number> {
    const categories = await categoryMap();
    const groups = scopeGroups(locales);
    for (const locale of locales) await search.reset(collectionName(locale.code));
    let written = 0;
    for (let offset = 0; groups.length > 0; offset += PAGE) {
      const pages = await readPages(
        offset,
        groups.map((g) => g.scope),
      );
      for (const [i, page] of pages.entries()) {
        const listable = page.results.filter(isListable);
        for (const locale of groups[i]?.locales ?? []) {
          const documents = listable.map((p) => toDocument(p, locale, categories));
          if (documents.length) await search.upsert(collectionName(locale.code), documents);
          written += documents.length;
        }
      }
      if (offset + PAGE >= (pages[0]?.total ?? 0)) break;
    }
    return written;
  }
}
export type Indexer = ReturnType<typeof createIndexer>;
