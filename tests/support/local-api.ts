import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { nodeListener } from "../../server/node/http";

/** A local service API: a Fetch handler given the path below its mount (the services host's contract). */
export type LocalApiHandler = (request: Request, path: string) => Promise<Response>;

/**
 * Serves one local API handler on 127.0.0.1 and a free port, under `mount` as the services host
 * mounts it ("/commercetools"), with the Node host's own request conversion. `url` ends with the
 * mount; `close` stops this server only.
 */
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
