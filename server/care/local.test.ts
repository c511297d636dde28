import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { LocalCaseStore } from "./local";
import type { CaseRequest } from "./port";

const REQUEST: CaseRequest = {
  reason: "service",
  subreason: "spare-parts",
  contactName: "Jan Novák",
  email: "jan@example.com",
  subject: "Spare part",
  description: "A lid for the grill, please.",
  hidden: { organisation: "00D", returnUrl: "", country: "CZ", locale: "cs-CZ", recordType: "web" },
};
const now = () => new Date("2026-11-26T10:00:00Z");

describe("the case store's external references", () => {
  it("file a repeated reference once, and are added to a file made before they existed", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "cases-")), "cases.sqlite");
    const old = new Database(file);
    old.exec(`CREATE TABLE cases (reference TEXT PRIMARY KEY, year INTEGER NOT NULL, sequence INTEGER NOT NULL,
      created_at TEXT NOT NULL, email TEXT NOT NULL, reason TEXT NOT NULL, subreason TEXT NOT NULL,
      request TEXT NOT NULL, UNIQUE (year, sequence))`);
    old.close();
    const store = new LocalCaseStore(file, now);
    expect(await store.submit(REQUEST)).toEqual({ ok: true, reference: "CASE-2026-000001" });
    const external = { externalReference: "CASE-2026-WABCDEFGH" };
    expect(await store.submit(REQUEST, external)).toEqual({ ok: true, reference: "CASE-2026-000002" });
    expect(await store.submit({ ...REQUEST, subject: "Again" }, external)).toEqual({
      ok: true,
      reference: "CASE-2026-000002",
    });
    expect(store.count()).toBe(2);
    expect(store.findByExternalReference("CASE-2026-WABCDEFGH")).toMatchObject({
      reference: "CASE-2026-000002",
      externalReference: "CASE-2026-WABCDEFGH",
      request: REQUEST,
    });
    expect(store.find("CASE-2026-000001")).not.toHaveProperty("externalReference");
    store.close();
  });
});
