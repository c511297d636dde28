import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it, vi } from "vitest";
import { getLocale, LOCALES } from "../../config";
import { openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { seedIfEmpty } from "../../server/commerce/local/seed";
import { collectionName, createSearch } from "../../server/search";
import { createIndexer } from "../../server/search/indexer";
import { LocalSearch } from "../../server/search/local";

const dir = mkdtempSync(path.join(tmpdir(), "proequip-search-start-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("a start completes an index whose build was cut short, rebuilding only the missing locales", async () => {
  const db = openDatabase(":memory:");
  seedIfEmpty(db, 40);
  const commerce = new LocalCommerce(db);
  const file = path.join(dir, "search.sqlite");
  // A first start stopped after German: the other 27 collections are missing.
  const partial = LocalSearch.open(file);
  await createIndexer(commerce, partial).rebuild([getLocale("de-DE")]);
  expect(partial.hasDocuments(collectionName("fr-FR"))).toBe(false);

  const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
  const search = await createSearch(commerce, { SEARCH_DB_PATH: file });
  expect(info.mock.calls.flat().join("\n")).toMatch(/index of 27 locale\(s\)/);
  info.mockRestore();
  const unbuilt = LOCALES.filter((l) => !(search as LocalSearch).hasDocuments(collectionName(l.code)));
  expect(unbuilt.map((l) => l.code)).toEqual([]);
  const hits = await search.search(collectionName("fr-FR"), { q: "*", per_page: 1 });
  expect(hits.found).toBeGreaterThan(0);
}, 60_000);
