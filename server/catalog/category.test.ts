/**
 * What every page derives from the category tree (decision 0086): a market's departments and the
 * tree by id are built once per read of the tree and follow the next read (the reference cache's
 * lifetime, or the shop cache admin emptying it) at once.
 */
import type { Category } from "@commercetools/platform-sdk";
import { describe, expect, it } from "vitest";
import { SPECIAL_CATEGORY_GROUPS } from "../../config";
import { clearCaches } from "../cache-registry";
import type { CommercePort } from "../commerce/port";
import { resolveMarket } from "../market";
import { createCategories } from "./category";

const de = resolveMarket({ host: "de.localhost", pathname: "/" });
const at = resolveMarket({ host: "at.localhost", pathname: "/" });

function category(id: string, name: string, parent: string | undefined, shownIn: string[]): Category {
  return {
    id,
    key: id === "root" ? SPECIAL_CATEGORY_GROUPS[0] : id,
    name: { de: name },
    slug: { de: name.toLowerCase() },
    parent: parent ? { typeId: "category", id: parent } : undefined,
    ancestors: parent ? [{ typeId: "category", id: parent }] : [],
    custom: {
      type: { typeId: "type", id: "category-fields" },
      fields: { hasProducts: JSON.stringify(Object.fromEntries(shownIn.map((c) => [c, "true"]))) },
    },
  } as unknown as Category;
}

describe("the departments of the category bar", () => {
  it("are built once per read of the tree and market, and follow a new read at once", async () => {
    let tree = [
      category("root", "Alle", undefined, []),
      category("w", "Werkstatt", "root", ["de", "at"]),
      category("g", "Garten", "root", ["at"]),
      category("s", "Schweißen", "w", ["de"]),
    ];
    const commerce = { categories: async () => tree } as unknown as CommercePort;
    const categories = createCategories(commerce);
    const first = await categories.departments(de);
    expect(first.map((d) => [d.name, d.href, d.children.map((c) => c.name)])).toEqual([
      ["Werkstatt", "/werkstatt/", ["Schweißen"]],
    ]);
    expect(await categories.departments(de)).toBe(first);
    // Shared by every request of the market, so frozen all the way down.
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first[0])).toBe(true);
    expect(Object.isFrozen(first[0]?.children)).toBe(true);
    expect(Object.isFrozen(first[0]?.children[0])).toBe(true);
    expect((await categories.departments(at)).map((d) => d.name)).toEqual(["Werkstatt", "Garten"]);
    expect((await categories.path(de, "s")).map((c) => c.name)).toEqual(["Werkstatt", "Schweißen"]);

    tree = [
      category("root", "Alle", undefined, []),
      category("w", "Werkstatt", "root", ["de"]),
      category("g", "Garten", "root", ["at", "de"]),
    ];
    clearCaches();
    expect((await categories.departments(de)).map((d) => [d.name, d.children.length])).toEqual([
      ["Werkstatt", 0],
      ["Garten", 0],
    ]);
    expect((await categories.departments(at)).map((d) => d.name)).toEqual(["Garten"]);
    expect((await categories.path(de, "s")).map((c) => c.name)).toEqual([]);
  });
});
