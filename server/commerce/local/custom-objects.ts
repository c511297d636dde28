/** Custom objects (commercetools' container/key documents): newsletter consents and the SEO redirect table. */
import {
  consentKey,
  NEWSLETTER_CONSENTS_CONTAINER,
  type NewsletterConsent,
  SEO_REDIRECTS_OBJECT,
  type SeoRedirect,
} from "../port";
import type { EngineContext } from "./context";
import type { Db } from "./db";

export function recordNewsletterConsent(ctx: EngineContext, { email, hash }: NewsletterConsent) {
  const now = ctx.now().toISOString();
  ctx.db
    .prepare(
      `INSERT INTO custom_objects (container, key, version, value, created_at, last_modified_at) VALUES (?, ?, 1, ?, ?, ?)
       ON CONFLICT (container, key) DO UPDATE SET version = version + 1, value = excluded.value, last_modified_at = excluded.last_modified_at`,
    )
    .run(
      NEWSLETTER_CONSENTS_CONTAINER,
      consentKey(email),
      JSON.stringify({ email, hash, consent: true, confirmedAt: now }),
      now,
      now,
    );
}

export function seoRedirects(db: Db): SeoRedirect[] {
  const row = db
    .prepare("SELECT value FROM custom_objects WHERE container = ? AND key = ?")
    .get(SEO_REDIRECTS_OBJECT.container, SEO_REDIRECTS_OBJECT.key) as { value: string } | undefined;
  return row ? (JSON.parse(row.value) as SeoRedirect[]) : [];
}
