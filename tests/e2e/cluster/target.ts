/**
 * Points the shared e2e helpers at the cluster under test (issue 22 item 6), as tests/e2e/edge/target.ts
 * does for the edge server: tests/support/markets.ts and the specs read their port from
 * playwright.config.ts, which reads E2E_PORT from the environment. playwright.cluster.config.ts
 * imports this module, and Playwright's workers inherit the runner's environment. The cluster has
 * ports and data of its own (E2E_CLUSTER_PORT, not E2E_PORT), so that in `npm test`, or beside another
 * engineer's run, it never meets the Node or edge journeys' servers.
 */
export const E2E_CLUSTER_PORT = Number(process.env.E2E_CLUSTER_PORT ?? 3273);
/** The cluster's local services host (a fixed port beside the front; its storefronts take free ones). */
export const E2E_CLUSTER_SERVICES_PORT = Number(
  process.env.E2E_CLUSTER_SERVICES_PORT ?? E2E_CLUSTER_PORT + 1,
);
/** The cluster's own data (the services host's SQLite files, the mail outbox), seeded afresh. */
export const E2E_CLUSTER_DATA = ".data/e2e-cluster";

process.env.E2E_PORT = String(E2E_CLUSTER_PORT);
process.env.E2E_DATA_DIR = E2E_CLUSTER_DATA;
