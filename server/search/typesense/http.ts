/**
 * Typesense's REST API over `fetch` (typesense.org/docs/27.1/api), so the same adapter runs in Node
 * and in workerd: the `typesense` npm client goes through axios with Node's http/https agents, which
 * the edge build cannot take (issue 18 item 2). It keeps the client's behaviour that mattered: the
 * API key in `X-TYPESENSE-API-KEY`, a 3-second limit per attempt (the client's
 * connectionTimeoutSeconds), two retries on network failures and 5xx answers, and errors carrying
 * `httpStatus` as the client's did. The URL and the key come from configuration and are never logged.
 */

export interface TypesenseConnection {
  /** "https://search.example:443" or "http://127.0.0.1:4400/typesense", no trailing slash. */
  baseUrl: string;
  apiKey: string;
  /** Per attempt; defaults to 3 s for searches. */
  timeoutMs?: number;
  retries?: number;
  /** Looked up per call by default, so whatever wraps the global fetch after start-up (msw in tests) is used. */
  fetch?: typeof fetch;
}

/** An answer other than 2xx, with the status as the `typesense` client's errors carried it. */
export class TypesenseError extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
    this.name = "TypesenseError";
  }
}

export interface CallOptions {
  query?: Record<string, unknown>;
  body?: string;
  contentType?: string;
  /** Overrides the connection's per-attempt limit (a bulk import takes longer than a search). */
  timeoutMs?: number;
  /** False for calls that must not be sent twice (an analytics event would count twice). */
  retry?: boolean;
}

const DEFAULT_TIMEOUT_MS = 3000;
const DEFAULT_RETRIES = 2;

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
}

async function errorMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === "string") return parsed.message;
  } catch {}
  return `Typesense answered HTTP ${response.status}`;
}

const retryable = (error: unknown) => !(error instanceof TypesenseError) || error.httpStatus >= 500;

/** One call (retried as the connection allows); answers the 2xx Response or throws TypesenseError. */
export async function typesenseCall(
  connection: TypesenseConnection,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Response> {
  const doFetch = connection.fetch ?? ((input, init) => fetch(input, init));
  const attempts = options.retry === false ? 1 : 1 + (connection.retries ?? DEFAULT_RETRIES);
  const url = `${connection.baseUrl}${path}${queryString(options.query)}`;
  let failure: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      const response = await doFetch(url, {
        method,
        headers: {
          "X-TYPESENSE-API-KEY": connection.apiKey,
          ...(options.body !== undefined
            ? { "Content-Type": options.contentType ?? "application/json" }
            : {}),
        },
        body: options.body,
        signal: AbortSignal.timeout(options.timeoutMs ?? connection.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      if (response.ok) return response;
      throw new TypesenseError(response.status, await errorMessage(response));
    } catch (error) {
      failure = error;
      if (!retryable(error)) throw error;
    }
  }
  throw failure;
}

/** A call whose answer is JSON. */
export async function typesenseJson<T>(
  connection: TypesenseConnection,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<T> {
  return (await (await typesenseCall(connection, method, path, options)).json()) as T;
}

/** A path segment (a collection name such as `prod.de-DE`) as it goes into the URL. */
export const segment = (value: string) => encodeURIComponent(value);
