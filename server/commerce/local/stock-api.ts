/**
 * Inventory over the local commercetools API (docs.commercetools.com/api/projects/inventory),
 * beside the engine's stock.ts: entries queried by SKU and supply channel
 * (`where=sku in ("…") and supplyChannel is not defined`). The SKUs must be named: the demo
 * catalog holds thousands of entries, and the shop only ever asks for a page's or a cart's.
 */
import type { InventoryEntry } from "@commercetools/platform-sdk";
import { invalidInput } from "../errors";
import { allowedValues, equalities, runQuery } from "./document-query";
import { type ApiRoute, documentQuery, json, withTotal } from "./http-support";
import { inventoryEntries } from "./stock";

export const stockRoutes: ApiRoute[] = [
  {
    method: "GET",
    path: "inventory",
    handle: ({ engine, query }) => {
      const q = documentQuery(query);
      const skus = allowedValues(q.where, "sku");
      if (!skus) throw invalidInput('The local API queries inventory by SKU: where=sku in ("…").', "where");
      const channel = equalities(q.where).get("supplyChannel.id");
      const names = skus.map(String);
      const entries: InventoryEntry[] = [
        ...inventoryEntries(engine.db, names),
        ...(typeof channel === "string" ? inventoryEntries(engine.db, names, channel) : []),
      ];
      return json(runQuery(entries, q, withTotal(query)));
    },
  },
];
