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

/**
 * The reference the web-to-case adapter sends along (external_reference__c, ./reference.ts), kept
 * beside the store's own number so care finds the case by what the shopper quotes; added to files
 * made before it existed. Unique: a post repeated with the same reference files one case.
 */
function addExternalReference(db: Database.Database) {
  const columns = db.prepare("PRAGMA table_info(cases)").all() as { name: string }[];
  if (!columns.some((column) => column.name === "external_reference"))
    db.exec("ALTER TABLE cases ADD COLUMN external_reference TEXT");
  db.exec(
    "CREATE UNIQUE INDEX IF NOT EXISTS cases_external_reference ON cases (external_reference) WHERE external_reference IS NOT NULL",
  );
}

/** A stored case: the request as filed, its reference and when. */
export interface StoredCase {
  reference: string;
  /** The reference the filing service sent along (web-to-case), if any. */
  externalReference?: string;
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
    addExternalReference(this.db);
  }

  private readonly insert = (request: CaseRequest, externalReference?: string): string => {
    if (externalReference) {
      const filed = this.findByExternalReference(externalReference);
      if (filed) return filed.reference;
    }
    const at = this.now();
    const year = at.getUTCFullYear();
    const { last } = this.db.prepare("SELECT MAX(sequence) AS last FROM cases WHERE year = ?").get(year) as {
      last: number | null;
    };
    const reference = sequentialReference(year, (last ?? 0) + 1);
    this.db
      .prepare(
        "INSERT INTO cases (reference, year, sequence, created_at, email, reason, subreason, request, external_reference) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
        externalReference ?? null,
      );
    return reference;
  };

  /**
   * Files the request under the next number of the year. `externalReference` is the one a filing
   * service sent along (the local web-to-case API); a second filing with it answers the first case.
   */
  async submit(
    request: CaseRequest,
    { externalReference }: { externalReference?: string } = {},
  ): Promise<CaseOutcome> {
    try {
      return { ok: true, reference: this.db.transaction(this.insert).immediate(request, externalReference) };
    } catch (error) {
      console.error("Storing a customer request failed", error);
      return { ok: false };
    }
  }

  /** The case of that reference (customer care's view; tests read it). */
  find(reference: string): StoredCase | undefined {
    return this.caseWhere("reference", reference);
  }

  /** The case filed with that external reference (what a shopper quotes after a web-to-case post). */
  findByExternalReference(externalReference: string): StoredCase | undefined {
    return this.caseWhere("external_reference", externalReference);
  }

  private caseWhere(column: "reference" | "external_reference", value: string): StoredCase | undefined {
    const row = this.db
      .prepare(`SELECT reference, external_reference, created_at, request FROM cases WHERE ${column} = ?`)
      .get(value) as
      | { reference: string; external_reference: string | null; created_at: string; request: string }
      | undefined;
    return (
      row && {
        reference: row.reference,
        ...(row.external_reference ? { externalReference: row.external_reference } : {}),
        createdAt: row.created_at,
        request: JSON.parse(row.request),
      }
    );
  }

  count(): number {
    return (this.db.prepare("SELECT COUNT(*) AS n FROM cases").get() as { n: number }).n;
  }

  close() {
    this.db.close();
  }
}
