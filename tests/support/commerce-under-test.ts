/**
 * Which commerce the shared service suites (cart-service, checkout) run against: the embedded engine
 * itself, or, in their `*.ctapi.test.ts` twins, the real commercetools adapter in front of that same
 * engine through the local commercetools API over HTTP (issue 18 item 3). The suites build their
 * services on `commerceUnderTest(engine)` and read the ground truth from the engine directly, so the
 * test bodies are written once.
 */

import type { LocalCommerce } from "../../server/commerce/local/engine";
import type { CommercePort } from "../../server/commerce/port";
import type { localCommercetools } from "./commercetools-api";

let through: Awaited<ReturnType<typeof localCommercetools>> | undefined;

/** Called by a twin file before it imports the suite: the suite's services then go through the adapter. */
export function runThroughCommercetoolsApi(server: Awaited<ReturnType<typeof localCommercetools>>) {
  through = server;
}

export const commerceUnderTest = (engine: LocalCommerce): CommercePort =>
  through ? through.adapterFor(engine) : engine;
