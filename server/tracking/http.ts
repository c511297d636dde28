import type { TrackingPort } from "./port";

/**
 * Production: each event is posted to the marketing platform's tracking service as SPEC §7 lists it
 * (`POST {MARKETING_URL}/{path}`, JSON, a bearer token when configured) with a short timeout. A
 * refusal rejects with the status only; the URL and the token are never part of an error or a log.
 */
export function createHttpTracking({
  url,
  token,
  timeoutMs,
  fetchImpl = (input, init) => fetch(input, init),
}: {
  url: string;
  token?: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}): TrackingPort {
  const base = url.replace(/\/+$/, "");
  return {
    description: `marketing platform at ${new URL(url).host}`,
    async send(event) {
      const response = await fetchImpl(`${base}/${event.path}`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(event.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The body is not needed; reading it releases the connection.
      await response.body?.cancel();
      if (!response.ok) throw new Error(`the platform answered ${response.status}`);
    },
  };
}
