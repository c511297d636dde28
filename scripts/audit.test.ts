import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { advisoriesOf, allowlistSchema, judgeAudit } from "./audit-judge";

// The shape `npm audit --omit=dev --json` prints (npm 7+): a package's `via` names advisories or
// the packages it inherits them from.
const REPORT = {
  auditReportVersion: 2,
  vulnerabilities: {
    cookie: {
      via: [
        {
          source: 1099846,
          name: "cookie",
          title: "cookie accepts cookie name, path, and domain with out of bounds characters",
          url: "https://github.com/advisories/GHSA-pxg6-pf52-xh8x",
          severity: "low",
        },
      ],
    },
    express: { via: ["cookie"] },
    other: { via: [{ source: 42, name: "other", title: "t", url: "", severity: "high" }] },
  },
};

describe("the audit allowlist (issue 22 item 8)", () => {
  const advisories = advisoriesOf(REPORT);
  const entry = {
    id: "GHSA-pxg6-pf52-xh8x",
    package: "cookie",
    reason: "Cookie names and paths are the shop's own constants, never input.",
    expires: "2027-01-31",
  };

  it("reads each advisory once, by its GHSA id or npm's number", () => {
    expect(advisories.map((a) => a.id)).toEqual(["GHSA-pxg6-pf52-xh8x", "42"]);
  });

  it("fails on what is not allowed and on an expired allowance", () => {
    expect(judgeAudit(advisories, { advisories: [] }, "2026-11-26").refused).toHaveLength(2);
    const some = judgeAudit(advisories, { advisories: [entry] }, "2026-11-26");
    expect(some.refused.map((a) => a.id)).toEqual(["42"]);
    expect(some.ok).toBe(false);
    expect(judgeAudit(advisories.slice(0, 1), { advisories: [entry] }, "2026-11-26").ok).toBe(true);
    const late = judgeAudit(advisories.slice(0, 1), { advisories: [entry] }, "2027-02-01");
    expect(late.expired.map((a) => a.id)).toEqual(["GHSA-pxg6-pf52-xh8x"]);
    expect(late.ok).toBe(false);
  });

  it("keeps the shop's allowlist readable, every entry with a reason and an expiry", () => {
    const list = allowlistSchema.parse(JSON.parse(readFileSync("config/audit-allowlist.json", "utf8")));
    expect(() => allowlistSchema.parse({ advisories: [{ ...entry, reason: "" }] })).toThrow();
    expect(Array.isArray(list.advisories)).toBe(true);
  });
});
