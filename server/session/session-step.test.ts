import { createCookie } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { marketStep } from "../market/step";
import { contextOf, formPost } from "../pipeline/test-context";
import { flagsStep } from "../routing/flags";
import { signCookie, unsignCookie } from "./cookie-signing";
import { shopCookie } from "./cookies";
import { sessionStep } from "./index";

/** The market, session and flags steps on plain Fetch Requests (issue 18 item 1). */
describe("cookie signatures over Web Crypto", () => {
  it("sign exactly as @remix-run/node did, so cookies issued before stay valid", async () => {
    const node = createCookie("csrf", { secrets: ["s3cret"] });
    const serialized = await node.serialize("token-value");
    const value = decodeURIComponent(serialized.split(";")[0]?.split("=").slice(1).join("=") ?? "");
    expect(await signCookie(value.slice(0, value.lastIndexOf(".")), "s3cret")).toBe(value);
    expect(await unsignCookie(value, "s3cret")).toBe(value.slice(0, value.lastIndexOf(".")));
    expect(await unsignCookie(value, "other")).toBe(false);
    expect(await unsignCookie(`${value}x`, "s3cret")).toBe(false);
  });
});

describe("session step", () => {
  it("issues a signed CSRF token cookie once, Secure over HTTPS", async () => {
    const context = contextOf("https://de.localhost/");
    expect(await sessionStep(context)).toBeUndefined();
    const token = context.state.session?.csrfToken ?? "";
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [cookie = ""] = context.headers.getSetCookie();
    expect(cookie).toMatch(/^csrf=.*; HttpOnly; Secure; SameSite=Lax$/);
    const again = contextOf(
      new Request("https://de.localhost/", { headers: { cookie: cookie.split(";")[0] ?? "" } }),
    );
    await sessionStep(again);
    expect(again.state.session?.csrfToken).toBe(token);
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it("refuses a write from another site with 403 before any route runs", async () => {
    const foreign: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of foreign) {
      const response = await sessionStep(
        contextOf(formPost("http://de.localhost/api/client-type", "a=1", headers)),
      );
      expect(response?.status).toBe(403);
    }
    const own = contextOf(formPost("http://de.localhost/x", "a=1", { origin: "http://de.localhost" }));
    expect(await sessionStep(own)).toBeUndefined();
  });

  it("reads a form only with the visitor's token", async () => {
    const context = contextOf("http://de.localhost/");
    await sessionStep(context);
    const session = context.state.session;
    const token = session?.csrfToken ?? "";
    const form = await session?.readForm(formPost("http://de.localhost/x", `csrf=${token}&a=1`));
    expect(form?.get("a")).toBe("1");
    await expect(session?.readForm(formPost("http://de.localhost/x", "csrf=x&a=1"))).rejects.toMatchObject({
      status: 403,
    });
  });
});

describe("market and flags steps", () => {
  it("resolve the market from the host and store a prefix's locale in its cookie", async () => {
    const context = contextOf(new Request("http://be.localhost/nl/", { headers: { host: "be.localhost" } }));
    await marketStep(context);
    expect(context.state.market?.locale.code).toBe("nl-BE");
    const cookie = await shopCookie("locale", { https: false }).parse(
      context.headers.getSetCookie()[0] ?? "",
    );
    expect(cookie).toBe("nl-BE");
  });

  it("send contact_form to the form with a 302, keeping the flag cookies; component_cache=false is no-store", async () => {
    const context = contextOf(
      new Request("http://de.localhost/?contact_form=sales&utm_source=mail", {
        headers: { host: "de.localhost" },
      }),
    );
    await marketStep(context);
    const response = await flagsStep(context);
    expect([response?.status, response?.headers.get("location")]).toEqual([
      302,
      "/contact/step2/?reason=sales",
    ]);
    expect(response?.headers.get("cache-control")).toBe("no-store");
    expect(context.headers.getSetCookie().some((c) => c.startsWith("utm_source="))).toBe(true);
    const uncached = contextOf("http://de.localhost/?component_cache=false");
    expect(await flagsStep(uncached)).toBeUndefined();
    expect(uncached.headers.get("cache-control")).toBe("no-store");
    expect(uncached.state.flags?.componentCache).toBe(false);
  });
});
