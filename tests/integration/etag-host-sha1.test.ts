/**
 * The Node host hashes pages' and data answers' ETags with node:crypto's SHA-1 at once (decision
 * 0087), where the edge takes Web Crypto's: the same ETag either way, Express's (as the `etag` package writes it),
 * so a copy a browser or a shared cache holds stays current across hosts and restarts.
 */
import { createHash } from "node:crypto";
import type { AppLoadContext, EntryContext } from "@remix-run/server-runtime";
import { describe, expect, it, vi } from "vitest";
import { dataCaching, documentCaching } from "../../app/lib/shared-cache.server";
import { resolveMarket } from "../../server/market";
import { weakEtag } from "../../server/pipeline/respond";

const de = resolveMarket({ host: "de.localhost", pathname: "/" });
const nodeSha1 = (bytes: Uint8Array) => createHash("sha1").update(bytes).digest();

function contextOf(sha1?: (bytes: Uint8Array) => Uint8Array) {
  const session = { anonymous: true, csrfToken: "t".repeat(43) };
  return { market: de, session, flags: { componentCache: true }, sha1 } as unknown as AppLoadContext;
}

/**
 * A product page as Remix 2 hands it over: the routes' data serialised once in the hand-off string,
 * under `state` (what production hashes); `singleFetch` gives the hand-off single fetch would write,
 * without `state`, where the data is serialised for the ETag instead.
 */
const product = (price: number, { singleFetch = false } = {}) => {
  const loaderData = { root: { csrfToken: "" }, "routes/$": { price, name: "Schweißgerät – 🔧" } };
  const future = { v3_singleFetch: singleFetch };
  const handoff = singleFetch ? { basename: "/", future } : { basename: "/", future, state: { loaderData } };
  return {
    manifest: { version: "v1" },
    future,
    serverHandoffString: JSON.stringify(handoff),
    staticHandlerContext: {
      matches: [{ route: { id: "root" } }, { route: { id: "routes/$" } }],
      loaderData,
      activeDeferreds: {},
    },
  } as unknown as EntryContext;
};

describe("ETags with the host's synchronous SHA-1", () => {
  it("are Express's weak ETags, the same as with Web Crypto", async () => {
    for (const text of ["", "<p>Größe – 🔧</p>", "x".repeat(100_000)]) {
      const bytes = new TextEncoder().encode(text);
      // The `etag` package's weak tag: the length in hex and 27 characters of the SHA-1 in base64.
      const expected = `W/"${bytes.byteLength.toString(16)}-${createHash("sha1").update(bytes).digest("base64").slice(0, 27)}"`;
      expect(await weakEtag(bytes)).toBe(expected);
      expect(await weakEtag(bytes, nodeSha1)).toBe(expected);
    }
  });

  it("are taken from the load context for documents and data answers, with the same values and 304s", async () => {
    const sha1 = vi.fn(nodeSha1);
    const page = new Request("http://de.localhost/grill");
    const [withWebCrypto, withHost] = [new Headers(), new Headers()];
    await documentCaching(page, 200, withWebCrypto, product(532.99), contextOf());
    await documentCaching(page, 200, withHost, product(532.99), contextOf(sha1));
    expect(sha1).toHaveBeenCalledTimes(1);
    expect(withHost.get("etag")).toBe(withWebCrypto.get("etag"));
    // The production branch: Remix's hand-off string is what is hashed, not the data a second time.
    const sameHandoff = product(499);
    sameHandoff.serverHandoffString = product(532.99).serverHandoffString;
    const fromHandoff = new Headers();
    await documentCaching(page, 200, fromHandoff, sameHandoff, contextOf(sha1));
    expect(fromHandoff.get("etag")).toBe(withHost.get("etag"));
    const again = new Request(page.url, { headers: { "if-none-match": withHost.get("etag") ?? "" } });
    expect((await documentCaching(again, 200, new Headers(), product(532.99), contextOf(sha1)))?.status).toBe(
      304,
    );
    expect(await documentCaching(again, 200, new Headers(), product(499), contextOf(sha1))).toBeNull();

    // Single fetch's hand-off, without the data: the same hash of the serialised data.
    const [webCryptoSingle, hostSingle] = [new Headers(), new Headers()];
    await documentCaching(page, 200, webCryptoSingle, product(532.99, { singleFetch: true }), contextOf());
    await documentCaching(page, 200, hostSingle, product(532.99, { singleFetch: true }), contextOf(sha1));
    expect(hostSingle.get("etag")).toBe(webCryptoSingle.get("etag"));
    expect(hostSingle.get("etag")).not.toBe(withHost.get("etag"));

    const json = () => new Response('{"total":12}', { headers: { "Content-Type": "application/json" } });
    const data = new Request("http://de.localhost/werkstatt/?_data=routes%2F%24");
    const [plain, hashed] = [
      await dataCaching(json(), data, contextOf()),
      await dataCaching(json(), data, contextOf(sha1)),
    ];
    expect(sha1).toHaveBeenCalledTimes(6);
    expect(hashed.headers.get("etag")).toBe(plain.headers.get("etag"));
  });
});
