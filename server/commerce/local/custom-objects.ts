/** Custom objects (commercetools' container/key documents): newsletter consents and the SEO redirect table. */
import type { CustomObject } from "@commercetools/platform-sdk";
import { concurrentModification } from "../errors";
import {
  consentKey,
  NEWSLETTER_CONSENTS_CONTAINER,
  type NewsletterConsent,
  SEO_REDIRECTS_OBJECT,
  type SeoRedirect,
} from "../port";
import type { EngineContext } from "./context";
import type { Db } from "./db";

export async function recordNewsletterConsent(ctx: EngineContext, { email, hash }: NewsletterConsent) {
  const key = await consentKey(email);
  const now = ctx.now().toISOString();
  upsertCustomObject(ctx, {
    container: NEWSLETTER_CONSENTS_CONTAINER,
    key,
    value: { email, hash, consent: true, confirmedAt: now },
  });
}

interface CustomObjectRow {
  container: string;
  key: string;
  version: number;
  value: string;
  created_at: string;
  last_modified_at: string;
}

/** The platform's CustomObject of a row; its id is the container and key, which identify it here. */
const customObjectOf = (row: CustomObjectRow): CustomObject => ({
  id: `${row.container}/${row.key}`,
  version: row.version,
  container: row.container,
  key: row.key,
  value: JSON.parse(row.value),
  createdAt: row.created_at,
  lastModifiedAt: row.last_modified_at,
});

/** GET /custom-objects/{container}/{key}. */
export function customObject(db: Db, container: string, key: string): CustomObject | undefined {
  const row = db
    .prepare("SELECT * FROM custom_objects WHERE container = ? AND key = ?")
    .get(container, key) as CustomObjectRow | undefined;
  return row ? customObjectOf(row) : undefined;
}

/**
 * POST /custom-objects: creates the object or replaces its value (commercetools' upsert). With a
 * version, the stored object must have it (0 means "must not exist yet"), as on the platform.
 */
export function upsertCustomObject(
  ctx: EngineContext,
  draft: { container: string; key: string; value: unknown; version?: number },
): CustomObject {
  return ctx.db.transaction(() => {
    const current = customObject(ctx.db, draft.container, draft.key);
    const expected = draft.version;
    if (expected !== undefined && (current?.version ?? 0) !== expected)
      throw concurrentModification(`${draft.container}/${draft.key}`, expected, current?.version ?? 0);
    const now = ctx.now().toISOString();
    ctx.db
      .prepare(
        `INSERT INTO custom_objects (container, key, version, value, created_at, last_modified_at) VALUES (?, ?, 1, ?, ?, ?)
         ON CONFLICT (container, key) DO UPDATE SET version = version + 1, value = excluded.value, last_modified_at = excluded.last_modified_at`,
      )
      .run(draft.container, draft.key, JSON.stringify(draft.value), now, now);
    return customObject(ctx.db, draft.container, draft.key) as CustomObject;
  })();
}

export function seoRedirects(db: Db): SeoRedirect[] {
  const row = db
    .prepare("SELECT value FROM custom_objects WHERE container = ? AND key = ?")
    .get(SEO_REDIRECTS_OBJECT.container, SEO_REDIRECTS_OBJECT.key) as { value: string } | undefined;
  return row ? (JSON.parse(row.value) as SeoRedirect[]) : [];
}
