import { describe, expect, it } from "vitest";
import { isCaseReference, randomBelow, randomReference, sequentialReference } from "./reference";

describe("case references (decision 0024)", () => {
  it("numbers the embedded store's cases per year, six digits and more", () => {
    expect(sequentialReference(2026, 123)).toBe("CASE-2026-000123");
    expect(sequentialReference(2026, 1_234_567)).toBe("CASE-2026-1234567");
    expect(() => sequentialReference(2026, 0)).toThrow();
  });

  it("gives the web-to-case adapter a random reference without I or O", () => {
    const fixed = randomReference(2026, (max) => max - 1);
    expect(fixed).toBe("CASE-2026-WZZZZZZZZ");
    expect(randomReference(2026, () => 0)).toBe("CASE-2026-W00000000");
    expect(isCaseReference(randomReference(2027))).toBe(true);
  });

  it("accepts only the two shapes", () => {
    expect(isCaseReference("CASE-2026-000123")).toBe(true);
    for (const bad of ["CASE-2026-12", "CASE-2026-WIIIIIIII", "<b>CASE-2026-000123</b>", 42, null])
      expect(isCaseReference(bad)).toBe(false);
  });
});

describe("randomBelow (Web Crypto, issue 18 item 2)", () => {
  it("draws every integer below its bound and nothing else", () => {
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(randomBelow(34));
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 34 }, (_, i) => i));
    expect(randomBelow(1)).toBe(0);
  });
});
