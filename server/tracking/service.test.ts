import { describe, expect, it } from "vitest";
import { choiceCookie } from "../consent/choice";
import { resolveMarket } from "../market";
import { shopCookie } from "../session/cookies";
import type { TrackingEvent } from "./events";
import { consent, viewItem } from "./events";
import { createTracking } from "./service";

const visit = { locale: "de-AT" as const, cookie: "0b0c7f5e-2f47-4d0b-9a3f-0d1c2e3f4a5b" };
const marketing = { analytics: false, marketing: true };

function recorder(send?: (event: TrackingEvent) => Promise<void>) {
  const sent: TrackingEvent[] = [];
  return {
    sent,
    port: { description: "test", send: send ?? (async (event: TrackingEvent) => void sent.push(event)) },
  };
}

describe("tracking service", () => {
  it("sends only with marketing consent, except the consent record itself", async () => {
    const { sent, port } = recorder();
    const tracking = createTracking(port);
    tracking.track(null, viewItem(visit, "EX100"));
    tracking.track({ analytics: true, marketing: false }, viewItem(visit, "EX100"));
    tracking.track(null, consent(visit, { necessary: true, analytics: false, marketing: false }, "banner"));
    await tracking.settled();
    expect(sent.map((e) => e.path)).toEqual(["consent"]);
    expect(sent[0]?.body).toMatchObject({ locale: "de-AT", consents: { marketing: false } });
  });

  it("sends a view of the same product once within the visit interval (SPEC §9, 15 s)", async () => {
    const { sent, port } = recorder();
    let now = 1_000_000;
    const tracking = createTracking(port, { now: () => now });
    tracking.track(marketing, viewItem(visit, "EX100"));
    await tracking.settled();
    now += 14_999;
    tracking.track(marketing, viewItem(visit, "EX100"));
    tracking.track(marketing, viewItem(visit, "EX200"));
    await tracking.settled();
    now += 15_000;
    tracking.track(marketing, viewItem(visit, "EX100"));
    await tracking.settled();
    expect(sent.map((e) => e.body.sku)).toEqual(["EX100", "EX200", "EX100"]);
  });

  it("returns at once while the service hangs, and only logs when it fails", async () => {
    const logs: string[] = [];
    let release = () => {};
    const hanging = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tracking = createTracking(
      {
        description: "slow",
        send: async (event) => {
          await hanging;
          if (event.body.sku === "EX500") throw new Error("the platform answered 500");
        },
      },
      { log: (message) => logs.push(message) },
    );
    const started = performance.now();
    tracking.track(marketing, viewItem(visit, "EX500"));
    expect(performance.now() - started).toBeLessThan(50);
    expect(logs).toEqual([]);
    release();
    await tracking.settled();
    expect(logs).toEqual(["Tracking view-item failed: the platform answered 500"]);
  });

  it("looks the customer up only with marketing consent, and sends them only then", async () => {
    const { sent, port } = recorder();
    const tracking = createTracking(port);
    const market = resolveMarket({ host: "de.localhost", pathname: "/" });
    let lookups = 0;
    const customer = async () => {
      lookups++;
      return { id: "customer-1", email: "anna@example.com" };
    };
    const requestWith = async (choice: { analytics: boolean; marketing: boolean } | null) =>
      new Request("http://de.localhost/p/x", {
        headers: choice ? { cookie: (await choiceCookie(choice, false)).split(";")[0] ?? "" } : {},
      });
    for (const choice of [null, { analytics: true, marketing: false }])
      tracking.fromRequest(await requestWith(choice), market, (v) => viewItem(v, "EX100"), customer);
    await tracking.settled();
    expect(lookups).toBe(0);
    expect(sent).toEqual([]);
    tracking.fromRequest(await requestWith(marketing), market, (v) => viewItem(v, "EX100"), customer);
    await tracking.settled();
    expect(lookups).toBe(1);
    expect(sent[0]?.body).toMatchObject({ sku: "EX100", user_id: "customer-1", email: "anna@example.com" });
  });

  it("hands every call to waitUntil, so a worker keeps it alive past the response", async () => {
    let release = () => {};
    const hanging = new Promise<void>((resolve) => {
      release = resolve;
    });
    const kept: Promise<unknown>[] = [];
    const { sent, port } = recorder(async (event) => {
      await hanging;
      sent.push(event);
    });
    const tracking = createTracking(port, { waitUntil: (promise) => void kept.push(promise) });
    tracking.track(marketing, viewItem(visit, "EX100"));
    tracking.track(null, consent(visit, { necessary: true, analytics: false, marketing: false }, "banner"));
    expect(kept).toHaveLength(2);
    expect(sent).toEqual([]);
    release();
    await Promise.all(kept);
    expect(sent.map((e) => e.path)).toEqual(["view-item", "consent"]);
  });

  it("holds the utm source before marketing consent and adds it to additional_props after (decision 0067)", async () => {
    const { sent, port } = recorder();
    const tracking = createTracking(port);
    const market = resolveMarket({ host: "de.localhost", pathname: "/" });
    const utm = (await shopCookie("utmSource", { https: false }).serialize("spring_sale")).split(";")[0];
    const requestWith = async (choice: { analytics: boolean; marketing: boolean } | null) => {
      const cookies = [utm, choice ? (await choiceCookie(choice, false)).split(";")[0] : undefined];
      return new Request("http://de.localhost/p/x", {
        headers: { cookie: cookies.filter(Boolean).join("; ") },
      });
    };
    const none = { necessary: true, analytics: false, marketing: false };
    // Before consent: the consent record of a refusal goes out, without the utm source.
    tracking.fromRequest(await requestWith(null), market, (v) => consent(v, none, "banner"));
    tracking.fromRequest(await requestWith(null), market, (v) => viewItem(v, "EX100"));
    await tracking.settled();
    expect(sent.map((e) => e.body)).toEqual([
      { locale: "de-DE", consents: none, cookie: "", additional_props: { source: "banner" } },
    ]);
    // The consent post's new choice counts: its record carries the source next to its own props.
    const all = { necessary: true, analytics: true, marketing: true };
    tracking.fromRequest(
      await requestWith(null),
      market,
      (v) => consent(v, all, "banner"),
      undefined,
      marketing,
    );
    tracking.fromRequest(await requestWith(marketing), market, (v) => viewItem(v, "EX100"));
    await tracking.settled();
    expect(sent.slice(1).map((e) => e.body.additional_props)).toEqual([
      { source: "banner", utm_source: "spring_sale" },
      { utm_source: "spring_sale" },
    ]);
  });
});
