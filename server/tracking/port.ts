import type { TrackingPath } from "../../config";
import type { TrackingEvent } from "./events";

/**
 * Where tracking events go (issue 23 item 2): the marketing platform over HTTP in production
 * (./http.ts), the local collector in SQLite by default (./local.ts). `send` may reject; the tracking
 * service (./service.ts) never awaits it on a page's path and only logs its failures (SPEC §7, §8).
 */
export interface TrackingPort {
  /** What the operator is told at start-up ("marketing platform at …", "local collector …"). */
  readonly description: string;
  send(event: TrackingEvent): Promise<void>;
  /** The newest events first, of one path when given: only a port that keeps them (the collector). */
  latest?(limit: number, path?: TrackingPath): Promise<RecordedEvent[]>;
}

/** One event as the local collector keeps it. */
export interface RecordedEvent {
  id: number;
  path: TrackingPath;
  body: Record<string, unknown>;
  at: string;
}
