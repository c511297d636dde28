import { describe, expect, it } from "vitest";
import { DeltaPostings } from "./memory-delta";

const found = (delta: DeltaPostings, term: string, prefix: boolean) => {
  const out: [number, number][] = [];
  delta.forEach(term, prefix, (doc, f) => out.push([doc, f]));
  return out.sort(([a], [b]) => a - b);
};

describe("the text index's written documents by term (decision 0072)", () => {
  it("finds a term exactly or as a prefix, and forgets a document rewritten or removed", () => {
    const delta = new DeltaPostings();
    delta.set(
      7,
      new Map([
        ["kompressor", 10],
        ["ol", 1],
      ]),
    );
    delta.set(
      9,
      new Map([
        ["kompakt", 5],
        ["kompressor", 1],
      ]),
    );
    expect(found(delta, "kompressor", false)).toEqual([
      [7, 10],
      [9, 1],
    ]);
    expect(found(delta, "komp", false)).toEqual([]);
    expect(found(delta, "komp", true)).toEqual([
      [7, 10],
      [9, 5],
      [9, 1],
    ]);
    expect(found(delta, "o", true)).toEqual([[7, 1]]);
    // Rewritten: its old terms go, its new ones count.
    delta.set(7, new Map([["werkbank", 10]]));
    expect(found(delta, "komp", true)).toEqual([
      [9, 5],
      [9, 1],
    ]);
    expect(found(delta, "w", true)).toEqual([[7, 10]]);
    delta.delete(9);
    expect(found(delta, "komp", true)).toEqual([]);
    expect(delta.size).toBe(1);
  });

  it("keeps its terms in BINARY order, as a prefix scan needs (upper case and umlauts included)", () => {
    const delta = new DeltaPostings();
    delta.set(
      1,
      new Map([
        ["zange", 1],
        ["Zange", 1],
        ["äxte", 1],
        ["axt", 1],
      ]),
    );
    expect(found(delta, "a", true)).toEqual([[1, 1]]);
    expect(found(delta, "ä", true)).toEqual([[1, 1]]);
    expect(found(delta, "Z", true)).toEqual([[1, 1]]);
  });
});
