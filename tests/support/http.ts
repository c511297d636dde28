import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { gunzipSync } from "node:zlib";
import { E2E_PORT } from "../../playwright.config";

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /**
   * The body decoded as UTF-8 (and gunzipped when compressed), without the page's embedded
   * translations: since decision 0048 every string of the page's namespaces is in the document as
   * JSON for the browser, so a test that a message is not shown must not find it there. `bytes` is
   * the whole body.
   */
  body: string;
  bytes: Buffer;
}

const EMBEDDED_TRANSLATIONS = /<script type="application\/json" id="translations">[\s\S]*?<\/script>/;

/** A page's HTML without the JSON block of its translations (what a reader or a crawler reads). */
export const withoutEmbeddedTranslations = (html: string) => html.replace(EMBEDDED_TRANSLATIONS, "");

/**
 * A raw HTTP request to the test server with the Host header of a country's shop, as a crawler or
 * curl sends it: no redirects followed, no cookies kept.
 */
export function rawRequest(
  country: string,
  path: string,
  {
    method = "GET",
    headers = {},
    body,
    localAddress,
    port = E2E_PORT,
  }: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** The client's own loopback address (127.0.0.x): a client of its own for per-address throttles. */
    localAddress?: string;
    /** Another server than the test server (a test's own storefront process). */
    port?: number;
  } = {},
): Promise<RawResponse> {
  const host = country === "sk" ? "localhost" : `${country}.localhost`;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method,
        localAddress,
        headers: { host: `${host}:${port}`, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: withoutEmbeddedTranslations(body.toString("utf8")),
            bytes: body,
          });
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
