import { useRootData } from "../../lib/root-data";
import { useWidgetScript } from "./use-widget-script";

/**
 * The parcel-tracking widget of an order (issue 23 item 7, decision 0063; SPEC §7 "parcel-tracking
 * widget with a slug", §3 the id per language): the container names the shop's id at the service,
 * the language and the order; the service's script fills it. Only when configured, consented to
 * (marketing) and where the language has an id; on the thank-you page and on a guest's order-tracking
 * answer. Not on the my-orders pages: their URL carries the customer's access token, which a
 * third-party script could read.
 */
export function ParcelTracking({ orderNumber }: { orderNumber: string }) {
  const widget = useRootData()?.widgets.parcelTracking;
  useWidgetScript(widget?.script);
  if (!widget) return null;
  return (
    <div
      className="third-party-widget parcel-tracking"
      data-testid="widget-parcel-tracking"
      data-slug={widget.id}
      data-lang={widget.language}
      data-order={orderNumber}
    />
  );
}

/** What the survey opt-in asks of an order (Google Customer Reviews' documented fields). */
export interface SurveyOrder {
  number: string;
  email: string;
  /** ISO 3166-1 alpha-2 of the delivery address. */
  country: string;
}

/**
 * The survey opt-in on the thank-you page (SPEC §7 "a survey opt-in script on demand", issue 23
 * item 7): Google Customer Reviews' platform script calls `renderOptIn`, which shows the vendor's own
 * opt-in dialog for this order. Only when configured and consented to (marketing); nothing is sent to
 * the vendor before that. The estimated delivery is the order's day plus the configured days.
 */
export function SurveyOptIn({ order }: { order: SurveyOrder }) {
  const survey = useRootData()?.widgets.survey;
  const { number, email, country } = order;
  useWidgetScript(survey?.script, () => {
    if (!survey) return;
    const delivery = new Date(Date.now() + survey.deliveryDays * 86_400_000).toISOString().slice(0, 10);
    type Gapi = { load(name: string, then: () => void): void; surveyoptin: { render(o: object): void } };
    const host = window as unknown as { renderOptIn?: () => void; gapi?: Gapi };
    host.renderOptIn = () =>
      host.gapi?.load("surveyoptin", () =>
        host.gapi?.surveyoptin.render({
          merchant_id: Number(survey.merchantId),
          order_id: number,
          email,
          delivery_country: country,
          estimated_delivery_date: delivery,
        }),
      );
  });
  return survey ? <div hidden data-testid="widget-survey" data-order={number} /> : null;
}
