import { afterEach, describe, expect, it } from "vitest";
import { cookieSecrets, sessionSecrets, setCookieSecrets } from "./cookies";
import { isSigned, signature } from "./signature";

describe("cookie secrets from the host's configuration (issue 18 item 2)", () => {
  afterEach(() => setCookieSecrets(["development-only-secret"]));

  it("reads SESSION_SECRET (comma-separated for rotation) and refuses production without one", () => {
    expect(sessionSecrets({ SESSION_SECRET: "new-secret,old-secret" })).toEqual(["new-secret", "old-secret"]);
    expect(() => sessionSecrets({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET must be set/);
    expect(sessionSecrets({ NODE_ENV: "development" })).toEqual(["development-only-secret"]);
  });

  it("signs with the secrets the host set, and still accepts what the previous secret signed", async () => {
    setCookieSecrets(["old-secret"]);
    const old = await signature("room", ["cart-1", 123]);
    setCookieSecrets(["new-secret", "old-secret"]);
    expect(cookieSecrets()).toEqual(["new-secret", "old-secret"]);
    expect(await signature("room", ["cart-1", 123])).not.toBe(old);
    expect(await isSigned("room", ["cart-1", 123], old)).toBe(true);
    setCookieSecrets(["new-secret"]);
    expect(await isSigned("room", ["cart-1", 123], old)).toBe(false);
    expect(() => setCookieSecrets([])).toThrow();
    // Web Crypto cannot sign with an empty key: refused when configured, not on the first request.
    expect(() => setCookieSecrets(["new-secret", ""])).toThrow();
  });
});
