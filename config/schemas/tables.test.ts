/**
 * Every config table the browser reads is a plain typed object (decision 0081): its schema lives in
 * config/schemas/ and is applied here, not at module load. A table fails when it is invalid or when
 * parsing would change a value (a default or a transform must be written out in the table itself).
 */
import { describe, expect, it } from "vitest";
import type * as z from "../zod-mini";
import { TABLES } from "./tables";

describe("config tables against their schemas", () => {
  it.each(TABLES.map((entry) => [entry.name, entry] as const))("%s parses to itself", (_name, entry) => {
    const result = (entry.schema as z.ZodType).safeParse(entry.table);
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toStrictEqual(entry.table);
  });

  it("names each table once", () => {
    const names = TABLES.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThan(0);
  });
});
