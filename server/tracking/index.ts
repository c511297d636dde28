import { z } from "zod";
import { CONSENT } from "../../config";
import { createHttpTracking } from "./http";
import { createLocalTracking } from "./local";
import type { TrackingPort } from "./port";
import { openTrackingStore } from "./store";

export type { TrackingEvent, Visit } from "./events";
export * as trackingEvents from "./events";
export type { RecordedEvent, TrackingPort } from "./port";
export { createTracking, type Tracking } from "./service";

const trackingEnv = z.object({
  MARKETING_URL: z.url({ protocol: /^https?$/ }).optional(),
  MARKETING_TOKEN: z.string().min(1).optional(),
  TRACKING_DB_PATH: z.string().min(1).default(".data/tracking.sqlite"),
});

/**
 * The tracking service's port (issue 23 item 2): the marketing platform (MARKETING_URL, the same
 * platform as the newsletter's, MARKETING_TOKEN optional) when configured, else the local collector
 * (TRACKING_DB_PATH, default .data/tracking.sqlite). The URL's host is logged, never the URL or token.
 */
export function trackingPort(
  env: Record<string, string | undefined>,
  fetchImpl?: typeof fetch,
): TrackingPort {
  const parsed = trackingEnv.safeParse(env);
  if (!parsed.success)
    throw new Error(
      `Invalid tracking configuration: ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`,
    );
  const { MARKETING_URL: url, MARKETING_TOKEN: token, TRACKING_DB_PATH: file } = parsed.data;
  const port = url
    ? createHttpTracking({ url, token, timeoutMs: CONSENT.trackingTimeoutMs, fetchImpl })
    : createLocalTracking(openTrackingStore(file), file);
  console.info(`Tracking: ${port.description}`);
  return port;
}
