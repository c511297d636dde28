import { describe, expect, it } from "vitest";
import { createCommerce } from ".";
import { CommercetoolsCommerce, toCommerceError } from "./commercetools";

describe("createCommerce", () => {
  it("chooses commercetools when the CTP_* variables are set, and refuses an incomplete set", () => {
    const env = {
      CTP_PROJECT_KEY: "p",
      CTP_CLIENT_ID: "id",
      CTP_CLIENT_SECRET: "secret",
      CTP_AUTH_URL: "https://auth.europe-west1.gcp.commercetools.com",
      CTP_API_URL: "https://api.europe-west1.gcp.commercetools.com",
    };
    expect(createCommerce(env)).toBeInstanceOf(CommercetoolsCommerce);
    expect(() => createCommerce({ CTP_PROJECT_KEY: "p" })).toThrow(/CTP_CLIENT_ID/);
  });

  it("maps SDK errors to CommerceError with the platform's error objects", () => {
    const error = toCommerceError({
      statusCode: 409,
      body: {
        statusCode: 409,
        errors: [{ code: "ConcurrentModification", message: "x", currentVersion: 7 }],
      },
    });
    expect(error).toMatchObject({ statusCode: 409, code: "ConcurrentModification", currentVersion: 7 });
    expect(toCommerceError(new Error("socket hang up"))).toMatchObject({
      statusCode: 500,
      message: "socket hang up",
    });
  });
});
