/**
 * The third-party widgets of SPEC §7 "Script loads" (issue 23 item 7, decision 0063): the trust-rating
 * widget (in its languages, SPEC §9), the parcel-tracking widget (the language's id of the country
 * entry, SPEC §3), the survey opt-in on the thank-you page, and the Heureka widget where its country
 * switch is on (CZ, SPEC §9). Each is on only when its account is configured, and shown only to a
 * visitor who consented to marketing: they are the vendors' scripts, which set their own cookies and
 * report what the visitor sees (decision 0055's reading of "nothing that is not necessary").
 * Unconfigured, nothing of them is rendered and the CSP lists none of their hosts.
 */
import { z } from "zod";
import { isSwitchOn, type LocaleCode } from "../../config";
import { isOrderWidgetPage, parcelTrackingId, WIDGETS, type WidgetOrigins } from "../../config/widgets";
import type { ConsentChoice } from "../consent";
import type { Market } from "../market";

/** The widget accounts of the host's configuration; a widget without its account is off. */
export interface WidgetSettings {
  /** Trustpilot business unit id (TRUST_RATING_BUSINESS_UNIT). */
  trustRatingBusinessUnit?: string;
  /** The parcel-tracking service's widget script (PARCEL_TRACKING_SCRIPT_URL, https). */
  parcelTrackingScript?: string;
  /** Google Customer Reviews merchant id (SURVEY_MERCHANT_ID). */
  surveyMerchantId?: string;
  /** Heureka "Ověřeno zákazníky" public key (HEUREKA_KEY). */
  heurekaKey?: string;
}

/** The widget variables (the edge's configuration check takes them as they are, server/edge/env.ts). */
export const widgetEnv = z.object({
  TRUST_RATING_BUSINESS_UNIT: z
    .string()
    .regex(/^[a-f0-9]{24}$/)
    .optional(),
  PARCEL_TRACKING_SCRIPT_URL: z.url({ protocol: /^https$/ }).optional(),
  SURVEY_MERCHANT_ID: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
  HEUREKA_KEY: z
    .string()
    .regex(/^[A-Fa-f0-9]{32}$/)
    .optional(),
});

/** The widget settings from the host's configuration; a malformed value stops the start. */
export function widgetSettings(env: Record<string, string | undefined>): WidgetSettings {
  const parsed = widgetEnv.safeParse(env);
  if (!parsed.success)
    throw new Error(
      `Invalid widget configuration: ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`,
    );
  const data = parsed.data;
  return {
    ...(data.TRUST_RATING_BUSINESS_UNIT ? { trustRatingBusinessUnit: data.TRUST_RATING_BUSINESS_UNIT } : {}),
    ...(data.PARCEL_TRACKING_SCRIPT_URL ? { parcelTrackingScript: data.PARCEL_TRACKING_SCRIPT_URL } : {}),
    ...(data.SURVEY_MERCHANT_ID ? { surveyMerchantId: data.SURVEY_MERCHANT_ID } : {}),
    ...(data.HEUREKA_KEY ? { heurekaKey: data.HEUREKA_KEY } : {}),
  };
}

export type WidgetSources = { script: string; frame: string; img: string; connect: string };

/**
 * The CSP sources of exactly the configured widgets a page shows, as strings to append ("" when
 * none): the footer's (trust rating, Heureka) on every page; the survey opt-in's and the parcel
 * tracking's only on the pages that show them (`orderPage`: the thank-you page and a guest's order
 * tracking, decision 0066), so no other page lets their scripts in.
 */
export function widgetSources(settings: WidgetSettings, { orderPage = false } = {}): WidgetSources {
  const lists: WidgetOrigins[] = [
    ...(settings.trustRatingBusinessUnit ? [WIDGETS.trustRating.origins] : []),
    ...(orderPage && settings.surveyMerchantId ? [WIDGETS.survey.origins] : []),
    ...(settings.heurekaKey ? [WIDGETS.heureka.origins] : []),
    ...(orderPage && settings.parcelTrackingScript
      ? [{ script: [new URL(settings.parcelTrackingScript).origin], frame: [], img: [], connect: [] }]
      : []),
  ];
  const join = (key: keyof WidgetOrigins) =>
    [...new Set(lists.flatMap((list) => list[key]))].map((o) => ` ${o}`).join("");
  return { script: join("script"), frame: join("frame"), img: join("img"), connect: join("connect") };
}

/** The widget sources of a request path's page (worked out once for both kinds of page). */
export function widgetSourcesByPath(settings: WidgetSettings): (path: string) => WidgetSources {
  const everyPage = widgetSources(settings);
  const orderPage = widgetSources(settings, { orderPage: true });
  return (path) => (isOrderWidgetPage(path) ? orderPage : everyPage);
}

/** What a page may render of the widgets for this visitor and market (the root loader's part). */
export interface WidgetView {
  trustRating?: {
    script: string;
    businessUnit: string;
    templateId: string;
    locale: string;
    service: string;
    profileUrl: string;
  };
  heureka?: { script: string; key: string; template: string; topPosition: string };
  parcelTracking?: { script: string; id: string; language: string };
  /** The survey opt-in's merchant; the thank-you page adds the order's values. */
  survey?: { script: string; merchantId: string; deliveryDays: number };
}

/** The widgets this visitor sees in this market: configured, consented to (marketing), and where SPEC puts them. */
export function widgetView(
  settings: WidgetSettings,
  market: Market,
  choice: ConsentChoice | null,
): WidgetView {
  if (!choice?.marketing) return {};
  const { language, country } = market;
  const parcelId = parcelTrackingId(market.locale.code as LocaleCode);
  return {
    ...(settings.trustRatingBusinessUnit && WIDGETS.trustRating.languages.includes(language)
      ? {
          trustRating: {
            script: WIDGETS.trustRating.script,
            businessUnit: settings.trustRatingBusinessUnit,
            templateId: WIDGETS.trustRating.templateId,
            locale: market.locale.code,
            service: WIDGETS.trustRating.service,
            profileUrl: `${WIDGETS.trustRating.profileBase}${country.domain}`,
          },
        }
      : {}),
    ...(settings.heurekaKey && isSwitchOn("heurekaWidget", country.countryCode)
      ? {
          heureka: {
            script: `${WIDGETS.heureka.script}?${new URLSearchParams({ n: "wdgt", sak: settings.heurekaKey })}`,
            key: settings.heurekaKey,
            template: WIDGETS.heureka.template,
            topPosition: WIDGETS.heureka.topPosition,
          },
        }
      : {}),
    ...(settings.parcelTrackingScript && parcelId
      ? { parcelTracking: { script: settings.parcelTrackingScript, id: parcelId, language } }
      : {}),
    ...(settings.surveyMerchantId
      ? {
          survey: {
            script: WIDGETS.survey.script,
            merchantId: settings.surveyMerchantId,
            deliveryDays: WIDGETS.survey.deliveryDays,
          },
        }
      : {}),
  };
}
