/**
 * Idempotent POSTs of the local provider's Adyen API (Adyen, "API idempotency"): a request with an
 * `Idempotency-Key` is performed once, and the same key answers the first response again, so a double
 * click or a retry after a timeout makes one payment or one reversal. Kept in the provider's SQLite,
 * so a replay survives a restart as Adyen's keys outlive a connection. A second request with the same
 * key while the first is still running waits for the first's answer (Adyen may instead answer a
 * transient error; the answer the client ends up with is the same).
 */
import type Database from "better-sqlite3";

/** An answer of the API: its status and JSON body. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** Adyen's keys are at most 64 characters. */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,64}$/;

export const IDEMPOTENCY_SCHEMA = `
CREATE TABLE IF NOT EXISTS idempotency_keys (
  key TEXT PRIMARY KEY,
  endpoint TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  status INTEGER NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);`;

/** What the key answers: the stored answer, or a conflict when it named another request. */
export type Replay = { kind: "replay"; answer: StoredAnswer } | { kind: "conflict" } | { kind: "new" };

export class IdempotencyStore {
  private readonly running = new Map<string, Promise<StoredAnswer>>();

  constructor(
    private readonly db: Database.Database,
    private readonly now: () => Date,
  ) {}

  /**
   * Performs `run` once per key: a stored answer is replayed when the key names the same endpoint and
   * body, and a key reused for another request is a conflict (null).
   */
  async once(
    key: string,
    request: { endpoint: string; hash: string },
    run: () => Promise<StoredAnswer>,
  ): Promise<{ answer: StoredAnswer; replayed: boolean } | null> {
    const pending = this.running.get(key);
    if (pending) {
      await pending.catch(() => undefined);
      return this.once(key, request, run);
    }
    const found = this.find(key, request);
    if (found.kind === "conflict") return null;
    if (found.kind === "replay") return { answer: found.answer, replayed: true };
    const running = run();
    this.running.set(key, running);
    try {
      const answer = await running;
      // Server errors are not kept: the request may be tried again with the same key.
      if (answer.status < 500) this.save(key, request, answer);
      return { answer, replayed: false };
    } finally {
      this.running.delete(key);
    }
  }

  private find(key: string, request: { endpoint: string; hash: string }): Replay {
    const row = this.db
      .prepare("SELECT endpoint, request_hash, status, body FROM idempotency_keys WHERE key = ?")
      .get(key) as { endpoint: string; request_hash: string; status: number; body: string } | undefined;
    if (!row) return { kind: "new" };
    if (row.endpoint !== request.endpoint || row.request_hash !== request.hash) return { kind: "conflict" };
    return { kind: "replay", answer: { status: row.status, body: JSON.parse(row.body) } };
  }

  private save(key: string, request: { endpoint: string; hash: string }, answer: StoredAnswer) {
    this.db
      .prepare(
        "INSERT OR IGNORE INTO idempotency_keys (key, endpoint, request_hash, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      )
      .run(
        key,
        request.endpoint,
        request.hash,
        answer.status,
        JSON.stringify(answer.body),
        this.now().toISOString(),
      );
  }
}
