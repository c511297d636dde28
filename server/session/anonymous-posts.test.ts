import { describe, expect, it } from "vitest";
import { contextOf, formPost } from "../pipeline/test-context";
import { provesSameOrigin } from "./csrf";
import { sessionStep } from "./index";

/**
 * Decision 0047: an anonymous visitor's shared pages carry no CSRF token and set no cookie; its first
 * post is proved by the browser's own headers instead, and gets the token from then on.
 */
const SHOP = "http://de.localhost/checkout/cart";
const SAME_ORIGIN = { origin: "http://de.localhost", "sec-fetch-site": "same-origin" };

async function sessionOf(request: Request) {
  const context = contextOf(request);
  expect(await sessionStep(context)).toBeUndefined();
  const session = context.state.session;
  if (!session) throw new Error("no session");
  return { session, context };
}

describe("an anonymous visitor's session", () => {
  it("sets no cookie on a GET until a page reads the token, then exactly one", async () => {
    const { session, context } = await sessionOf(new Request("http://de.localhost/"));
    expect(session.anonymous).toBe(true);
    expect(context.headers.getSetCookie()).toEqual([]);
    const token = session.csrfToken;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.csrfToken).toBe(token);
    expect(context.headers.getSetCookie()).toHaveLength(1);
  });

  it("counts a visitor with a cart, a client type or a toggle as not anonymous, and issues the token", async () => {
    for (const cookie of ["cart=abc", "locale=de-DE; client_type=Y29tcGFueQ%3D%3D", "x=1;toggles=e30%3D"]) {
      const { session, context } = await sessionOf(
        new Request("http://de.localhost/", { headers: { cookie } }),
      );
      expect(session.anonymous, cookie).toBe(false);
      expect(context.headers.getSetCookie()[0], cookie).toMatch(/^csrf=/);
    }
    const { session } = await sessionOf(
      new Request("http://de.localhost/", { headers: { cookie: "locale=de-DE" } }),
    );
    expect(session.anonymous).toBe(true);
  });

  it("takes a post without token when the browser proves the same origin, and issues a token with it", async () => {
    const proofs: Record<string, string>[] = [
      SAME_ORIGIN,
      { origin: "http://de.localhost" },
      { "sec-fetch-site": "same-origin" },
    ];
    for (const headers of proofs) {
      const { session, context } = await sessionOf(formPost(SHOP, "csrf=&intent=add", headers));
      const form = await session.readForm(formPost(SHOP, "csrf=&intent=add", headers));
      expect(form.get("intent")).toBe("add");
      expect(context.headers.getSetCookie()[0]).toMatch(/^csrf=/);
    }
  });

  it("refuses a post without token and without that proof, or with a token it never had", async () => {
    const refused: [string, Record<string, string>][] = [
      ["csrf=&intent=add", {}],
      ["intent=add", { "sec-fetch-site": "same-site" }],
      ["csrf=&intent=add", { "sec-fetch-site": "same-site" }],
      ["csrf=&intent=add", { "sec-fetch-site": "none" }],
      [`csrf=${"x".repeat(43)}&intent=add`, SAME_ORIGIN],
    ];
    for (const [body, headers] of refused) {
      const { session, context } = await sessionOf(formPost(SHOP, body, headers));
      await expect(session.readForm(formPost(SHOP, body, headers)), body).rejects.toMatchObject({
        status: 403,
      });
      // The refusal carries a token: the page reloaded after it is a private one with the form's token.
      expect(context.headers.getSetCookie()[0]).toMatch(/^csrf=/);
    }
    // An opaque Origin (a sandboxed frame, a cross-origin redirect) is refused before any route runs.
    const opaque = contextOf(formPost(SHOP, "intent=add", { origin: "null" }));
    expect((await sessionStep(opaque))?.status).toBe(403);
  });

  it("takes a token-less post of a visitor who has a token only with the proof (a second tab, a page kept by Back), and a sent token must match", async () => {
    const first = await sessionOf(new Request("http://de.localhost/login"));
    const token = first.session.csrfToken;
    const cookie = (first.context.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
    const post = (body: string, proof: Record<string, string> = SAME_ORIGIN) =>
      formPost(SHOP, body, { ...proof, cookie });
    const { session } = await sessionOf(post("csrf=&intent=add"));
    expect((await session.readForm(post("csrf=&intent=add"))).get("intent")).toBe("add");
    await expect(session.readForm(post("csrf=&intent=add", {}))).rejects.toMatchObject({ status: 403 });
    await expect(
      session.readForm(post("csrf=&intent=add", { "sec-fetch-site": "same-site" })),
    ).rejects.toMatchObject({ status: 403 });
    await expect(session.readForm(post(`csrf=${"x".repeat(43)}&intent=add`))).rejects.toMatchObject({
      status: 403,
    });
    expect((await session.readForm(post(`csrf=${token}&intent=add`, {}))).get("intent")).toBe("add");
  });
});

describe("provesSameOrigin", () => {
  it("believes Sec-Fetch-Site same-origin or an Origin naming the host, nothing else", () => {
    const host = "de.localhost:3000";
    expect(provesSameOrigin({ host, fetchSite: "same-origin" })).toBe(true);
    expect(provesSameOrigin({ host, origin: "http://de.localhost:3000" })).toBe(true);
    expect(provesSameOrigin({ host, origin: "https://de.localhost:3000", fetchSite: "same-origin" })).toBe(
      true,
    );
    expect(provesSameOrigin({ host, origin: "http://de.localhost:3001", fetchSite: "same-origin" })).toBe(
      false,
    );
    expect(provesSameOrigin({ host, origin: "http://at.localhost:3000" })).toBe(false);
    expect(provesSameOrigin({ host, fetchSite: "same-site" })).toBe(false);
    expect(provesSameOrigin({ host, origin: "null" })).toBe(false);
    expect(provesSameOrigin({ host, origin: "not a url" })).toBe(false);
    expect(provesSameOrigin({ host })).toBe(false);
    expect(provesSameOrigin({ origin: "http://de.localhost:3000" })).toBe(false);
  });
});
