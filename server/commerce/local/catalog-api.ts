/**
 * The catalog over the local commercetools API, beside the engine's catalog.ts: product projections
 * by slug (`GET /product-projections?where=slug(de = "…")`) and their search
 * (`GET /product-projections/search?filter=…`, docs.commercetools.com/api/projects/productProjections-search),
 * both with price selection (`priceCurrency`, `priceCountry`, `priceCustomerGroup`, `priceChannel`),
 * and the categories and stores queried by predicate. Only what the adapter asks of products is
 * answered; another product query is a 400 that says so, not a silently wrong page.
 */
import type { Category, Store } from "@commercetools/platform-sdk";
import { invalidInput } from "../errors";
import type { PriceScope, ProductQuery } from "../port";
import { equalities, runQuery } from "./document-query";
import { type ApiRoute, boolParam, documentQuery, intParam, json, withTotal } from "./http-support";

/** The price selection parameters; the engine always selects a price, so currency and country are required. */
function priceScope(query: URLSearchParams): PriceScope {
  const currency = query.get("priceCurrency") ?? "";
  const country = query.get("priceCountry") ?? "";
  if (!/^[A-Z]{3}$/.test(currency) || !/^[A-Z]{2}$/.test(country))
    throw invalidInput(
      "priceCurrency (ISO 4217) and priceCountry (ISO 3166) are required here.",
      "priceCurrency",
    );
  const group = query.get("priceCustomerGroup");
  const channel = query.get("priceChannel");
  return {
    currency,
    country,
    ...(group ? { customerGroupId: group } : {}),
    ...(channel ? { supplyChannelId: channel } : {}),
  };
}

/** `"a", "b"` or `"a"` or `12` or `true`: the values of a search filter (quoted strings, numbers, booleans). */
function filterValues(source: string): (string | number | boolean)[] {
  const values: (string | number | boolean)[] = [];
  const value = /\s*(?:"((?:[^"\\]|\\.)*)"|(-?\d+(?:\.\d+)?)|(true|false))\s*(,|$)/y;
  while (value.lastIndex < source.length) {
    const match = value.exec(source);
    if (!match) throw invalidInput(`Malformed parameter: filter: '${source.slice(0, 80)}'`, "filter");
    values.push(
      match[1] !== undefined
        ? JSON.parse(`"${match[1]}"`)
        : match[2] !== undefined
          ? Number(match[2])
          : match[3] === "true",
    );
    if (!match[4]) break;
  }
  return values;
}

const strings = (values: (string | number | boolean)[]) => values.map(String);

/** The search filters the adapter sends (ids, SKUs, categories, attributes, stock) as the engine's product query. */
export function searchFilters(filters: string[]): ProductQuery {
  const query: ProductQuery = {};
  for (const filter of filters) {
    const colon = filter.indexOf(":");
    const field = filter.slice(0, colon).trim();
    const values = filterValues(filter.slice(colon + 1));
    if (colon < 1 || values.length === 0)
      throw invalidInput(`Malformed parameter: filter: '${filter.slice(0, 80)}'`, "filter");
    if (field === "id") query.ids = strings(values);
    else if (field === "variants.sku") query.skus = strings(values);
    else if (field === "categories.id") query.categoryIds = strings(values);
    else if (field === "variants.availability.isOnStock" && values[0] === true) query.inStockOnly = true;
    else if (field.startsWith("variants.attributes.") && values.length === 1 && values[0] !== undefined)
      query.attributes = { ...query.attributes, [field.slice("variants.attributes.".length)]: values[0] };
    else
      throw invalidInput(
        `The filter on '${field.slice(0, 80)}' is not supported by the local API.`,
        "filter",
      );
  }
  return query;
}

export const catalogRoutes: ApiRoute[] = [
  {
    method: "GET",
    path: "product-projections",
    handle: async ({ engine, query }) => {
      const q = documentQuery(query);
      const slug = [...equalities(q.where)].find(([path]) => /^slug\.[a-z]{2}(-[A-Z]{2})?$/.test(path));
      if (!slug || q.where.length !== 1 || typeof slug[1] !== "string")
        throw invalidInput(
          'The local API queries product projections by slug only: where=slug(de = "…").',
          "where",
        );
      if (boolParam(query, "staged", false))
        throw invalidInput("Staged projections are not kept here.", "staged");
      const product = await engine.productBySlug(
        { language: slug[0].slice(5), value: slug[1] },
        priceScope(query),
      );
      const results = product && q.limit > 0 && q.offset === 0 ? [product] : [];
      return json({
        limit: q.limit,
        offset: q.offset,
        count: results.length,
        total: product ? 1 : 0,
        results,
      });
    },
  },
  {
    method: "GET",
    path: "product-projections/search",
    handle: async ({ engine, query }) => {
      const sort = query.getAll("sort");
      if (sort.some((s) => s.trim() !== "createdAt desc"))
        throw invalidInput("The local API sorts product searches by createdAt desc only.", "sort");
      const productQuery: ProductQuery = {
        ...searchFilters(query.getAll("filter")),
        published: !boolParam(query, "staged", false),
        limit: intParam(query, "limit", 20, 500),
        offset: intParam(query, "offset", 0, 10_000),
      };
      return json(await engine.queryProducts(productQuery, priceScope(query)));
    },
  },
  {
    method: "GET",
    path: "categories",
    handle: async ({ engine, query }) =>
      json(runQuery<Category>(await engine.categories(), documentQuery(query), withTotal(query))),
  },
  {
    method: "GET",
    path: "stores",
    handle: async ({ engine, query }) =>
      json(runQuery<Store>(await engine.stores(), documentQuery(query), withTotal(query))),
  },
];
