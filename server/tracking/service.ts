/**
 * The shop's tracking (issue 23 item 2, decision 0055): events are made on the server where they
 * happen (loaders and actions), so they work without JavaScript, and handed to the port without
 * waiting: a page never waits for the tracking service, whose failures and timeouts are only logged
 * (SPEC §7 "Tracking errors are only logged", §8).
 *
 * Consent: the tracking service belongs to the marketing platform, so its calls need the visitor's
 * marketing consent. Three calls are the visitor's own requests and go out whatever the banner said:
 * `consent` (the record of the choice itself), `customer-consent` (the channels a customer set) and
 * `newsletter-doi` (a sign-up the visitor asked for).
 *
 * The visit's utm source (SPEC §2) is added to a call's `additional_props` only with marketing
 * consent; before it, it is held in its cookie (decision 0067).
 *
 * Visit interval (SPEC §9, 15 s): a view of the same product or category by the same visitor within
 * it is the same visit (a reload, a double click, Back) and is sent once.
 */
import { CONSENT, type TrackingPath } from "../../config";
import type { ConsentChoice } from "../consent/choice";
import type { Market } from "../market";
import { type TrackingEvent, type Visit, withUtmSource } from "./events";
import type { TrackingPort } from "./port";
import { visitOf } from "./visit";

const WITHOUT_CONSENT: ReadonlySet<TrackingPath> = new Set(["consent", "customer-consent", "newsletter-doi"]);
const VIEWS: Partial<Record<TrackingPath, string>> = { "view-item": "sku", "view-category": "slug" };

export interface TrackingOptions {
  now?: () => number;
  log?: (message: string) => void;
  /**
   * Keeps a call alive after the response is sent, where the runtime would otherwise drop it: a
   * worker's `waitUntil` (cloudflare:workers, the request's ExecutionContext). The Node process
   * keeps running promises anyway and passes none.
   */
  waitUntil?: (promise: Promise<unknown>) => void;
}

export function createTracking(
  port: TrackingPort,
  // console.error looked up per message: whatever the host (or a test) put there after start-up hears it.
  { now = Date.now, log = (message: string) => console.error(message), waitUntil }: TrackingOptions = {},
) {
  const lastViews = new Map<string, number>();
  const pending = new Set<Promise<void>>();

  /** Whether this view was already sent within the visit interval (and remembers it if not). */
  function repeatedView(event: TrackingEvent): boolean {
    const field = VIEWS[event.path];
    if (!field || !event.body.cookie) return false;
    const key = `${event.body.cookie}\u0000${event.path}\u0000${String(event.body[field])}`;
    const at = now();
    const last = lastViews.get(key);
    if (last !== undefined && at - last < CONSENT.visitIntervalMs) return true;
    lastViews.delete(key);
    lastViews.set(key, at);
    // The oldest views go first once the memory is full (a Map keeps insertion order).
    if (lastViews.size > CONSENT.visitMemory) lastViews.delete(lastViews.keys().next().value as string);
    return false;
  }

  /** Whether a call on this path may go out with this choice. */
  const allowed = (path: TrackingPath, choice: ConsentChoice | null) =>
    WITHOUT_CONSENT.has(path) || Boolean(choice?.marketing);

  function dispatch(work: Promise<{ choice: ConsentChoice | null; event: TrackingEvent | null }>) {
    const sending = work
      .then(({ choice, event }) => {
        if (!event || !allowed(event.path, choice) || repeatedView(event)) return;
        return port.send(event).catch((error: unknown) => {
          const timedOut = error instanceof Error && error.name === "TimeoutError";
          const why = timedOut ? "timed out" : error instanceof Error ? error.message : String(error);
          log(`Tracking ${event.path} failed: ${why}`);
        });
      })
      .catch((error: unknown) => log(`Tracking event could not be made: ${String(error)}`));
    pending.add(sending);
    waitUntil?.(sending);
    void sending.finally(() => pending.delete(sending));
  }

  return {
    allowed,
    /** Sends the event in the background when the choice allows it; returns at once. */
    track(choice: ConsentChoice | null, event: TrackingEvent | null): void {
      dispatch(Promise.resolve({ choice, event }));
    },
    /**
     * The event a request makes, in the background: the visitor's choice and tracking cookie are read
     * from the request, the customer (when `customer` is given) looked up after the page is answered
     * and only with marketing consent (without it no call that names a customer may go out), and
     * `make` builds the body (null: nothing to send). Returns at once.
     */
    fromRequest(
      request: Request,
      market: Market,
      make: (visit: Visit) => TrackingEvent | null,
      customer?: () => Promise<{ id: string; email?: string } | null>,
      /** The choice that counts instead of the request's cookie: a consent post's new one. */
      choice?: ConsentChoice,
    ): void {
      dispatch(
        visitOf(request, market, customer, (c) => Boolean(c?.marketing), choice).then(({ choice, visit }) => {
          const event = make(visit);
          // The utm source rides along once the visitor consented (decision 0067).
          return { choice, event: event && withUtmSource(event, visit) };
        }),
      );
    },
    /** Resolves when every event handed over so far is sent or given up (tests, graceful shutdown). */
    async settled(): Promise<void> {
      while (pending.size) await Promise.allSettled([...pending]);
    },
    description: port.description,
    /** The collector's newest events (its viewer, decision 0067); undefined where the port keeps none. */
    recorded: port.latest
      ? (limit: number, path?: TrackingPath) => port.latest?.(limit, path) ?? Promise.resolve([])
      : undefined,
  };
}
export type Tracking = ReturnType<typeof createTracking>;
