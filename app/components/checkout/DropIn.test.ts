/**
 * When the payment step reaches the Drop-in's mount code (issue 19.5): only with JavaScript, for the
 * card, while the cart can be ordered (the import guard of Adyen Web is
 * tests/integration/adyen-web-imports.test.ts).
 */
import { describe, expect, it } from "vitest";
import { dropInWanted } from "./DropIn";

describe("dropInWanted", () => {
  it("mounts for the card with JavaScript running and an orderable cart only", () => {
    expect(dropInWanted({ hydrated: true, selected: "card", blocked: false })).toBe(true);
    expect(dropInWanted({ hydrated: false, selected: "card", blocked: false })).toBe(false);
    expect(dropInWanted({ hydrated: true, selected: "cod", blocked: false })).toBe(false);
    expect(dropInWanted({ hydrated: true, selected: "bank", blocked: false })).toBe(false);
    expect(dropInWanted({ hydrated: true, selected: "multibanco", blocked: false })).toBe(false);
    expect(dropInWanted({ hydrated: true, selected: "card", blocked: true })).toBe(false);
  });
});
