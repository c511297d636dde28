import { LOCALE_CODES } from "../locales";
import * as z from "../zod-mini";

export const origin = z.url({ protocol: /^https$/ });

export const origins = z.object({
  script: z.array(origin),
  frame: z.array(origin),
  img: z.array(origin),
  connect: z.array(origin),
});

export const widgetsSchema = z.object({
  trustRating: z.object({
    /** The rating service, named in the fallback link (the same as config/external-links.ts). */
    service: z.string().check(z.minLength(1)),
    /** The service's profile of a shop domain: this base and the domain. */
    profileBase: origin,
    /** The TrustBox bootstrap script (Trustpilot's documented embed). */
    script: origin,
    /** The "Micro Star" TrustBox template. */
    templateId: z.string().check(z.regex(/^[a-f0-9]{24}$/)),
    /** SPEC §9 "Trust-rating service languages". */
    languages: z.array(z.string().check(z.length(2))).check(z.minLength(1)),
    origins,
  }),
  survey: z.object({
    /** Google's platform script, which calls `renderOptIn` once loaded. */
    script: origin,
    /** Days from the order to its estimated delivery (the opt-in asks for a date; parcels take 2-4 days). */
    deliveryDays: z.number().check(z.int(), z.positive()),
    origins,
  }),
  heureka: z.object({
    /** The certificate widget's script; the shop's key is added as `sak`. */
    script: origin,
    /** The widget template (`showWidget`) and its top offset in pixels (`setTopPos`). */
    template: z.string().check(z.regex(/^\d+$/)),
    topPosition: z.string().check(z.regex(/^\d+$/)),
    origins,
  }),
  /** SPEC §3 "Per language: a parcel-tracking id": the widget's slug per language-and-country. */
  parcelTrackingIds: z.partialRecord(z.enum(LOCALE_CODES), z.string().check(z.regex(/^[a-z0-9-]+$/))),
});

export const WIDGETS_SCHEMA = widgetsSchema;
