import { CommercetoolsCommerce } from "../../server/commerce/commercetools";
import { createApiRoot } from "../../server/commerce/commercetools/client";
import type { LocalCommerce } from "../../server/commerce/local/engine";
import { commercetoolsApi, type LocalApi } from "../../server/commerce/local/http-api";
import { serveLocalApi } from "./local-api";

/** The API client of the local commercetools API in tests (the services host takes its own from configuration). */
export const CTP_TEST_CREDENTIALS = {
  projectKey: "proequip-local",
  clientId: "local-client",
  clientSecret: "local-secret-for-tests",
};

/**
 * One local commercetools API server per test file (issue 18 item 3), serving whichever engine the
 * last `adapterFor` was given: `adapterFor(engine)` returns the real commercetools adapter (the
 * SDK's request builder and ts-client over fetch, its own token) against the engine over HTTP.
 */
export async function localCommercetools() {
  let api: LocalApi | undefined;
  const server = await serveLocalApi((request, path) => {
    if (!api) return Promise.resolve(new Response("No engine", { status: 503 }));
    return api(request, path);
  }, "/commercetools");
  const env = {
    CTP_PROJECT_KEY: CTP_TEST_CREDENTIALS.projectKey,
    CTP_CLIENT_ID: CTP_TEST_CREDENTIALS.clientId,
    CTP_CLIENT_SECRET: CTP_TEST_CREDENTIALS.clientSecret,
    CTP_AUTH_URL: server.url,
    CTP_API_URL: server.url,
  };
  return {
    url: server.url,
    env,
    adapterFor(engine: LocalCommerce): CommercetoolsCommerce {
      api = commercetoolsApi(engine, CTP_TEST_CREDENTIALS);
      return new CommercetoolsCommerce(createApiRoot(env));
    },
    /** The API restarted in front of the same engine: the tokens it issued before are gone. */
    restart(engine: LocalCommerce) {
      api = commercetoolsApi(engine, CTP_TEST_CREDENTIALS);
    },
    close: server.close,
  };
}
