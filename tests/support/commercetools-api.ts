import { CommercetoolsMock } from "@labdigital/commercetools-mock";
import { setupServer } from "msw/node";
import { afterAll, beforeAll } from "vitest";
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

/** The commercetools adapter's environment for a project of the test credentials at these hosts. */
const ctpEnv = (projectKey: string, authUrl: string, apiUrl: string) => ({
  CTP_PROJECT_KEY: projectKey,
  CTP_CLIENT_ID: CTP_TEST_CREDENTIALS.clientId,
  CTP_CLIENT_SECRET: CTP_TEST_CREDENTIALS.clientSecret,
  CTP_AUTH_URL: authUrl,
  CTP_API_URL: apiUrl,
});

/**
 * @labdigital/commercetools-mock for one test file (decision 0036), under a project key of the
 * file's own: the emulator's handlers on an msw server that listens from the file's first test to
 * its last. Call it at the top level of the file (or inside a `describe`), which then starts and
 * stops it. Requests to 127.0.0.1 pass (the engine's local API is real HTTP, see `localCommercetools`);
 * any other request the emulator does not answer fails the test. Make the adapter's client after the
 * server listens (`api()` in a test or hook), so that its fetch is intercepted.
 */
export function commercetoolsEmulator(projectKey: string) {
  const env = ctpEnv(projectKey, "https://auth.ctp.test", "https://api.ctp.test");
  const mock = new CommercetoolsMock({
    apiHost: env.CTP_API_URL,
    authHost: env.CTP_AUTH_URL,
    defaultProjectKey: projectKey,
    enableAuthentication: false,
    validateCredentials: false,
    silent: true,
  });
  const msw = setupServer();
  beforeAll(() => {
    msw.listen({
      onUnhandledRequest: (request, print) => {
        if (!request.url.startsWith("http://127.0.0.1:")) print.error();
      },
    });
    mock.registerHandlers(msw);
  });
  afterAll(() => msw.close());
  return {
    env,
    mock,
    msw,
    /** The SDK's API root for the emulator's project, as the adapter builds it. */
    api: () => createApiRoot(env),
  };
}

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
  const env = ctpEnv(CTP_TEST_CREDENTIALS.projectKey, server.url, server.url);
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
