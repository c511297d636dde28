import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { keptKeys } from "./embedded";

describe("the local services host's keys", () => {
  it("are made once, readable by the owner only, and kept across starts", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "keys-")), "nested", "local-services.json");
    const first = keptKeys(file);
    // Every key its own.
    expect(new Set(Object.values(first)).size).toBe(Object.keys(first).length);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(keptKeys(file)).toEqual(first);
  });

  it("are made anew when the file is damaged or holds short keys", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "keys-")), "local-services.json");
    writeFileSync(file, "{not json");
    const made = keptKeys(file);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(made);
    writeFileSync(file, JSON.stringify({ typesense: "a", vat: "b", mail: "c" }));
    expect(keptKeys(file).typesense).toHaveLength(43);
  });
});
