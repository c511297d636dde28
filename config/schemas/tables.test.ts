/**
 * Every config table the browser reads is a plain typed object (decision 0081): its schema lives in
 * config/schemas/ and is applied here, not at module load. A table fails when it is invalid or when
 * parsing would change a value (a default or a transform must be written out in the table itself).
 */
/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import { TABLES } from "./tables";

/**
 * The table schemas of config/schemas/: the exports named in capitals (`COOKIES_SCHEMA`,
 * `COUNTRIES_TABLE`); the camel-case exports are their parts (`throttleLimit`, `feeRow`).
 */
const SCHEMA_MODULES = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./tables.ts", "!./*.test.ts"], {
  eager: true,
});
const TABLE_SCHEMAS = Object.entries(SCHEMA_MODULES).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name]) => /^[A-Z][A-Z0-9_]*$/.test(name))
    .map(([name, schema]) => ({ name: `${file.slice(2)}: ${name}`, schema })),
);

describe("config tables against their schemas", () => {
  it.each(TABLES.map((entry) => [entry.name, entry] as const))("%s parses to itself", (_name, entry) => {
    const result = entry.schema.safeParse(entry.table);
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toStrictEqual(entry.table);
  });

  it("names each table once", () => {
    const names = TABLES.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThan(0);
  });

  it("pairs every table schema of config/schemas/ with its table (decision 0081: 43 tables)", () => {
    const paired = new Set(TABLES.map((entry) => entry.schema));
    expect(
      TABLE_SCHEMAS.filter(({ schema }) => !paired.has(schema as never)).map(({ name }) => name),
    ).toEqual([]);
    expect(TABLE_SCHEMAS).toHaveLength(TABLES.length);
    expect(TABLES).toHaveLength(43);
  });
});
