/**
 * The contract between the local services host and each local HTTP API (issue 18 item 3): a Fetch
 * handler that answers one service's documented API (commercetools, Typesense, Adyen, the VAT
 * service, the mail relay) from an embedded default. Plain Fetch types, so an API could also be
 * mounted in another host.
 */

/**
 * One local API. `path` is the request's path below the service's mount, still percent-encoded as
 * sent (e.g. "/collections/prod.de-DE/documents/search" under "/typesense"); the query is in
 * `request.url`. Answers 4xx with a clear message for anything a client got wrong.
 */
export type LocalApi = (request: Request, path: string) => Promise<Response>;

/** A mounted service: its path prefix, its API and the variables a storefront sets to use it. */
export interface LocalService {
  /** "/typesense": a leading slash, no trailing one. */
  prefix: string;
  api: LocalApi;
  /** The storefront's environment for this service, given the host's base URL (no trailing slash). */
  env: (baseUrl: string) => Record<string, string>;
}
