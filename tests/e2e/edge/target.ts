/**
 * Points the shared e2e helpers at the edge server (issue 18 item 5): tests/support/markets.ts and
 * the crawler specs read their port and data folder from playwright.config.ts, which reads
 * E2E_PORT and E2E_DATA_DIR from the environment. playwright.edge.config.ts imports this module
 * before that config, and Playwright's workers inherit the runner's environment, so the crawler
 * suite runs against workerd without a copy of its bodies.
 */
export const E2E_EDGE_PORT = Number(process.env.E2E_EDGE_PORT ?? 3187);
/**
 * The local services host's port in the edge server (a fixed one, not a free one): the journeys that
 * prove what the host sends the worker (payment notifications, stock changes) read its APIs too.
 */
export const E2E_EDGE_SERVICES_PORT = Number(process.env.E2E_EDGE_SERVICES_PORT ?? E2E_EDGE_PORT + 1);
/** The edge server's own data (SQLite files of the local services host, the mail outbox), seeded afresh. */
export const E2E_EDGE_DATA = ".data/e2e-edge";

process.env.E2E_PORT = String(E2E_EDGE_PORT);
process.env.E2E_DATA_DIR = E2E_EDGE_DATA;
process.env.E2E_RUNTIME = "edge";
