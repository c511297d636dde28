/**
 * Serves one local API handler over real HTTP on 127.0.0.1 and a free port, under `mount` as the
 * services host mounts it ("/adyen"), through the Node host's own request conversion. The same
 * contract as the CTAPI part's tests/support/local-api.ts (`serveLocalApi(handler) → { url, close }`),
 * written here until that lands; at the merge one of the two stays.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { nodeListener } from "../../server/node/http";

/** A local service API: a Fetch handler given the path below its mount. */
export type LocalApiHandler = (request: Request, path: string) => Promise<Response>;

export async function serveLocalApi(
  handler: LocalApiHandler,
  mount = "",
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(
    nodeListener(async (request) => {
      const { pathname } = new URL(request.url);
      if (!pathname.startsWith(`${mount}/`)) return new Response("Not found", { status: 404 });
      return handler(request, pathname.slice(mount.length));
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${mount}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
