import type Database from "better-sqlite3";
import { openSqlite } from "../commerce/local/db";
import type { CaseOutcome, CasePort, CaseRequest } from "./port";
import { sequentialReference } from "./reference";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS cases (
  reference TEXT PRIMARY KEY,
  year INTEGER NOT NULL,
  sequence INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  email TEXT NOT NULL,
  reason TEXT NOT NULL,
  subreason TEXT NOT NULL,
  request TEXT NOT NULL,
  UNIQUE (year, sequence)
);`;

/** A stored case: the request as filed, its reference and when. */
export interface StoredCase {
  reference: string;
  createdAt: string;
  request: CaseRequest;
}

/**
 * The embedded case management (decision 0024): every request is a row of a local SQLite database
 * (CASES_DB_PATH, default .data/cases.sqlite), numbered per year in one transaction, so a reference
 * is never given twice, also across restarts. For one machine, like every embedded default.
 */
export class LocalCaseStore implements CasePort {
  private readonly db: Database.Database;

  constructor(
    file: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.db = openSqlite(file);
    this.db.exec(SCHEMA);
  }

  private readonly insert = (request: CaseRequest): string => {
    const at = this.now();
    const year = at.getUTCFullYear();
    const { last } = this.db.prepare("SELECT MAX(sequence) AS last FROM cases WHERE year = ?").get(year) as {
      last: number | null;
    };
    const reference = sequentialReference(year, (last ?? 0) + 1);
    this.db
      .prepare(
        "INSERT INTO cases (reference, year, sequence, created_at, email, reason, subreason, request) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .run(
        reference,
        year,
        (last ?? 0) + 1,
        at.toISOString(),
        request.email,
        request.reason,
        request.subreason,
        JSON.stringify(request),
      );
    return reference;
  };

  async submit(request: CaseRequest): Promise<CaseOutcome> {
    try {
      return { ok: true, reference: this.db.transaction(this.insert).immediate(request) };
    } catch (error) {
      console.error("Storing a customer request failed", error);
      return { ok: false };
    }
  }

  /** The case of that reference (customer care's view; tests read it). */
  find(reference: string): StoredCase | undefined {
    const row = this.db
      .prepare("SELECT reference, created_at, request FROM cases WHERE reference = ?")
      .get(reference) as { reference: string; created_at: string; request: string } | undefined;
    return row && { reference: row.reference, createdAt: row.created_at, request: JSON.parse(row.request) };
  }

  count(): number {
    return (this.db.prepare("SELECT COUNT(*) AS n FROM cases").get() as { n: number }).n;
  }

  close() {
    this.db.close();
  }
}
