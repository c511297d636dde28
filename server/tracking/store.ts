/**
 * The local collector's events in SQLite (issue 23 item 2): the embedded default of the tracking
 * service keeps every event it is sent, with its path, body and time, across restarts, so a developer
 * could see what the marketing platform would have received (the viewer: server/http/tracking-viewer.ts).
 */
import type Database from "better-sqlite3";
import type { TrackingPath } from "../../config";
import { openSqlite } from "../commerce/local/db";
import type { TrackingEvent } from "./events";
import type { RecordedEvent } from "./port";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS tracking_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  path TEXT NOT NULL,
  body TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS tracking_events_path ON tracking_events (path, id);`;

export function openTrackingStore(file: string, now: () => Date = () => new Date()) {
  const db: Database.Database = openSqlite(file);
  db.exec(SCHEMA);
  const insert = db.prepare("INSERT INTO tracking_events (path, body, at) VALUES (?, ?, ?)");
  const latest = db.prepare("SELECT * FROM tracking_events ORDER BY id DESC LIMIT ?");
  const latestOf = db.prepare("SELECT * FROM tracking_events WHERE path = ? ORDER BY id DESC LIMIT ?");
  const toEvent = (row: Record<string, unknown>): RecordedEvent => ({
    id: Number(row.id),
    path: row.path as TrackingPath,
    body: JSON.parse(String(row.body)) as Record<string, unknown>,
    at: String(row.at),
  });
  return {
    record(event: TrackingEvent): void {
      insert.run(event.path, JSON.stringify(event.body), now().toISOString());
    },
    /** The newest events first, of one path when given. */
    latest(limit: number, path?: TrackingPath): RecordedEvent[] {
      const rows = path ? latestOf.all(path, limit) : latest.all(limit);
      return (rows as Record<string, unknown>[]).map(toEvent);
    },
    close: () => db.close(),
  };
}
export type TrackingStore = ReturnType<typeof openTrackingStore>;
