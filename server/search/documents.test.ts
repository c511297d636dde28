import type { Category } from "@commercetools/platform-sdk";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getLocale } from "../../config";
import type { SharedProduct } from "../commerce/port";
import { toDocument } from "./documents";

const category = (id: string, key: string, name: Record<string, string>, ancestors: string[]) =>
  ({
    id,
    key,
    name,
    ancestors: ancestors.map((a) => ({ typeId: "category", id: a })),
  }) as unknown as Category;

const categories = new Map(
  [
    category("root", "all-categories", { en: "All", de: "Alle" }, []),
    category("shop", "workshop", { en: "Workshop", de: "Werkstatt", fr: "Atelier" }, ["root"]),
    category("weld", "welding", { en: "Welding", de: "Schweißen" }, ["root", "shop"]),
    category("comp", "compressors", { en: "Compressors", de: "Kompressoren" }, ["root", "shop"]),
  ].map((c) => [c.id, c]),
);

const product = (categoryIds: string[]) =>
  ({
    id: "p1",
    name: { de: "Schweißgerät", en: "Welder" },
    slug: { de: "schweissgeraet", en: "welder" },
    description: { de: "Ein Gerät", en: "A device" },
    categories: categoryIds.map((id) => ({ typeId: "category", id })),
    createdAt: "2026-01-01T00:00:00.000Z",
    masterVariant: { sku: "W-1", attributes: [], images: [] },
  }) as unknown as SharedProduct;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("toDocument's category levels (kept per category and language, decision 0080)", () => {
  it("gives each locale the paths in its own language, whichever language asked first", () => {
    const both = product(["weld", "comp", "ghost"]);
    const de = toDocument(both, getLocale("de-DE"), categories);
    const fr = toDocument(both, getLocale("fr-FR"), categories);
    const at = toDocument(both, getLocale("de-AT"), categories);
    expect(de["categories.lvl0"]).toEqual(["Werkstatt"]);
    expect(de["categories.lvl1"]).toEqual(["Werkstatt > Schweißen", "Werkstatt > Kompressoren"]);
    expect(fr["categories.lvl0"]).toEqual(["Atelier"]);
    expect(fr["categories.lvl1"]).toEqual(["Atelier > Welding", "Atelier > Compressors"]);
    expect(at["categories.lvl1"]).toEqual(de["categories.lvl1"]);
    expect(de.categoryIds).toEqual(["root", "shop", "weld", "comp"]);
    expect(de["categories.lvl2"]).toEqual([]);
  });

  it("reads a new categories map afresh (a rebuild's own)", () => {
    const renamed = new Map(categories);
    renamed.set("shop", category("shop", "workshop", { de: "Halle" }, ["root"]));
    toDocument(product(["weld"]), getLocale("de-DE"), categories);
    const doc = toDocument(product(["weld"]), getLocale("de-DE"), renamed);
    expect(doc["categories.lvl1"]).toEqual(["Halle > Schweißen"]);
  });

  it("registers a categories map once, not at every category reference", () => {
    // A read-only view is enough (toDocument never modifies the map; it must not be modified after).
    const fresh: ReadonlyMap<string, Category> = new Map(categories);
    const set = vi.spyOn(WeakMap.prototype, "set");
    toDocument(product(["weld", "comp", "ghost"]), getLocale("de-DE"), fresh);
    toDocument(product(["weld", "comp"]), getLocale("fr-FR"), fresh);
    expect(set.mock.calls.filter(([key]) => key === fresh)).toHaveLength(1);
  });
});
