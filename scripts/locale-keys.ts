/**
 * The other direction of check-locales: every translation key the code names literally must exist in
 * English, and every key the code builds at run time must start with a declared prefix that English
 * has. Keys are recognised by their first segment: a string literal like "errors.expired" or
 * "payment.codFee" whose first segment is a top-level group of some English namespace.
 */

/**
 * Key prefixes the code completes at run time (`t(\`payment.codRefusal.${refusal}\`)`), each with the
 * values English must hold under it. Add a prefix here when code builds a key from a value.
 */
export const DYNAMIC_KEY_PREFIXES = [
  "accountNav.", // account menu entries, by page
  "addresses.", // address book pages by role, shipping choice by type
  "coupon.state.", // SPEC §4 DiscountCodeState
  "discount.", // summary discount kinds (server/cart/summary.ts)
  "errors.", // refusals named by services (account, cart, checkout errors)
  "fields.", // address fields by name
  "filters.", // listing filter groups
  "header.clientType.", // private / company
  "heading.tags.", // a listing of one tag (server/catalog/listing-subject.ts)
  "notices.", // cart notices (server/cart CART_NOTICES)
  "payment.codRefusal.", // server/checkout/eligibility.ts CodRefusal
  "payment.kind.", // config PAYMENT_KINDS
  "progress.", // contact form steps (app/components/contact/ContactProgress.tsx)
  "productLinks.", // contact prefill modes on the product page (config CONTACT_FORM.prefills)
  "reasons.", // contact reasons (config CONTACT_REASONS)
  "subreasons.", // contact subreasons (config CONTACT_REASONS)
  "shortcuts.", // contact shortcut panels and their links (config CONTACT_FORM.shortcuts)
  "paymentError.", // SPEC §3 payment error codes
  "reviews.errors.", // review refusals (server/catalog/review-writing.ts ReviewRefusal)
  "reviews.sort.", // review sorts
  "sort.", // listing sorts (SPEC §9)
  "steps.", // checkout steps
  "tag.", // listing tags and CMS tag labels
] as const;

const PLURAL = /_(zero|one|two|few|many|other)$/;
const LITERAL = /["'`]([A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_-]+)+)["'`]/g;
const TEMPLATE = /`([A-Za-z][A-Za-z0-9_]*\.[A-Za-z0-9_.]*)\$\{/g;

export interface KeyProblem {
  file: string;
  key: string;
  problem: "missing" | "undeclared dynamic key";
}

/**
 * The problems of the keys in `sources` (file → text) against English (`english`: every key of every
 * namespace, plural suffixes removed; `groups`: the namespaces' top-level keys).
 */
export function keyProblems(
  sources: ReadonlyMap<string, string>,
  english: ReadonlySet<string>,
  groups: ReadonlySet<string>,
): KeyProblem[] {
  const problems: KeyProblem[] = [];
  const isGroup = (key: string) => groups.has(key.split(".")[0] ?? "");
  for (const [file, text] of sources) {
    for (const [, key = ""] of text.matchAll(LITERAL))
      if (isGroup(key) && !english.has(key.replace(PLURAL, "")))
        problems.push({ file, key, problem: "missing" });
    for (const [, prefix = ""] of text.matchAll(TEMPLATE)) {
      if (!isGroup(prefix)) continue;
      const declared = DYNAMIC_KEY_PREFIXES.some((p) => prefix.startsWith(p));
      if (!declared) problems.push({ file, key: `${prefix}…`, problem: "undeclared dynamic key" });
    }
  }
  return problems;
}

/** Declared prefixes English has nothing under (a renamed group leaves its prefix behind). */
export const emptyPrefixes = (english: ReadonlySet<string>) =>
  DYNAMIC_KEY_PREFIXES.filter((prefix) => ![...english].some((key) => key.startsWith(prefix)));
