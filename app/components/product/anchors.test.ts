import { describe, expect, it } from "vitest";
import { activeSection } from "./anchors";

describe("active anchor section", () => {
  it("is the first section until one reaches the sticky bar", () => {
    expect(activeSection([300, 900, 1500], 48)).toBe(0);
  });

  it("is the last section whose top passed under the 48 px bar", () => {
    expect(activeSection([-700, -100, 600], 48)).toBe(1);
    expect(activeSection([-1400, -800, 20], 48)).toBe(2);
  });

  it("counts a heading that a jump placed just under the bar (its 8 px scroll margin), not one further down", () => {
    expect(activeSection([-500, 56, 700], 48)).toBe(1);
    expect(activeSection([-500, 72, 700], 48)).toBe(1);
    expect(activeSection([-500, 73, 700], 48)).toBe(0);
  });
});
