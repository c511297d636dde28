import * as z from "zod";

/** config/audit-allowlist.json: reviewed advisories, each with a reason and an expiry. */
export const allowlistSchema = z.object({
  $comment: z.string().optional(),
  advisories: z.array(
    z.object({
      id: z.string().min(1),
      package: z.string().min(1),
      reason: z.string().min(20),
      expires: z.iso.date(),
    }),
  ),
});
export type Allowlist = z.infer<typeof allowlistSchema>;

/** One advisory `npm audit --json` (npm 7+) names under a vulnerable package's `via`. */
export interface Advisory {
  id: string;
  package: string;
  title: string;
  severity: string;
}

const via = z.object({
  source: z.union([z.number(), z.string()]),
  name: z.string(),
  title: z.string().default(""),
  severity: z.string().default(""),
  url: z.string().default(""),
});
const report = z.object({
  vulnerabilities: z.record(z.string(), z.object({ via: z.array(z.union([z.string(), via])) })).default({}),
});

/** The advisories of an audit report, by GHSA id where the URL gives one, else npm's number. */
export function advisoriesOf(json: unknown): Advisory[] {
  const found = new Map<string, Advisory>();
  for (const vulnerability of Object.values(report.parse(json).vulnerabilities))
    for (const entry of vulnerability.via) {
      if (typeof entry === "string") continue;
      const id = entry.url.match(/GHSA-[\w-]+/)?.[0] ?? String(entry.source);
      found.set(id, { id, package: entry.name, title: entry.title, severity: entry.severity });
    }
  return [...found.values()];
}

/**
 * What fails the build: every advisory not on the allowlist, and every allowlisted one whose expiry
 * has passed (a review is due). `today` is YYYY-MM-DD.
 */
export function judgeAudit(advisories: Advisory[], allowlist: Allowlist, today: string) {
  const allowed = new Map(allowlist.advisories.map((a) => [a.id, a]));
  const refused = advisories.filter((a) => !allowed.has(a.id));
  const expired = advisories.filter((a) => {
    const entry = allowed.get(a.id);
    return entry !== undefined && entry.expires < today;
  });
  return { refused, expired, ok: refused.length === 0 && expired.length === 0 };
}
