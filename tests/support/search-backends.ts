/**
 * The search port as the search tests reach it, once per backend (issue 18 item 3): the local index
 * itself, and the production Typesense adapter talking over real HTTP to the local Typesense API of
 * the local services host, which answers from a local index. The same test bodies run against both,
 * so the adapter is tested against the local index's real matching, faceting and sorting.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { type RunningLocalServices, startLocalServices } from "../../server/local-services";
import { createOutbox } from "../../server/mail";
import { LocalSearch } from "../../server/search/local";
import type { SearchPort } from "../../server/search/port";
import { TypesenseSearch, typesenseEnvSchema } from "../../server/search/typesense";

/** A request the Typesense adapter sent, as the msw mock of mocks/typesense.ts records them. */
export interface RecordedRequest {
  method: string;
  /** Typesense's own path (below TYPESENSE_PATH). */
  path: string;
  params: Record<string, string>;
  body?: unknown;
  apiKey: string | null;
}

/** A fetch that records each request before sending it on. */
export function recordingFetch(requests: RecordedRequest[], pathPrefix: string): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    const raw = typeof init?.body === "string" ? init.body : undefined;
    const isJson = headers.get("content-type")?.includes("json");
    requests.push({
      method: init?.method ?? "GET",
      path: url.pathname.slice(pathPrefix.length),
      params: Object.fromEntries(url.searchParams),
      body: raw !== undefined && isJson ? JSON.parse(raw) : raw,
      apiKey: headers.get("x-typesense-api-key"),
    });
    return fetch(input, init);
  };
}

/** The local services host over a local index, and a Typesense adapter configured from its variables. */
export async function typesenseOverLocalApi(
  local: LocalSearch,
  requests: RecordedRequest[] = [],
  /** More of the adapter's variables (a preset, stopwords). */
  extraEnv: Record<string, string> = {},
) {
  const services: RunningLocalServices = await startLocalServices({
    search: local,
    mail: createOutbox(path.join(mkdtempSync(path.join(tmpdir(), "search-mail-")), "outbox")),
  });
  const env = typesenseEnvSchema.parse({ ...services.env, ...extraEnv });
  const search = TypesenseSearch.fromEnv(env, recordingFetch(requests, env.TYPESENSE_PATH));
  return { search, services, env, requests };
}

export interface SearchBackend {
  name: string;
  /** The port under test over a new, empty in-memory index; `close` stops what it started. */
  open(): Promise<{ search: SearchPort; local: LocalSearch; close(): Promise<void> }>;
}

export const SEARCH_BACKENDS: SearchBackend[] = [
  {
    name: "the local index",
    async open() {
      const local = new LocalSearch(new Database(":memory:"));
      return { search: local, local, close: async () => void local.db.close() };
    },
  },
  {
    name: "the Typesense adapter over the local Typesense API",
    async open() {
      const local = new LocalSearch(new Database(":memory:"));
      const { search, services } = await typesenseOverLocalApi(local);
      return {
        search,
        local,
        close: async () => {
          await services.close();
          local.db.close();
        },
      };
    },
  },
];
