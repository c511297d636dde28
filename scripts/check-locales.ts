/**
 * Fails (exit 1) when a language misses a key that English has, has a key English lacks, changes an
 * {{interpolation}} placeholder, or leaves a string empty; when the code names a key English lacks or
 * builds one without a declared prefix (scripts/locale-keys.ts); and when a locale has no home page
 * in cms/ (directly or through its fallback chain). Part of `npm test`.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { LANGUAGES, LOCALE_CODES, localeChain } from "../config";
import { cmsPageSchema } from "../server/cms";
import { emptyPrefixes, keyProblems } from "./locale-keys";
import { RESOURCES_FILE, renderResources } from "./locale-resources";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}

/** i18next plural keys end in a plural category; each language needs exactly its own categories. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL, "");

const placeholders = (s: string) =>
  [...s.matchAll(/{{\s*(\w+)\s*}}/g)]
    .map((m) => m[1])
    .sort()
    .join(",");
const read = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Tree;

const problems: string[] = [];
const namespaces = readdirSync("locales/en").filter((f) => f.endsWith(".json"));
for (const ns of namespaces) {
  const english = flatten(read(path.join("locales/en", ns)));
  for (const language of LANGUAGES) {
    const file = path.join("locales", language, ns);
    if (!existsSync(file)) {
      problems.push(`${file}: missing`);
      continue;
    }
    const other = flatten(read(file));
    // A plural key needs exactly the plural categories of the language (Intl.PluralRules).
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const expected = new Map<string, string>();
    for (const [key, value] of english) {
      if (!PLURAL.test(key)) expected.set(key, value);
      else for (const category of categories) expected.set(`${pluralBase(key)}_${category}`, value);
    }
    for (const [key, value] of expected) {
      const translated = other.get(key);
      if (translated === undefined) problems.push(`${file}: missing key ${key}`);
      else if (!translated.trim()) problems.push(`${file}: empty ${key}`);
      else if (placeholders(translated) !== placeholders(value))
        problems.push(`${file}: placeholders of ${key} differ`);
    }
    for (const key of other.keys()) if (!expected.has(key)) problems.push(`${file}: unknown key ${key}`);
  }
}

// Both ways: the keys the code uses (UI code and the services that name messages) exist in English.
const englishKeys = new Set<string>();
const groups = new Set<string>();
for (const ns of namespaces) {
  const tree = read(path.join("locales/en", ns));
  for (const key of Object.keys(tree)) groups.add(key);
  for (const key of flatten(tree).keys()) englishKeys.add(pluralBase(key));
}
const sources = new Map<string, string>();
const walk = (dir: string) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    // Platform code and demo data name paths, not messages.
    if (entry.isDirectory()) {
      if (!["commerce", "node_modules"].includes(entry.name)) walk(file);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      sources.set(file, readFileSync(file, "utf8"));
  }
};
for (const dir of ["app", "server", "config"]) walk(dir);
for (const { file, key, problem } of keyProblems(sources, englishKeys, groups))
  problems.push(`${file}: ${problem} ${key}`);
for (const prefix of emptyPrefixes(englishKeys))
  problems.push(`scripts/locale-keys.ts: English has no key under the declared prefix ${prefix}`);

/**
 * Blog posts and campaign landing pages exist in the languages they were written for (decision
 * 0051): a page with a BlogPost or CampaignListing block may leave locales out (they answer 404).
 */
const perLanguage = (slug: string) =>
  readdirSync(path.join("cms", slug)).some((name) =>
    /"component": "(BlogPost|CampaignListing)"/.test(readFileSync(path.join("cms", slug, name), "utf8")),
  );

// Folders starting with "_" are no pages (the block catalogue's examples, the JSON Schemas): npm run cms:check.
for (const slug of readdirSync("cms").filter((name) => !name.startsWith("_"))) {
  const optional = perLanguage(slug);
  for (const locale of LOCALE_CODES) {
    const file = localeChain(locale)
      .map((code) => path.join("cms", slug, `${code}.json`))
      .find((f) => existsSync(f));
    if (!file && optional) continue;
    if (!file) problems.push(`cms/${slug}: no content for ${locale}`);
    else if (!cmsPageSchema.safeParse(read(file)).success) problems.push(`${file}: not a valid CMS page`);
  }
}

// The bundled resources must list every translation file (a new namespace or language included).
if (!existsSync(RESOURCES_FILE) || readFileSync(RESOURCES_FILE, "utf8") !== renderResources())
  problems.push("locales/resources.ts: not what the translation files give; run npm run locales:resources");

if (problems.length > 0) {
  console.error(problems.join("\n"));
  console.error(`check-locales: ${problems.length} problem(s)`);
  process.exit(1);
}
console.info(
  `check-locales: ${LANGUAGES.length} languages × ${namespaces.length} namespace(s) complete; cms covers all ${LOCALE_CODES.length} locales`,
);
