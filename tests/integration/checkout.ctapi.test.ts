/**
 * checkout.test.ts once more, through the real commercetools adapter against the embedded engine's
 * commercetools HTTP API (issue 18 item 3, decision 0036): the same test bodies, imported after the
 * switch, with one local API server for the file.
 */
import { afterAll } from "vitest";
import { runThroughCommercetoolsApi } from "../support/commerce-under-test";
import { localCommercetools } from "../support/commercetools-api";

const server = await localCommercetools();
runThroughCommercetoolsApi(server);
afterAll(() => server.close());
await import("./checkout.test");
