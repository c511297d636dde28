import type { TrackingPort } from "./port";
import type { TrackingStore } from "./store";

/**
 * The embedded default (issue 23 item 2): a local collector that keeps every event in SQLite
 * (./store.ts) instead of posting it, so `npm start` on a fresh clone records what the marketing
 * platform would receive; the operator reads them at /__admin/tracking, the tests too.
 */
export function createLocalTracking(store: TrackingStore, file: string): TrackingPort {
  return {
    description: `local collector ${file} (set MARKETING_URL to post to the marketing platform)`,
    async send(event) {
      store.record(event);
    },
    // What the operator's viewer shows (server/http/tracking-viewer.ts, decision 0067).
    async latest(limit, path) {
      return store.latest(limit, path);
    },
  };
}
