import { describe, expect, it } from "vitest";
import { emptyPrefixes, keyProblems } from "./locale-keys";

const english = new Set(["errors.expired", "payment.codFee", "payment.codRefusal.items", "items"]);
const groups = new Set(["errors", "payment", "items"]);

describe("translation keys in code (check-locales, both ways)", () => {
  it("reports a literal key English lacks and a run-time key without a declared prefix", () => {
    const sources = new Map([
      ["a.tsx", 't("payment.codFee"); t("errors.expired"); t("errors.typo"); t("items_other")'],
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of template literals
      ["b.ts", "t(`payment.codRefusal.${refusal}`); t(`payment.secret.${x}`); import 'node:fs/promises'"],
    ]);
    expect(keyProblems(sources, english, groups)).toEqual([
      { file: "a.tsx", key: "errors.typo", problem: "missing" },
      { file: "b.ts", key: "payment.secret.…", problem: "undeclared dynamic key" },
    ]);
  });

  it("lists declared prefixes English has nothing under", () => {
    expect(emptyPrefixes(english)).toContain("sort.");
    expect(emptyPrefixes(english)).not.toContain("payment.codRefusal.");
  });
});
