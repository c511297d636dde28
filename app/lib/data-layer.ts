import type { DataLayerEvent } from "../../server/tracking/analytics-items";

/**
 * Pushes events to the tag manager's data layer as tag managers expect them: each after a
 * `{ ecommerce: null }` that clears the previous event's ecommerce object (decision 0055). Client only.
 */
export function pushDataLayer(events: readonly DataLayerEvent[]): void {
  const host = window as unknown as { dataLayer?: unknown[] };
  host.dataLayer = host.dataLayer ?? [];
  for (const event of events) host.dataLayer.push({ ecommerce: null }, event);
}
