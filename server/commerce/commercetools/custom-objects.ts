/** Custom objects: newsletter consents and the SEO redirects. */
import {
  consentKey,
  NEWSLETTER_CONSENTS_CONTAINER,
  type NewsletterConsent,
  SEO_REDIRECTS_OBJECT,
  type SeoRedirect,
} from "../port";
import { type Api, call, orNull } from "./request";

export async function recordNewsletterConsent(api: Api, { email, hash }: NewsletterConsent): Promise<void> {
  // A custom object posted without a version is created or replaced (commercetools' upsert).
  const value = { email, hash, consent: true, confirmedAt: new Date().toISOString() };
  await call(
    api
      .customObjects()
      .post({ body: { container: NEWSLETTER_CONSENTS_CONTAINER, key: await consentKey(email), value } }),
  );
}

export async function seoRedirects(api: Api): Promise<SeoRedirect[]> {
  const object = await orNull(api.customObjects().withContainerAndKey(SEO_REDIRECTS_OBJECT).get());
  return Array.isArray(object?.value) ? (object.value as SeoRedirect[]) : [];
}
