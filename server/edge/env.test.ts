import { describe, expect, it } from "vitest";
import { consentVariables, readEdgeEnv, socialVariables, widgetVariables } from "./env";

const COMPLETE = {
  CTP_PROJECT_KEY: "shop",
  CTP_CLIENT_ID: "id",
  CTP_CLIENT_SECRET: "ctp-secret-value",
  CTP_AUTH_URL: "https://auth.example.test",
  CTP_API_URL: "https://api.example.test",
  TYPESENSE_HOST: "search.example.test",
  TYPESENSE_API_KEY: "typesense-key-value",
  SESSION_SECRET: "a-session-secret-of-some-length",
  ADYEN_API_KEY: "adyen-key-value",
  ADYEN_MERCHANT_ACCOUNT: "ProEquipECOM",
  ADYEN_HMAC_KEY: "00ff",
  VAT_SERVICE_URL: "https://vat.example.test",
  VAT_OWN_ID: "SK2020000004",
  MAIL_RELAY_URL: "https://mail.example.test/send",
  CASE_MANAGEMENT_URL: "https://care.example.test/web-to-case",
  MARKETING_URL: "https://marketing.example.test",
};

describe("the worker's configuration (issue 18 item 2)", () => {
  it("reads a complete env with the Node host's defaults (Typesense over HTTPS on 443, Adyen test)", () => {
    const env = readEdgeEnv({ ...COMPLETE, ASSETS: { fetch() {} }, CART_ROOMS: {} });
    expect(env.TYPESENSE_PORT).toBe(443);
    expect(env.TYPESENSE_PROTOCOL).toBe("https");
    expect(env.ADYEN_ENVIRONMENT).toBe("test");
    expect(env.NODE_ENV).toBe("production");
  });

  it("names every missing or wrong variable, never a value", () => {
    const { SESSION_SECRET: _secret, CTP_CLIENT_SECRET: _ctp, ...rest } = COMPLETE;
    const read = () => readEdgeEnv({ ...rest, ADYEN_HMAC_KEY: "not-hex-secret", MAIL_RELAY_URL: "ftp://x" });
    expect(read).toThrow(/SESSION_SECRET/);
    expect(read).toThrow(/CTP_CLIENT_SECRET/);
    expect(read).toThrow(/ADYEN_HMAC_KEY/);
    expect(read).toThrow(/MAIL_RELAY_URL/);
    expect(read).not.toThrow(/not-hex-secret/);
  });

  it("refuses a live Adyen without its URL prefix and a client key of the other environment", () => {
    expect(() => readEdgeEnv({ ...COMPLETE, ADYEN_ENVIRONMENT: "live" })).toThrow(/ADYEN_LIVE_URL_PREFIX/);
    expect(() => readEdgeEnv({ ...COMPLETE, ADYEN_CLIENT_KEY: "live_ABCDEFGH12" })).toThrow(
      /ADYEN_CLIENT_KEY/,
    );
    expect(() =>
      readEdgeEnv({ ...COMPLETE, ADDRESS_VALIDATION_URL: "https://maps.example.test/v1:validateAddress" }),
    ).toThrow(/ADDRESS_VALIDATION_API_KEY/);
  });
});

describe("the integrations of issue 23 from the worker's bindings (decision 0074)", () => {
  const SOCIAL = {
    GOOGLE_CLIENT_ID: "shop-local",
    GOOGLE_CLIENT_SECRET: "google-secret-value",
    GOOGLE_ISSUER: "http://127.0.0.1:4100",
    AUTH_SYNC_URL: "http://127.0.0.1:4400/auth-sync",
    AUTH_SYNC_USER: "proequip-storefront",
    AUTH_SYNC_PASSWORD: "auth-sync-password",
  };

  it("hands the widgets', consent's and social sign-in's variables to the Node host's parsers as strings", () => {
    const env = readEdgeEnv({
      ...COMPLETE,
      ...SOCIAL,
      TRUST_RATING_BUSINESS_UNIT: "0123456789abcdef01234567",
      TAG_MANAGER_ID: "GTM-ABC123",
    });
    expect(socialVariables(env)).toEqual({
      ...SOCIAL,
      FACEBOOK_CLIENT_ID: undefined,
      FACEBOOK_CLIENT_SECRET: undefined,
    });
    expect(widgetVariables(env)).toEqual({
      TRUST_RATING_BUSINESS_UNIT: "0123456789abcdef01234567",
      PARCEL_TRACKING_SCRIPT_URL: undefined,
      SURVEY_MERCHANT_ID: undefined,
      HEUREKA_KEY: undefined,
    });
    expect(consentVariables(env)).toEqual({ CONSENT_MANAGER_URL: undefined, TAG_MANAGER_ID: "GTM-ABC123" });
  });

  it("names a malformed widget account, a half-configured provider and a plain-HTTP issuer elsewhere", () => {
    expect(() => readEdgeEnv({ ...COMPLETE, HEUREKA_KEY: "not-a-key" })).toThrow(/HEUREKA_KEY/);
    expect(() =>
      readEdgeEnv({ ...COMPLETE, PARCEL_TRACKING_SCRIPT_URL: "http://parcels.example/w.js" }),
    ).toThrow(/PARCEL_TRACKING_SCRIPT_URL/);
    const { GOOGLE_CLIENT_SECRET: _secret, ...half } = SOCIAL;
    expect(() => readEdgeEnv({ ...COMPLETE, ...half })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() =>
      readEdgeEnv({ ...COMPLETE, ...SOCIAL, GOOGLE_ISSUER: "http://accounts.example.com" }),
    ).toThrow(/GOOGLE_ISSUER/);
    expect(() => readEdgeEnv({ ...COMPLETE, ...SOCIAL, AUTH_SYNC_USER: undefined })).toThrow(/AUTH_SYNC_URL/);
    // The auth sync is sent the access token and a password: https, or http on this machine only.
    expect(() =>
      readEdgeEnv({ ...COMPLETE, ...SOCIAL, AUTH_SYNC_URL: "http://auth.example.com/sync" }),
    ).toThrow(/AUTH_SYNC_URL must be an https URL/);
    expect(() => readEdgeEnv({ ...COMPLETE, PRODUCT_IMAGE_HOSTS: "https://*.cdn.example" })).toThrow(
      /PRODUCT_IMAGE_HOSTS/,
    );
  });
});
