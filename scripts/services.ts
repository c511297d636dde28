// `npm run services`: the embedded defaults over HTTP in their production services' APIs, on one
// port (SERVICES_PORT, default PORTS.services), for a storefront that runs production adapters only
// (the edge build). The same SQLite files and seed as `npm start` (COMMERCE_DB_PATH, SEARCH_DB_PATH,
// MAIL_OUTBOX_DIR); it prints the variables that point a storefront here (decision 0037).
import { startEmbeddedServices } from "../server/local-services/embedded";

const running = await startEmbeddedServices(process.env);
console.info(`Local services listening on ${running.url}`);
console.info("A storefront uses them with these variables:\n");
for (const [name, value] of Object.entries(running.env)) console.info(`${name}=${value}`);

function shutdown(signal: string) {
  console.info(`${signal} received: closing the local services`);
  void running.close().then(() => process.exit(0));
  setTimeout(() => process.exit(1), 5000).unref();
}
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));
