import { describe, expect, it } from "vitest";
import { allowedValues, equalities, parseWhere, runQuery } from "./document-query";

const orders = [
  {
    id: "o1",
    customerId: "c1",
    createdAt: "2026-11-20T10:00:00.000Z",
    cart: { typeId: "cart", id: "k1" },
    lineItems: [{ variant: { sku: "A" } }, { variant: { sku: "B" } }],
    stores: [],
  },
  {
    id: "o2",
    customerId: "c1",
    createdAt: "2026-11-22T10:00:00.000Z",
    cart: { typeId: "cart", id: "k2" },
    lineItems: [{ variant: { sku: "C" } }],
    stores: [{ typeId: "store", key: "store-de" }],
    locale: "de-DE",
  },
  {
    id: "o3",
    customerId: "c2",
    createdAt: "2026-11-21T10:00:00.000Z",
    cart: { id: "k3" },
    lineItems: [],
    stores: [],
  },
];

const ids = (where: string[], sort: [string[], "asc" | "desc"][] = [], limit = 20, offset = 0) =>
  runQuery(orders, { where: where.map(parseWhere), sort, limit, offset }, true);

describe("query predicates over documents (commercetools' query predicates)", () => {
  it("enters objects and arrays by nested predicates, as `cart(id = …)` and `lineItems(variant(sku = …))`", () => {
    expect(ids(['cart(id = "k2")']).results.map((o) => o.id)).toEqual(["o2"]);
    expect(ids(['customerId = "c1" and lineItems(variant(sku = "B"))']).results.map((o) => o.id)).toEqual([
      "o1",
    ]);
    expect(ids(['lineItems(variant(sku = "Z"))']).total).toBe(0);
  });

  it("knows is empty, is not defined, not(… in …) and ISO dates compared as text", () => {
    expect(ids(["stores is empty"]).results.map((o) => o.id)).toEqual(["o1", "o3"]);
    expect(ids(["stores is not empty or locale is not defined"]).total).toBe(3);
    expect(ids(['(locale is not defined or not(locale in ("de-DE")))']).results.map((o) => o.id)).toEqual([
      "o1",
      "o3",
    ]);
    expect(ids(['createdAt <= "2026-11-21T10:00:00.000Z"']).results.map((o) => o.id)).toEqual(["o1", "o3"]);
  });

  it("ANDs repeated where parameters, sorts by fields and pages, with the total of all matches", () => {
    const page = ids(['customerId = "c1"', 'createdAt > "2000"'], [[["createdAt"], "desc"]], 1, 0);
    expect(page).toMatchObject({ limit: 1, offset: 0, count: 1, total: 2, results: [{ id: "o2" }] });
    expect(
      ids(
        [],
        [
          [["customerId"], "desc"],
          [["createdAt"], "asc"],
        ],
      ).results.map((o) => o.id),
    ).toEqual(["o3", "o1", "o2"]);
    expect(ids([], [], 0).results).toEqual([]);
  });

  it("names the equalities every match must meet, for indexed narrowing, and the values an `in` allows", () => {
    const where = [parseWhere('customerId = "c1" and cart(id = "k1") and (a = 1 or b = 2)')];
    expect(Object.fromEntries(equalities(where))).toEqual({ customerId: "c1", "cart.id": "k1" });
    expect(allowedValues([parseWhere('sku in ("A", "B") and supplyChannel is not defined')], "sku")).toEqual([
      "A",
      "B",
    ]);
    expect(allowedValues([parseWhere('sku = "A" or sku = "B"')], "sku")).toBeUndefined();
  });
});
