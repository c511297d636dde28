import { type ByProjectKeyRequestBuilder, createApiBuilderFromCtpClient } from "@commercetools/platform-sdk";
import { ClientBuilder } from "@commercetools/ts-client";
import { z } from "zod";
import { TIMINGS } from "../../../config";

const TIMEOUT_MS = TIMINGS.seconds.platformTimeout * 1000;
/** The token endpoint's fetch with the same timeout (the auth middleware has no option for one). */
const fetchWithTimeout: typeof fetch = (input, init) =>
  fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(TIMEOUT_MS) });

/** The CTP_* environment of the commercetools adapter (README "Environment variables"). */
export const ctpEnvSchema = z.object({
  CTP_PROJECT_KEY: z.string().min(1),
  CTP_CLIENT_ID: z.string().min(1),
  CTP_CLIENT_SECRET: z.string().min(1),
  CTP_AUTH_URL: z.url(),
  CTP_API_URL: z.url(),
  CTP_SCOPES: z.string().optional(),
});
export type CtpEnv = z.infer<typeof ctpEnvSchema>;

/** True when the environment names a commercetools project (then the adapter replaces the embedded engine). */
export const hasCtpEnv = (env: Record<string, string | undefined>) => Boolean(env.CTP_PROJECT_KEY);

/**
 * The API root of one project, authenticated with the client-credentials flow (the middleware acts
 * for the shopper on the server), retrying transient failures and concurrent modifications once.
 */
export function createApiRoot(env: CtpEnv): ByProjectKeyRequestBuilder {
  const client = new ClientBuilder()
    .withProjectKey(env.CTP_PROJECT_KEY)
    .withClientCredentialsFlow({
      host: env.CTP_AUTH_URL,
      projectKey: env.CTP_PROJECT_KEY,
      credentials: { clientId: env.CTP_CLIENT_ID, clientSecret: env.CTP_CLIENT_SECRET },
      scopes: env.CTP_SCOPES?.split(" ").filter(Boolean),
      httpClient: fetchWithTimeout,
    })
    .withHttpMiddleware({
      host: env.CTP_API_URL,
      httpClient: fetch,
      // Each API call is aborted after this long (ts-client's own AbortController).
      timeout: TIMEOUT_MS,
      enableRetry: true,
      // Not after a timeout: the platform may have done the write (an order from the cart, a
      // payment), and a resend would meet a 409 or make it twice. 5xx answers are still retried.
      retryConfig: { maxRetries: 2, retryOnAbort: false },
    })
    .build();
  return createApiBuilderFromCtpClient(client).withProjectKey({ projectKey: env.CTP_PROJECT_KEY });
}
