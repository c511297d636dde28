/**
 * Issue 23 items 2 and 9 (decisions 0055, 0067): a tracking service that never answers, or is not
 * there at all, never holds a page up (the page is answered while the call is still open; the
 * failure is only logged); and the local collector's viewer behind the operator's credentials.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rawRequest } from "../support/http";
import { type InProcessShop, startInProcessShop } from "../support/in-process-shop";
import { HttpShopper } from "../support/shopper";

/** A product page's path, from the home page. */
async function productPath(shopper: HttpShopper) {
  const home = await shopper.get("/");
  return /href="(\/[a-z0-9-]+-\d{8})"/.exec(home.body)?.[1] ?? "";
}

describe("a tracking service that is down never blocks a page", () => {
  let hanging: Server;
  const calls: { path: string; closedAt?: number }[] = [];
  let slowShop: InProcessShop;
  let deadShop: InProcessShop;

  beforeAll(async () => {
    // Takes every request and never answers: only the adapter's timeout ends the call.
    hanging = createServer((req: IncomingMessage) => {
      const call: { path: string; closedAt?: number } = { path: req.url ?? "" };
      calls.push(call);
      req.resume();
      req.socket.on("close", () => {
        call.closedAt = performance.now();
      });
    });
    await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
    const slow = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
    // A port nobody listens on (the hanging server's neighbour, closed at once): refused.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const dead = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    slowShop = await startInProcessShop({ env: { MARKETING_URL: slow } });
    deadShop = await startInProcessShop({ env: { MARKETING_URL: dead } });
  }, 180_000);
  afterAll(async () => {
    await Promise.all([slowShop?.close(), deadShop?.close()]);
    hanging?.closeAllConnections();
    await new Promise<void>((resolve) => hanging?.close(() => resolve()));
  });

  it("a service that never answers: the page is answered while the view-item call is still open", async () => {
    const shopper = new HttpShopper("sk", slowShop.port);
    const product = await productPath(shopper);
    expect((await shopper.post("/consent/", { choice: "all", returnTo: "/" })).status).toBe(303);
    const errors = vi.spyOn(console, "error");
    const page = await shopper.get(product);
    const answeredAt = performance.now();
    expect(page.status).toBe(200);
    expect(page.body).toContain('name="sku"');
    // The call was made, and was still open when the page had been answered.
    await vi.waitFor(() => expect(calls.map((c) => c.path)).toContain("/view-item"));
    const viewItem = calls.find((c) => c.path === "/view-item");
    expect(viewItem?.closedAt === undefined || viewItem.closedAt > answeredAt).toBe(true);
    // The adapter gives up after its timeout and only logs it.
    await slowShop.services.tracking.settled();
    const logged = errors.mock.calls.map((call) => call.map(String).join(" "));
    expect(logged).toContain("Tracking view-item failed: timed out");
    errors.mockRestore();
  });

  it("a service that is not there: the page answers as usual, the failure is only logged", async () => {
    const shopper = new HttpShopper("sk", deadShop.port);
    const product = await productPath(shopper);
    expect((await shopper.post("/consent/", { choice: "all", returnTo: "/" })).status).toBe(303);
    const errors = vi.spyOn(console, "error");
    const page = await shopper.get(product);
    expect(page.status).toBe(200);
    expect(page.body).toContain('name="sku"');
    await deadShop.services.tracking.settled();
    const logged = errors.mock.calls.map((call) => call.map(String).join(" "));
    expect(logged).toContain("Tracking view-item failed: fetch failed");
    errors.mockRestore();
  });
});

describe("the local collector's viewer (GET /__admin/tracking)", () => {
  const admin = { user: "operator", password: "a-long-operator-password" };
  const basic = (user: string, password: string) =>
    `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
  let shop: InProcessShop;

  beforeAll(async () => {
    shop = await startInProcessShop({ cacheAdmin: admin });
  }, 120_000);
  afterAll(() => shop?.close());

  it("401 without or with wrong credentials; with them the events, newest first, escaped, by path", async () => {
    const get = (query: string, authorization?: string) =>
      rawRequest("sk", `/__admin/tracking${query}`, {
        port: shop.port,
        headers: authorization ? { authorization } : {},
      });
    const anonymous = await get("");
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers["www-authenticate"]).toMatch(/^Basic realm=/);
    expect((await get("", basic(admin.user, "wrong-password-guess"))).status).toBe(401);

    // A customer's sign-up (sent without marketing consent: the visitor's own request), a product
    // view after consent, and an event whose body holds markup.
    const shopper = new HttpShopper("sk", shop.port);
    const product = await productPath(shopper);
    await shopper.post("/consent/", { choice: "all", returnTo: "/" });
    await shopper.get(product);
    shop.services.tracking.track(null, {
      path: "newsletter-doi",
      body: { email: "<script>alert(1)</script>@example.com", newsletterAction: "subscribe" },
    });
    await shop.services.tracking.settled();

    const all = await get("", basic(admin.user, admin.password));
    expect(all.status).toBe(200);
    expect(all.headers["cache-control"]).toBe("no-store");
    expect(all.body).not.toContain("<script>alert(1)</script>");
    expect(all.body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;@example.com");
    const order = [...all.body.matchAll(/<tr><td>\d+<\/td><td>[^<]*<\/td><td>([a-z-]+)<\/td>/g)].map(
      (m) => m[1],
    );
    expect(order[0]).toBe("newsletter-doi");
    expect(order).toContain("view-item");
    expect(order.indexOf("view-item")).toBeLessThan(order.lastIndexOf("consent"));

    const views = await get("?path=view-item", basic(admin.user, admin.password));
    expect(views.status).toBe(200);
    const paths = [...views.body.matchAll(/<tr><td>\d+<\/td><td>[^<]*<\/td><td>([a-z-]+)<\/td>/g)];
    expect(paths.map((m) => m[1])).toEqual(["view-item"]);
    expect(views.body).toContain(`&quot;sku&quot;: &quot;EX`);

    const wrong = await get("?path=nope&limit=0", basic(admin.user, admin.password));
    expect(wrong.status).toBe(400);
    expect(Object.keys(JSON.parse(wrong.body).errors).sort()).toEqual(["limit", "path"]);
  });
});
