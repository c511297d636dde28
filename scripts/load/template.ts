/**
 * A seeded catalogue to start from. Seeding the demo platform and indexing it for 28 locales takes
 * a minute or more on a busy machine, most of a short run; the load run therefore keeps a copy of a
 * freshly seeded platform and index (`.data/load-templates/<fingerprint>/`, SQLite's online backup
 * of the two files, taken before any shopper came) and copies it into each run's fresh folder. The
 * fingerprint covers every source the seed and the index are made from (server/, config/, the
 * lockfile), so a change there seeds afresh; deleting the folder does too.
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

const ROOT = path.resolve(".data/load-templates");
/** The databases a template holds (the others start empty in every run). */
const FILES = ["commerce.sqlite", "search.sqlite"] as const;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(full);
      return /\.(ts|sql|json)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

/** A hash of the sources that decide what a fresh seed and index contain. */
export function catalogueFingerprint(): string {
  const hash = createHash("sha256");
  for (const file of [...sources("server"), ...sources("config"), "package-lock.json"]) {
    hash.update(file).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex").slice(0, 20);
}

/** Copies the template's databases into a run's folder; false when there is no template yet. */
export function copyTemplate(fingerprint: string, into: string): boolean {
  const from = path.join(ROOT, fingerprint);
  if (!FILES.every((file) => existsSync(path.join(from, file)))) return false;
  for (const file of FILES) copyFileSync(path.join(from, file), path.join(into, file));
  return true;
}

/**
 * Keeps the running shop's freshly seeded databases as the template (SQLite's online backup, safe
 * while the shop has them open), replacing templates of other fingerprints. Written beside the final
 * folder and renamed, so a half-written template is never used.
 */
export async function saveTemplate(fingerprint: string, from: string): Promise<void> {
  const partial = path.join(ROOT, `${fingerprint}.partial-${process.pid}`);
  mkdirSync(partial, { recursive: true });
  try {
    for (const file of FILES) {
      const db = new Database(path.join(from, file), { readonly: true, fileMustExist: true });
      try {
        await db.backup(path.join(partial, file));
      } finally {
        db.close();
      }
    }
    for (const old of readdirSync(ROOT))
      if (old !== path.basename(partial)) rmSync(path.join(ROOT, old), { recursive: true, force: true });
    renameSync(partial, path.join(ROOT, fingerprint));
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}
