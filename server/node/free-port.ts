import { createServer } from "node:net";

/**
 * A port the system has free on 127.0.0.1 now (bound to port 0, then released): for the servers a
 * script or a test starts beside others (redis-server, the scripted shoppers' shop, a test's own
 * storefront). Node-only.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
