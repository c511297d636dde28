/**
 * The embedded maps service's reference data: postal codes and their localities, a small seeded
 * gazetteer of the shop's main cities (decision 0034). A real service knows every street; this one
 * knows postal codes, which is what lets it confirm, correct and replace like the real one.
 */
import type Database from "better-sqlite3";
import { openSqlite } from "../commerce/local/db";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS places (
  region_code TEXT NOT NULL,
  postal_code TEXT NOT NULL,
  locality TEXT NOT NULL,
  PRIMARY KEY (region_code, postal_code)
);`;

/** Region code → [postal code (digits and letters only), locality]. */
export const SEED_PLACES: Record<string, [string, string][]> = {
  AT: [
    ["1010", "Wien"],
    ["1020", "Wien"],
    ["1030", "Wien"],
    ["1070", "Wien"],
    ["4020", "Linz"],
    ["5020", "Salzburg"],
    ["6020", "Innsbruck"],
    ["8010", "Graz"],
    ["9020", "Klagenfurt am Wörthersee"],
  ],
  DE: [
    ["10115", "Berlin"],
    ["20095", "Hamburg"],
    ["50667", "Köln"],
    ["60311", "Frankfurt am Main"],
    ["70173", "Stuttgart"],
    ["80331", "München"],
    ["04109", "Leipzig"],
  ],
  SK: [
    ["81101", "Bratislava"],
    ["04001", "Košice"],
    ["01001", "Žilina"],
  ],
  CZ: [
    ["11000", "Praha"],
    ["60200", "Brno"],
    ["70200", "Ostrava"],
  ],
};

export class Gazetteer {
  private readonly db: Database.Database;

  constructor(file: string) {
    this.db = openSqlite(file);
    this.db.exec(SCHEMA);
    const { n } = this.db.prepare("SELECT COUNT(*) AS n FROM places").get() as { n: number };
    if (n === 0) this.seed();
  }

  private seed() {
    const insert = this.db.prepare(
      "INSERT INTO places (region_code, postal_code, locality) VALUES (?, ?, ?)",
    );
    this.db.transaction(() => {
      for (const [region, places] of Object.entries(SEED_PLACES))
        for (const [postalCode, locality] of places) insert.run(region, postalCode, locality);
    })();
  }

  /** The locality of a postal code (given without spaces or hyphens), if the gazetteer knows it. */
  locality(regionCode: string, postalCode: string): string | undefined {
    const row = this.db
      .prepare("SELECT locality FROM places WHERE region_code = ? AND postal_code = ?")
      .get(regionCode, postalCode) as { locality: string } | undefined;
    return row?.locality;
  }

  /** Adds or renames a place (operators extend the gazetteer; tests use it). */
  put(regionCode: string, postalCode: string, locality: string) {
    this.db
      .prepare(
        "INSERT INTO places (region_code, postal_code, locality) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET locality = excluded.locality",
      )
      .run(regionCode, postalCode, locality);
  }

  close() {
    this.db.close();
  }
}
