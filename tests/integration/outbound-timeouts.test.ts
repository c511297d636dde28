/**
 * Issue 22 item 3 (decision 0058): a slow service is cut off by its timeout. Each production HTTP
 * adapter is pointed at a service on loopback that takes every request and never answers, with a
 * short timeout, and must give up within a bound and answer its port's own failure (SPEC §8: the VAT
 * check says it took too much time, an address is taken as typed, my orders says it cannot answer,
 * tracking is only logged). The timeouts' production values are config (TIMINGS, ADDRESS_VALIDATION,
 * NEWSLETTER, CONSENT); the audit of every outbound fetch is in decision 0058.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAddressValidation } from "../../server/address-validation";
import { createOutbox } from "../../server/mail";
import { newsletterPort } from "../../server/newsletter";
import { createMyOrders } from "../../server/orders/link";
import { createHttpTracking } from "../../server/tracking/http";
import { createVat } from "../../server/vat";
import { marketOf } from "../support/shop";

const TIMEOUT_MS = 150;
let hanging: Server;
let url: string;

beforeAll(async () => {
  // Reads the request and never answers: the service is there but slow beyond any timeout.
  hanging = createServer((req) => {
    req.resume();
  });
  await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
});
afterAll(async () => {
  hanging.closeAllConnections();
  await new Promise<void>((resolve) => hanging.close(() => resolve()));
});

/** The call's outcome and how long it took. */
async function timed<T>(call: () => Promise<T>): Promise<{ value?: T; error?: unknown; ms: number }> {
  const started = performance.now();
  const outcome = await call().then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return { ...outcome, ms: performance.now() - started };
}

describe("a service that does not answer is cut off by the adapter's timeout", () => {
  it("VAT: 'VAT ID validation is taking too much time' (unavailable, timed out)", async () => {
    const vat = createVat({ VAT_SERVICE_URL: url, VAT_OWN_ID: "SK2020000000" }, undefined, {
      timeoutMs: TIMEOUT_MS,
    });
    const { value, ms } = await timed(() => vat.validate({ country: "de", vatId: "DE123456789" }));
    expect(value).toMatchObject({ kind: "unavailable", timedOut: true });
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 10);
    expect(ms).toBeLessThan(10_000);
  });

  it("address validation: unavailable, so the address is taken as typed", async () => {
    const { port } = createAddressValidation(
      { ADDRESS_VALIDATION_URL: url, ADDRESS_VALIDATION_API_KEY: "key", ADDRESS_VALIDATION_COUNTRIES: "de" },
      undefined,
      { timeoutMs: TIMEOUT_MS },
    );
    const address = {
      country: "DE",
      streetName: "Hauptstraße",
      streetNumber: "1",
      postalCode: "10115",
      city: "Berlin",
    };
    const { value, ms } = await timed(() => port.validate(address));
    expect(value).toEqual({ kind: "unavailable" });
    expect(ms).toBeLessThan(10_000);
  });

  it("my orders: no link, so the page says the service cannot answer", async () => {
    const orders = createMyOrders({ MY_ORDERS_URL: url, MY_ORDERS_TOKEN: "token" }, undefined, {
      timeoutMs: TIMEOUT_MS,
    });
    const { value, ms } = await timed(() =>
      orders.linkFor({ id: "c1", email: "eva@example.com" }, marketOf("de")),
    );
    expect(value).toBeNull();
    expect(ms).toBeLessThan(10_000);
  });

  it("newsletter and tracking (marketing platform): given up, and only logged", async () => {
    const newsletter = newsletterPort(
      { MARKETING_URL: url },
      createOutbox("/nonexistent-outbox"),
      undefined,
      {
        timeoutMs: TIMEOUT_MS,
      },
    );
    const signUp = await timed(() =>
      newsletter.signUp({ email: "eva@example.com", locale: "de-DE", confirmUrl: () => "" } as never),
    );
    expect(signUp.ms).toBeLessThan(10_000);
    // The sign-up's contract is "never throws": the time-out is logged and the form goes on.
    expect(signUp.error).toBeUndefined();
    const tracking = createHttpTracking({ url, timeoutMs: TIMEOUT_MS });
    const sent = await timed(() => tracking.send({ path: "consent", body: {} }));
    expect(sent.error).toMatchObject({ name: "TimeoutError" });
    expect(sent.ms).toBeLessThan(10_000);
  });
});
