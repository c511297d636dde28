import { expect, test } from "@playwright/test";
import WebSocket from "ws";
import { GRILL, PUMP, t, VACUUM } from "../support/cart";
import { rawRequest } from "../support/http";

// The cart as a crawler, curl or a double click meets it: raw form posts, parallel adds, bad input, rooms.
test.describe("cart over raw HTTP", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only: runs once");

  /** A visitor: its cookies and CSRF token (from a page that is never shared), as a browser would keep them. */
  async function visitor(country = "de") {
    const page = await rawRequest(country, "/checkout/cart");
    const cookies = new Map<string, string>();
    const keep = (headers: Record<string, unknown>) => {
      for (const cookie of ([] as string[]).concat((headers["set-cookie"] as string[] | undefined) ?? [])) {
        const [pair = ""] = cookie.split(";");
        const i = pair.indexOf("=");
        cookies.set(pair.slice(0, i), pair.slice(i + 1));
      }
    };
    keep(page.headers);
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
    const header = () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    return {
      csrf,
      async post(fields: Record<string, string>) {
        const response = await rawRequest(country, "/checkout/cart", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", cookie: header() },
          body: new URLSearchParams({ csrf, ...fields }).toString(),
        });
        keep(response.headers);
        return response;
      },
      get: async (path: string) => rawRequest(country, path, { headers: { cookie: header() } }),
    };
  }

  async function skuOf(slug: string) {
    return /name="sku" value="([^"]+)"/.exec((await rawRequest("de", slug)).body)?.[1] ?? "";
  }

  test("parallel adds to one cart end in the right quantities", async () => {
    const shopper = await visitor();
    const [grill, pump] = [await skuOf(GRILL), await skuOf(PUMP)];
    expect((await shopper.post({ intent: "add", sku: grill })).status).toBe(303);
    const responses = await Promise.all([
      ...Array.from({ length: 8 }, () => shopper.post({ intent: "add", sku: grill, quantity: "1" })),
      ...Array.from({ length: 4 }, () => shopper.post({ intent: "add", sku: pump, quantity: "2" })),
    ]);
    expect(responses.map((r) => r.status)).toEqual(Array(12).fill(303));
    const page = (await shopper.get("/checkout/cart")).body;
    const quantity = (sku: string) =>
      new RegExp(`data-sku="${sku}"[\\s\\S]*?name="quantity"[^>]*value="(\\d+)"`).exec(page)?.[1];
    expect(quantity(grill)).toBe("9");
    expect(quantity(pump)).toBe("8");
  });

  test("bad input is answered with messages, never a 500", async () => {
    const shopper = await visitor();
    const vacuum = await skuOf(VACUUM);
    // SPEC §4/§5: non-numeric and negative become 1; huge is clamped to stock with the warning.
    const cases: [string, string][] = [
      ["abc", "added"],
      ["-5", "added"],
      ["99999999999999999999", "maxQuantity"],
    ];
    for (const [quantity, notice] of cases) {
      const response = await shopper.post({ intent: "add", sku: vacuum, quantity });
      expect(response.status).toBe(303);
      expect(response.headers.location).toBe(`/checkout/cart?cart_notice=${notice}`);
    }
    const full = await shopper.post({ intent: "add", sku: vacuum, quantity: "1" });
    expect(full.status).toBe(422);
    expect(full.body).toContain(t("errors.maxQuantity"));
    const unknown = await shopper.post({ intent: "add", sku: "EX99999999" });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain(t("errors.unknownProduct"));
    const invalid: Record<string, string>[] = [
      { intent: "add", sku: "<script>" },
      { intent: "remove", lineId: "forged-line-id" },
      { intent: "quantity", lineId: "../../etc", quantity: "1" },
      { intent: "coupon", code: "" },
      { intent: "explode" },
    ];
    for (const fields of invalid) {
      const response = await shopper.post(fields);
      expect(response.status, JSON.stringify(fields)).toBe(422);
      expect(response.body).toMatch(/field-error|notice--error/);
    }
    // A change without the form's token is refused.
    const forged = await rawRequest("de", "/checkout/cart", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "intent=clear",
    });
    expect(forged.status).toBe(403);
  });

  test("the room closes connections without a cart id or token and beyond 10 per cart", async () => {
    const shopper = await visitor();
    await shopper.post({ intent: "add", sku: await skuOf(PUMP) });
    const page = (await shopper.get("/checkout/cart")).body;
    const [, url, cartId, token] =
      /"room":\{"url":"([^"]+)","cartId":"([^"]+)","token":"([^"]+)"\}/.exec(page) ?? [];
    expect(url).toMatch(/^ws:\/\/de\.localhost:\d+$/);
    const socketUrl = (query: Record<string, string>) =>
      `${(url ?? "").replace("de.localhost", "127.0.0.1")}/?${new URLSearchParams(query)}`;
    const connect = (query: Record<string, string>) => {
      const socket = new WebSocket(socketUrl(query));
      return {
        socket,
        opened: new Promise<void>((resolve) => socket.once("open", () => resolve())),
        closed: new Promise<number>((resolve) => socket.once("close", (code) => resolve(code))),
      };
    };
    expect(await connect({}).closed).toBe(4400);
    expect(await connect({ cartId: cartId ?? "", token: "forged" }).closed).toBe(4401);
    const ten = Array.from({ length: 10 }, () => connect({ cartId: cartId ?? "", token: token ?? "" }));
    await Promise.all(ten.map((c) => c.opened));
    expect(await connect({ cartId: cartId ?? "", token: token ?? "" }).closed).toBe(4429);
    for (const c of ten) c.socket.close();
  });
});
