import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { Random } from "../../commerce/local/seed/random";
import type { ProductDocument, SearchParams, SearchResponse } from "../port";
import { LocalSearch } from "./index";

/**
 * Decision 0044: the in-memory path answers exactly what the SQL path answers. A generated catalog
 * with the awkward cases (equal prices, names and counts, a tag listed twice, empty brands, ids
 * beyond U+FFFF and in U+E000–U+FFFF, whose SQLite order differs from JavaScript's code-unit order)
 * is searched with many seeded random queries through both paths, with upserts and removals in
 * between; ids, order, counts, facets and errors must be identical.
 */
const DE = "prod.de-DE";
const BRANDS = ["Ferrox", "Vestra", "Saxby", "Ölmann", "Zeta Works", "", "Äbel"];
const TAGS = ["new", "bestseller", "bware", "on-sale", "topRated"];
const WORDS = [
  "Schweißgerät",
  "Kompressor",
  "Werkbank",
  "Hochdruck",
  "Betonmischer",
  "Stromaggregat",
  "Palette",
];
const TOPS = ["Werkstatt", "Garten", "Bau", "Büro"];

function generate(random: Random, n: number, from = 0): ProductDocument[] {
  const ids = (i: number) =>
    random.chance(0.05)
      ? `X\u{1F600}${i}`
      : random.chance(0.05)
        ? `X\uE000${i}`
        : `SKU${(i * 7919) % 100_003}`;
  return Array.from({ length: n }, (_, k) => {
    const i = from + k;
    const top = random.pick(TOPS);
    const sub = `${top} > ${random.pick(WORDS)}`;
    const tags = TAGS.filter(() => random.chance(0.3));
    if (tags.length && random.chance(0.05)) tags.push(tags[0] as string);
    const name = `${random.pick(WORDS)} ${random.pick(["Pro", "Mini", "XL", "2000"])}`;
    const price = random.chance(0.3)
      ? random.pick([9.99, 100, 249.5])
      : Math.round(random.between(1, 3000) * 100) / 100;
    return {
      id: ids(i),
      productId: `p-${i}`,
      sku: ids(i),
      name,
      slug: `p-${i}`,
      description: `${random.pick(WORDS)} für ${random.pick(TOPS)}`,
      brand: random.pick(BRANDS),
      tags,
      price,
      currency: "EUR",
      avgRating: random.chance(0.2) ? 0 : Math.round(random.between(1, 5) * 10) / 10,
      reviewCount: random.int(0, 20),
      "categories.lvl0": [top],
      "categories.lvl1": random.chance(0.8) ? [sub] : [],
      "categories.lvl2": random.chance(0.4) ? [`${sub} > ${random.pick(["A", "B", "C"])}`] : [],
      "categories.lvl3": [],
      "categories.lvl4": [],
      categoryIds: [`c-${top}`, `c-${random.int(1, 12)}`],
      inStock: random.chance(0.7),
      availableQuantity: random.int(0, 50),
      eligibleForSelling: random.chance(0.9),
      published: random.chance(0.95),
      isFreight: random.chance(0.1),
      createdAt: 1_700_000_000 + random.int(0, 400) * 3600,
      image: "",
      imageAlt: name,
    } satisfies ProductDocument;
  });
}

const list = (random: Random, values: string[]) =>
  `[${values
    .filter(() => random.chance(0.5))
    .concat(random.pick(values))
    .map((v) => (/[\s,]/.test(v) ? `\`${v}\`` : v))
    .join(",")}]`;

function randomClause(random: Random, docs: ProductDocument[]): string {
  const doc = random.pick(docs);
  const clauses = [
    () => `brand:=${list(random, BRANDS.filter(Boolean))}`,
    () => `brand:!=${list(random, BRANDS.filter(Boolean))}`,
    () => `tags:=${list(random, TAGS)}`,
    () => `tags:!=[${random.pick(TAGS)}]`,
    () => `categories.lvl0:=${list(random, TOPS)}`,
    () => `categories.lvl1:=[\`${doc["categories.lvl1"][0] ?? "Bau > Palette"}\`]`,
    () => `categoryIds:=[c-${random.int(1, 12)},c-Bau]`,
    () => `price:[${random.int(0, 500)}..${random.int(200, 3000)}]`,
    () =>
      `price:${random.pick([">", ">=", "<", "<="])}${random.pick(["100", "9.99", String(random.int(1, 3000))])}`,
    () => `price:=[100,9.99,${random.pick(["249.5", "abc"])}]`,
    () => `price:!=[${random.pick(["100", "abc"])}]`,
    () => `avgRating:>=${random.int(0, 5)}`,
    () => `inStock:=${random.pick(["true", "false"])}`,
    () => `published:=true && eligibleForSelling:=true`,
    () => `isFreight:!=true`,
    () => `createdAt:<${1_700_000_000 + random.int(0, 400) * 3600}`,
    () => `id:=[${doc.id},${random.pick(docs).id}]`,
    () => `sku:!=[${doc.sku}]`,
    () => `id:=true`,
  ];
  return random.pick(clauses)();
}

const FACETS = [
  "brand",
  "tags",
  "avgRating",
  "price(low:[0, 100], mid:[100, 1000], high:[1000, ])",
  "price",
  "inStock",
  "createdAt",
  "categories.lvl0",
  "categories.lvl1",
  "categories.lvl2",
  "categoryIds",
];
const SORTS = [
  "_text_match:desc",
  "price:asc",
  "price:desc",
  "name:asc",
  "name:desc",
  "createdAt:desc",
  "createdAt:asc",
  "bogus:asc",
];

function randomParams(random: Random, docs: ProductDocument[]): SearchParams {
  const q = random.chance(0.6)
    ? "*"
    : random.pick([
        random.pick(WORDS).slice(0, random.int(2, 6)),
        "kompresor",
        "für werkstatt",
        "pro",
        "zzzz",
        " ",
      ]);
  const clauses = Array.from({ length: random.int(0, 3) }, () => randomClause(random, docs));
  return {
    q,
    ...(clauses.length ? { filter_by: clauses.join(" && ") } : {}),
    ...(random.chance(0.7)
      ? { facet_by: FACETS.filter(() => random.chance(0.35)).join(",") || "brand" }
      : {}),
    ...(random.chance(0.5) ? { max_facet_values: random.pick([1, 3, 10, 30]) } : {}),
    ...(random.chance(0.8) ? { sort_by: random.pick(SORTS) } : {}),
    page: random.int(1, 4),
    per_page: random.pick([0, 1, 5, 12, 24, 48]),
    ...(random.chance(0.2) ? { prefix: false } : {}),
  };
}

/** The response, or the error's status and message, without the timing. */
async function outcome(search: LocalSearch, params: SearchParams) {
  try {
    const { search_time_ms: _time, ...rest } = (await search.search(DE, params)) as SearchResponse;
    return rest;
  } catch (error) {
    return { error: String(error), code: (error as { code?: number }).code };
  }
}

describe("the in-memory path of the local search", () => {
  const random = new Random(44);
  const db = new Database(":memory:");
  const memory = new LocalSearch(db);
  const sql = new LocalSearch(db, { memory: false });
  let docs: ProductDocument[];

  beforeAll(async () => {
    docs = generate(random, 1500);
    await memory.upsert(DE, docs);
  });

  it("answers 600 random searches exactly as the SQL path, through upserts and removals", async () => {
    for (let round = 0; round < 600; round++) {
      if (round % 50 === 25) {
        // A stock change re-indexes some documents; a new product arrives; one is removed.
        const changed = docs
          .slice(round, round + 20)
          .map((d) => ({ ...d, inStock: !d.inStock, availableQuantity: 0 }));
        const renamed = { ...(docs[round + 30] as ProductDocument), name: "Aaa Umbenannt", price: 1 };
        const [added] = generate(random, 1, 10_000 + round);
        await memory.upsert(DE, [...changed, renamed, added as ProductDocument]);
        await memory.remove(DE, [(docs[round + 40] as ProductDocument).id]);
      }
      const params = randomParams(random, docs);
      expect(await outcome(memory, params), JSON.stringify(params)).toStrictEqual(await outcome(sql, params));
    }
    // Only the clauses it cannot answer exactly (a comparison on the id) and errors went to SQL.
    expect(memory.paths.memory).toBeGreaterThan(400);
    expect(sql.paths.memory).toBe(0);
  });

  it("follows a stock change: the filter, the count and the facets see the new value at once", async () => {
    const params = { q: "*", filter_by: "inStock:=true", facet_by: "inStock,brand", per_page: 0 };
    const before = await memory.search(DE, params);
    const doc = docs.find((d) => d.inStock) as ProductDocument;
    await memory.upsert(DE, [{ ...doc, inStock: false, availableQuantity: 0 }]);
    const after = await memory.search(DE, params);
    expect(after.found).toBe(before.found - 1);
    expect(after).toStrictEqual({ ...(await sql.search(DE, params)), search_time_ms: after.search_time_ms });
    expect((await memory.search(DE, { q: "*", filter_by: `id:=[${doc.id}] && inStock:=true` })).found).toBe(
      0,
    );
  });

  it("reads the file again after another connection wrote it", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "memory-search-"));
    const file = path.join(folder, "search.sqlite");
    const first = LocalSearch.open(file);
    await first.reset(DE);
    await first.upsert(DE, docs.slice(0, 100));
    expect((await first.search(DE, { q: "*", filter_by: "price:>=0" })).found).toBe(100);
    const second = LocalSearch.open(file);
    await second.remove(DE, [(docs[0] as ProductDocument).id]);
    expect((await first.search(DE, { q: "*", filter_by: "price:>=0", per_page: 1 })).found).toBe(99);
    first.db.close();
    second.db.close();
    rmSync(folder, { recursive: true, force: true });
  });
});
