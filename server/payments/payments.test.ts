/** createPayments: Adyen from its variables, or the local provider where it may run. */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPayments, type LocalPayments } from ".";

const dir = mkdtempSync(path.join(os.tmpdir(), "payments-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("createPayments", () => {
  const webhook = { webhookUrl: "http://127.0.0.1:1/api/webhooks/payments" };
  const adyenEnv = { ADYEN_API_KEY: "k", ADYEN_MERCHANT_ACCOUNT: "M", ADYEN_HMAC_KEY: "0a1b" };

  it("names the missing Adyen variables", () => {
    expect(() => createPayments({ ADYEN_API_KEY: "k" }, webhook)).toThrow(
      "Incomplete Adyen configuration: set ADYEN_MERCHANT_ACCOUNT, ADYEN_HMAC_KEY",
    );
    expect(() => createPayments({ ...adyenEnv, ADYEN_ENVIRONMENT: "live" }, webhook)).toThrow(
      /ADYEN_LIVE_URL_PREFIX/,
    );
    expect(() => createPayments({ ...adyenEnv, ADYEN_ENVIRONMENT: "staging" }, webhook)).toThrow(
      /"test" or "live"/,
    );
    expect(() => createPayments({ ...adyenEnv, ADYEN_HMAC_KEY: "not hex" }, webhook)).toThrow(/hexadecimal/);
    // Another Checkout API (the local provider's) never stands in for live Adyen.
    expect(() =>
      createPayments(
        {
          ...adyenEnv,
          ADYEN_ENVIRONMENT: "live",
          ADYEN_LIVE_URL_PREFIX: "1797a841fbb37ca7-AdyenDemo",
          ADYEN_CHECKOUT_URL: "http://127.0.0.1:4400/adyen/checkout/v72",
        },
        webhook,
      ),
    ).toThrow(/test environment only/);
    const provider = createPayments(adyenEnv, webhook);
    expect([provider.name, provider.paymentInterface]).toEqual(["adyen", "adyen"]);
  });

  it("turns the Drop-in on with a client key of the same environment only (decision 0032)", () => {
    expect(createPayments(adyenEnv, webhook).dropIn).toBeNull();
    const on = createPayments({ ...adyenEnv, ADYEN_CLIENT_KEY: "test_ABCDEFGH12345678" }, webhook);
    expect(on.dropIn?.client).toEqual({ clientKey: "test_ABCDEFGH12345678", environment: "test" });
    expect(() => createPayments({ ...adyenEnv, ADYEN_CLIENT_KEY: "live_ABCDEFGH12345678" }, webhook)).toThrow(
      /live key but ADYEN_ENVIRONMENT is test/,
    );
    expect(() => createPayments({ ...adyenEnv, ADYEN_CLIENT_KEY: "AQE-secret-api-key" }, webhook)).toThrow(
      /client key of the Customer Area/,
    );
    expect(createPayments({ PAYMENTS_DB_PATH: ":memory:" }, webhook).dropIn).toBeNull();
  });

  it("refuses the local provider in production on a real commerce platform", () => {
    expect(() => createPayments({ NODE_ENV: "production", CTP_PROJECT_KEY: "shop" }, webhook)).toThrow(
      /local test provider .* refused in production/,
    );
  });

  it("runs the local provider in production on the embedded platform, with a kept HMAC key", async () => {
    const file = path.join(dir, "env", "payments.sqlite");
    const first = createPayments({ NODE_ENV: "production", PAYMENTS_DB_PATH: file }, webhook);
    expect([first.name, first.paymentInterface]).toEqual(["local", "local-payments"]);
    const keyFile = path.join(dir, "env", "payments-hmac-key");
    const key = readFileSync(keyFile, "utf8");
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const second = createPayments({ PAYMENTS_DB_PATH: file }, webhook);
    expect(readFileSync(keyFile, "utf8")).toBe(key);
    await (first as LocalPayments).close();
    await (second as LocalPayments).close();
    expect(existsSync(file)).toBe(true);
  });
});
