import { afterEach, describe, expect, it, vi } from "vitest";
import { cookieSecrets, sessionSecrets, setCookieSecrets, shopCookie } from "./cookies";
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

  it("are the same for another copy of this module (the Remix build bundles its own, decision 0067)", async () => {
    setCookieSecrets(["host-secret"]);
    vi.resetModules();
    const copy = await import("./cookies");
    expect(copy.cookieSecrets()).toEqual(["host-secret"]);
    // What the build's copy writes, this copy reads (and the other way round).
    const written = await copy.shopCookie("consent", { https: false }).serialize({ v: 1, a: true, m: true });
    expect(await shopCookie("consent", { https: false }).parse(written)).toEqual({ v: 1, a: true, m: true });
    const back = await shopCookie("consent", { https: false }).serialize({ v: 1, a: false, m: true });
    expect(await copy.shopCookie("consent", { https: false }).parse(back)).toEqual({
      v: 1,
      a: false,
      m: true,
    });
  });
});
