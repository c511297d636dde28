/**
 * The local search index over Typesense's documented HTTP API (issue 18 item 3), so the Typesense
 * adapter (server/search/typesense) runs against the local index's real matching, filtering,
 * faceting and sorting. Answered, as the adapter calls them (typesense.org/docs/27.1/api):
 * - `GET /collections/{name}/documents/search` and `POST /multi_search` (a failed search answers
 *   `{ code, error }` in its place, common parameters may come in the query string);
 * - `POST /collections`, `DELETE /collections/{name}` (the index rebuild), `POST
 *   /collections/{name}/documents/import?action=upsert` (JSONL in, JSONL out), `DELETE
 *   /collections/{name}/documents?filter_by=id:=[…]` and `POST /analytics/events` (click events).
 * Every request but `GET /health` needs the API key in `X-TYPESENSE-API-KEY` (or the
 * `x-typesense-api-key` query parameter), as Typesense does; a wrong one answers 401.
 */
import { z } from "zod";
import { ClientError, json, readJson, readText } from "../../local-services/respond";
import type { LocalApi } from "../../local-services/types";
import { safeEqual } from "../../secure-compare";
import { parseFilter } from "../filter";
import type { MultiSearchResult, SearchResponse } from "../port";
import { productDocumentSchema } from "./document-schema";
import { multiSearchBodySchema, parseSearchParams, queryParams } from "./http-params";
import type { LocalSearch } from "./index";
import { SearchError } from "./schema";

/** A bulk import of a locale's catalogue (500 documents a page) fits with room to spare. */
const IMPORT_LIMIT_BYTES = 32 * 1024 * 1024;
const BODY_LIMIT_BYTES = 1024 * 1024;

const clickEventSchema = z.object({
  type: z.literal("click"),
  name: z.string().min(1).max(200),
  data: z.object({
    q: z.string().max(1000),
    doc_id: z.string().min(1).max(200),
    user_id: z.string().max(200),
    position: z.number().int().min(1).max(10_000),
    collection: z.string().min(1).max(100),
  }),
});

const collectionSchema = z.object({ name: z.string().min(1).max(100), fields: z.array(z.unknown()) });

/** Typesense's error body: `{ "message": … }`. */
const failure = (status: number, message: string) => json(status, { message });

/** Typesense words an unknown collection "Not found."; the local index's other errors keep their message. */
function searchError(error: unknown): { code: number; error: string } {
  if (error instanceof SearchError)
    return { code: error.code, error: error.code === 404 ? "Not found." : error.message };
  console.error("Local search failed", error);
  return { code: 500, error: "The local search failed" };
}

/** One search of a multi_search, with the query string's common parameters under its own. */
async function oneOf(
  search: LocalSearch,
  common: Record<string, string>,
  entry: Record<string, unknown>,
): Promise<MultiSearchResult> {
  const { collection, ...rest } = entry;
  if (typeof collection !== "string") return { code: 400, error: "Parameter `collection` is required." };
  const parsed = parseSearchParams({ ...common, ...rest });
  if (!parsed.ok) return { code: 400, error: parsed.message };
  try {
    return await search.search(collection, parsed.params);
  } catch (error) {
    return searchError(error);
  }
}

async function searchOne(search: LocalSearch, collection: string, url: URL): Promise<Response> {
  const parsed = parseSearchParams(queryParams(url));
  if (!parsed.ok) return failure(400, parsed.message);
  try {
    const response: SearchResponse = await search.search(collection, parsed.params);
    return json(200, response);
  } catch (error) {
    const { code, error: message } = searchError(error);
    return failure(code, message);
  }
}

async function multiSearch(search: LocalSearch, request: Request, url: URL): Promise<Response> {
  const body = multiSearchBodySchema.safeParse(await readJson(request, BODY_LIMIT_BYTES));
  if (!body.success) return failure(400, 'The body must be `{ "searches": [ { "collection": … } ] }`.');
  const common = queryParams(url);
  const results: MultiSearchResult[] = [];
  for (const entry of body.data.searches) results.push(await oneOf(search, common, entry));
  return json(200, { results });
}

/** JSONL in, one `{ success }` line out per document, as Typesense's import answers. */
async function importDocuments(search: LocalSearch, collection: string, request: Request, url: URL) {
  const action = url.searchParams.get("action") ?? "create";
  if (action !== "upsert") return failure(400, "The local index imports with `action=upsert` only.");
  const lines = (await readText(request, IMPORT_LIMIT_BYTES)).split("\n").filter((l) => l.trim());
  const outcomes = lines.map((line) => {
    try {
      const parsed = productDocumentSchema.safeParse(JSON.parse(line));
      if (parsed.success) return { success: true as const, document: parsed.data };
      const issue = parsed.error.issues[0];
      return {
        success: false as const,
        error: `Field \`${issue?.path.join(".")}\`: ${issue?.message}`,
        line,
      };
    } catch {
      return { success: false as const, error: "Bad JSON.", line };
    }
  });
  const documents = outcomes.flatMap((o) => (o.success ? [o.document] : []));
  try {
    if (documents.length) await search.upsert(collection, documents);
  } catch (error) {
    const { code, error: message } = searchError(error);
    return failure(code, message);
  }
  const body = outcomes
    .map((o) =>
      JSON.stringify(o.success ? { success: true } : { success: false, error: o.error, document: o.line }),
    )
    .join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** `DELETE …/documents?filter_by=id:=[a,b]`: the only delete filter the adapter sends. */
async function deleteDocuments(search: LocalSearch, collection: string, url: URL) {
  let ids: string[];
  try {
    const clauses = parseFilter(url.searchParams.get("filter_by") ?? "");
    const [clause] = clauses;
    if (clauses.length !== 1 || clause?.field !== "id" || clause.op !== "in" || clause.negate)
      return failure(400, "The local index deletes by `filter_by=id:=[…]` only.");
    ids = clause.values;
  } catch (error) {
    return failure(400, error instanceof Error ? error.message : "Malformed filter_by");
  }
  try {
    const found = await search.search(collection, {
      q: "*",
      filter_by: `id:=[${ids.join(",")}]`,
      per_page: 0,
    });
    await search.remove(collection, ids);
    return json(200, { num_deleted: found.found });
  } catch (error) {
    const { code, error: message } = searchError(error);
    return failure(code, message);
  }
}

/**
 * The index's collections hold the product documents of one locale each (`prod.{locale}`), with
 * the fixed schema of schema.ts: creating one answers 201 when it is empty (new or just dropped),
 * 409 when it holds documents, as Typesense answers for an existing name.
 */
async function createCollection(search: LocalSearch, request: Request) {
  const schema = collectionSchema.safeParse(await readJson(request, BODY_LIMIT_BYTES));
  if (!schema.success) return failure(400, "A collection needs a `name` and `fields`.");
  const { name, fields } = schema.data;
  try {
    if (search.hasDocuments(name)) return failure(409, `A collection with name \`${name}\` already exists.`);
    await search.reset(name);
  } catch (error) {
    const { code, error: message } = searchError(error);
    return failure(code === 404 ? 400 : code, message);
  }
  return json(201, { name, fields, num_documents: 0, created_at: Math.floor(Date.now() / 1000) });
}

async function dropCollection(search: LocalSearch, name: string) {
  if (!search.hasDocuments(name)) return failure(404, `No collection with name \`${name}\` found.`);
  await search.reset(name);
  return json(200, { name });
}

async function recordClick(search: LocalSearch, request: Request) {
  const event = clickEventSchema.safeParse(await readJson(request, BODY_LIMIT_BYTES));
  if (!event.success) return failure(400, "An event needs `type: click`, a `name` and its `data`.");
  const { q, doc_id, user_id, position, collection } = event.data.data;
  await search.recordClick({ collection, query: q, docId: doc_id, userId: user_id, position });
  return json(200, { ok: true });
}

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new ClientError(400, "The path does not decode");
  }
};

/** The Typesense API of a local index, checking the API key as a Typesense server does. */
export function typesenseApi(search: LocalSearch, { apiKey }: { apiKey: string }): LocalApi {
  return async (request, path) => {
    // Typesense's health check needs no key (what a start script waits for).
    if (path === "/health" && request.method === "GET") return json(200, { ok: true });
    const url = new URL(request.url);
    const key =
      request.headers.get("x-typesense-api-key") ?? url.searchParams.get("x-typesense-api-key") ?? "";
    if (!safeEqual(apiKey, key))
      return failure(401, "Forbidden - a valid `x-typesense-api-key` header must be sent.");
    const method = request.method;
    const parts = path.split("/").filter(Boolean).map(decode);
    const [root, name, documents, action] = parts;
    if (root === "multi_search" && parts.length === 1 && method === "POST")
      return multiSearch(search, request, url);
    if (root === "analytics" && name === "events" && parts.length === 2 && method === "POST")
      return recordClick(search, request);
    if (root === "collections" && parts.length === 1 && method === "POST")
      return createCollection(search, request);
    if (root === "collections" && name && parts.length === 2 && method === "DELETE")
      return dropCollection(search, name);
    if (root === "collections" && name && documents === "documents") {
      if (action === "search" && parts.length === 4 && method === "GET") return searchOne(search, name, url);
      if (action === "import" && parts.length === 4 && method === "POST")
        return importDocuments(search, name, request, url);
      if (parts.length === 3 && method === "DELETE") return deleteDocuments(search, name, url);
    }
    return failure(404, "Not Found");
  };
}
