/**
 * The local services host (issue 18 item 3, decision 0037): one node:http server, one port, each
 * local API mounted under its own path prefix (/commercetools, /typesense, /adyen, /vat, /mail), so
 * a storefront that runs only production adapters (the edge build) finds every service on one
 * machine. It binds 127.0.0.1: the embedded defaults are for one machine and hold test credentials.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { nodeListener } from "../node/http";
import { ClientError, json } from "./respond";
import type { LocalService } from "./types";

const mountOf = (services: readonly LocalService[], pathname: string) =>
  services.find((s) => pathname === s.prefix || pathname.startsWith(`${s.prefix}/`));

/**
 * The host's Fetch handler: the service whose prefix the path starts with answers, with the path
 * below its mount; an unknown prefix is a 404 naming the mounts. A client's fault the API threw
 * (ClientError) keeps its status; anything else is logged and answered 500 without its stack.
 */
export function localServicesHandler(services: readonly LocalService[]) {
  const prefixes = services.map((s) => s.prefix).join(", ");
  return async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    const service = mountOf(services, pathname);
    if (!service) return json(404, { message: `No local service at ${pathname}; mounted: ${prefixes}` });
    try {
      return await service.api(request, pathname.slice(service.prefix.length) || "/");
    } catch (error) {
      // A body refused unread leaves bytes on the connection: close it rather than let a client reuse it.
      if (error instanceof ClientError)
        return json(
          error.status,
          { message: error.message },
          error.status === 413 ? { Connection: "close" } : {},
        );
      console.error(`Local service ${service.prefix} failed on ${request.method} ${pathname}`, error);
      return json(500, { message: "The local service failed; see its log" });
    }
  };
}

export interface RunningHost {
  /** "http://127.0.0.1:4400", no trailing slash. */
  url: string;
  close(): Promise<void>;
}

/** Listens on `host:port` (port 0: a free one) and answers with the mounted services. */
export function listenLocalServices(
  services: readonly LocalService[],
  { port, host = "127.0.0.1" }: { port: number; host?: string },
): Promise<RunningHost> {
  const handle = localServicesHandler(services);
  const server = createServer(nodeListener(handle));
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const address = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${address.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
