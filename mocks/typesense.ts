/**
 * msw handlers answering like a Typesense server's documented HTTP API (v27+): collections,
 * documents/search, multi_search (a failed search answers `{ code, error }` in its place),
 * documents/import (JSONL in, JSONL out), delete by filter and analytics events. Documents are kept
 * per collection; search matches `q` as a case-insensitive substring of the name (enough to test the
 * adapter's requests and mapping, not Typesense's ranking).
 */
import { HttpResponse, http } from "msw";

export interface TypesenseMockState {
  collections: Map<string, { schema: unknown; documents: Map<string, Record<string, unknown>> }>;
  requests: {
    method: string;
    path: string;
    params: Record<string, string>;
    body?: unknown;
    apiKey: string | null;
  }[];
  events: unknown[];
}

type Recorder = (request: Request, body?: unknown) => void;

/** Records each request with its query, body and API key, for tests to assert on. */
const recorder =
  (state: TypesenseMockState): Recorder =>
  (request, body) => {
    const url = new URL(request.url);
    state.requests.push({
      method: request.method,
      path: url.pathname,
      params: Object.fromEntries(url.searchParams),
      body,
      apiKey: request.headers.get("x-typesense-api-key"),
    });
  };
const notFound = () => HttpResponse.json({ message: "Not Found" }, { status: 404 });

function searchOne(state: TypesenseMockState, collection: string, params: Record<string, string>) {
  const entry = state.collections.get(collection);
  if (!entry) return { code: 404, error: "Not found." };
  const q = (params.q ?? "").toLowerCase();
  const docs = [...entry.documents.values()].filter(
    (d) =>
      q === "*" ||
      String(d.name ?? "")
        .toLowerCase()
        .includes(q),
  );
  const perPage = Number(params.per_page ?? 10);
  const page = Number(params.page ?? 1);
  return {
    facet_counts: [],
    found: docs.length,
    hits: docs
      .slice((page - 1) * perPage, page * perPage)
      .map((document) => ({ document, highlights: [], text_match: 100 })),
    out_of: entry.documents.size,
    page,
    request_params: { collection_name: collection, per_page: perPage, q: params.q ?? "" },
    search_cutoff: false,
    search_time_ms: 1,
  };
}

/** Create and drop collections. */
const collectionHandlers = (baseUrl: string, state: TypesenseMockState, record: Recorder) => [
  http.post(`${baseUrl}/collections`, async ({ request }) => {
    const schema = (await request.json()) as { name: string };
    record(request, schema);
    if (state.collections.has(schema.name))
      return HttpResponse.json({ message: "A collection with that name already exists." }, { status: 409 });
    state.collections.set(schema.name, { schema, documents: new Map() });
    return HttpResponse.json({ ...schema, num_documents: 0, created_at: 1 }, { status: 201 });
  }),
  http.delete(`${baseUrl}/collections/:name`, ({ request, params }) => {
    record(request);
    const name = String(params.name);
    return state.collections.delete(name) ? HttpResponse.json({ name }) : notFound();
  }),
];

/** One search, and several in one request (a failed one answers `{ code, error }` in its place). */
const searchHandlers = (baseUrl: string, state: TypesenseMockState, record: Recorder) => [
  http.get(`${baseUrl}/collections/:name/documents/search`, ({ request, params }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    record(request);
    const result = searchOne(state, String(params.name), query);
    return "error" in result ? notFound() : HttpResponse.json(result);
  }),
  http.post(`${baseUrl}/multi_search`, async ({ request }) => {
    const body = (await request.json()) as {
      searches: (Record<string, string> & { collection: string })[];
    };
    record(request, body);
    return HttpResponse.json({ results: body.searches.map((s) => searchOne(state, s.collection, s)) });
  }),
];

/** Import documents (JSONL in, JSONL out) and delete them by an id filter. */
const documentHandlers = (baseUrl: string, state: TypesenseMockState, record: Recorder) => [
  http.post(`${baseUrl}/collections/:name/documents/import`, async ({ request, params }) => {
    const text = await request.text();
    record(request, text);
    const entry = state.collections.get(String(params.name));
    if (!entry) return notFound();
    const lines = text.split("\n").filter(Boolean);
    for (const line of lines) {
      const doc = JSON.parse(line) as Record<string, unknown>;
      entry.documents.set(String(doc.id), doc);
    }
    return new HttpResponse(lines.map(() => JSON.stringify({ success: true })).join("\n"), {
      headers: { "content-type": "text/plain" },
    });
  }),
  http.delete(`${baseUrl}/collections/:name/documents`, ({ request, params }) => {
    record(request);
    const entry = state.collections.get(String(params.name));
    if (!entry) return notFound();
    const ids =
      /id:=\[(.*)\]/.exec(new URL(request.url).searchParams.get("filter_by") ?? "")?.[1]?.split(",") ?? [];
    let deleted = 0;
    for (const id of ids) if (entry.documents.delete(id)) deleted++;
    return HttpResponse.json({ num_deleted: deleted });
  }),
];

export function typesenseMock(baseUrl: string) {
  const state: TypesenseMockState = { collections: new Map(), requests: [], events: [] };
  const record = recorder(state);
  const handlers = [
    ...collectionHandlers(baseUrl, state, record),
    ...searchHandlers(baseUrl, state, record),
    ...documentHandlers(baseUrl, state, record),
    http.post(`${baseUrl}/analytics/events`, async ({ request }) => {
      const body = await request.json();
      record(request, body);
      state.events.push(body);
      return HttpResponse.json({ ok: true });
    }),
  ];
  return { handlers, state };
}
