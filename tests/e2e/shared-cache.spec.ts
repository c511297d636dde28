import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";
import { signedUpShopper, uniqueEmail } from "../support/buyers";
import { CachingProxy } from "../support/caching-proxy";
import { GRILL, PUMP } from "../support/cart";

// Issue 20 item 5 (decision 0047): visitors behind a shared cache, as a CDN puts them, over raw HTTP.
test.describe("visitors behind a shared cache", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only: runs once");

  const proxy = new CachingProxy({ host: "127.0.0.1", port: E2E_PORT });
  let port = 0;
  test.beforeAll(async () => {
    port = await proxy.start();
  });
  test.afterAll(() => proxy.stop());

  interface Answer {
    status: number;
    headers: IncomingHttpHeaders;
    body: string;
  }

  /** A browser without JavaScript behind the cache: its own cookies, the Origin it sends with posts. */
  function visitor(country = "de", cookies = new Map<string, string>()) {
    const host = `${country}.localhost:${port}`;
    const send = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
      new Promise<Answer>((resolve, reject) => {
        const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
        const req = httpRequest(
          {
            host: "127.0.0.1",
            port,
            method,
            path,
            headers: { host, ...(cookie ? { cookie } : {}), ...headers },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () => {
              for (const header of res.headers["set-cookie"] ?? []) {
                const [pair = ""] = header.split(";");
                cookies.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
              }
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks).toString(),
              });
            });
          },
        );
        req.on("error", reject);
        req.end(body);
      });
    return {
      cookies,
      get: (path: string, headers: Record<string, string> = {}) => send("GET", path, headers),
      /**
       * A form post as a browser sends it from the shop's own page (Origin, Sec-Fetch-Site), or as
       * curl does (`browser: false`, neither header).
       */
      post: (path: string, fields: Record<string, string>, { browser = true, headers = {} } = {}) =>
        send(
          "POST",
          path,
          {
            "content-type": "application/x-www-form-urlencoded",
            ...(browser ? { origin: `http://${host}`, "sec-fetch-site": "same-origin" } : {}),
            ...headers,
          },
          new URLSearchParams(fields).toString(),
        ),
    };
  }

  const tokenOf = (html: string) => /name="csrf" value="([^"]*)"/.exec(html)?.[1];
  const badgeOf = (html: string) => /data-testid="cart-count"[^>]*>(\d+)</.exec(html)?.[1];
  const skuOf = (html: string) => /name="sku" value="([^"]+)"/.exec(html)?.[1] ?? "";
  const amountOf = (html: string) => /class="product__amount[^"]*">([^<]+)</.exec(html)?.[1];
  const nonces = (answer: Answer) => ({
    header: /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1],
    page: /<script nonce="([^"]+)"/.exec(answer.body)?.[1],
  });

  test("home, category, product and content pages are kept and served to everyone without a token or a cookie", async () => {
    for (const path of ["/", "/werkstatt/", GRILL, "/faq/"]) {
      const first = await visitor().get(path);
      const second = await visitor().get(path);
      expect([first.status, second.status], path).toEqual([200, 200]);
      expect(first.headers["cache-control"], path).toBe(
        "public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400",
      );
      expect(String(first.headers.vary), path).toMatch(/Cookie/);
      expect(first.headers["set-cookie"], path).toBeUndefined();
      expect([first.headers["x-cache"], second.headers["x-cache"]], path).toEqual(["MISS stored", "HIT"]);
      expect(second.body, path).toBe(first.body);
      expect(tokenOf(first.body) ?? "", path).toBe("");
    }
  });

  test("a shared page that sets a cookie (a campaign link's utm_source) is never stored, so no visitor gets another's cookie", async () => {
    // The test cache stores a public page even when it sets a cookie, as some CDNs do: only the
    // shop's own headers keep this page, and its cookie, to the one visitor who asked.
    const path = "/werkstatt/?utm_source=newsletter-2026";
    const first = await visitor().get(path);
    expect(first.status).toBe(200);
    expect(String(first.headers["set-cookie"])).toMatch(/^utm_source=\w/);
    expect(first.headers["cache-control"]).toMatch(/private/);
    const second = await visitor().get(path);
    expect([first.headers["x-cache"], second.headers["x-cache"]]).toEqual([
      expect.not.stringMatching(/stored|HIT/),
      expect.not.stringMatching(/HIT/),
    ]);
  });

  test("two visitors add to their carts without JavaScript through the cache, each into their own", async () => {
    const [anna, ben] = [visitor(), visitor()];
    const grill = skuOf((await anna.get(GRILL)).body);
    const pump = skuOf((await ben.get(PUMP)).body);
    const annaAdds = await anna.post("/checkout/cart", {
      csrf: "",
      intent: "add",
      sku: grill,
      quantity: "2",
    });
    const benAdds = await ben.post("/checkout/cart", { csrf: "", intent: "add", sku: pump, quantity: "3" });
    expect([annaAdds.status, benAdds.status]).toEqual([303, 303]);
    expect([annaAdds.headers["x-cache"], benAdds.headers["x-cache"]]).toEqual(["PASS", "PASS"]);
    expect(anna.cookies.get("cart")).not.toBe(ben.cookies.get("cart"));

    // Now each has cookies: the same product page is their own, private, with their own token and badge.
    const [annaPage, benPage] = [await anna.get(GRILL), await ben.get(GRILL)];
    for (const page of [annaPage, benPage]) {
      expect(page.headers["cache-control"]).toBe("private, no-cache");
      expect(page.headers["x-cache"]).toBe("MISS");
    }
    const [annaToken, benToken] = [tokenOf(annaPage.body), tokenOf(benPage.body)];
    expect(annaToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(benToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(annaToken).not.toBe(benToken);
    expect([badgeOf(annaPage.body), badgeOf(benPage.body)]).toEqual(["2", "3"]);
    const annaCart = (await anna.get("/checkout/cart")).body;
    const benCart = (await ben.get("/checkout/cart")).body;
    expect(annaCart).toContain(`data-sku="${grill}"`);
    expect(annaCart).not.toContain(`data-sku="${pump}"`);
    expect(benCart).toContain(`data-sku="${pump}"`);
    expect(benCart).not.toContain(`data-sku="${grill}"`);

    // Another's token is refused; none, from a shared page still open in a second tab, is taken with
    // the browser's proof as before the first post (decision 0047).
    expect(
      (await anna.post("/checkout/cart", { csrf: benToken ?? "", intent: "add", sku: grill })).status,
    ).toBe(403);
    expect((await anna.post("/checkout/cart", { csrf: "", intent: "add", sku: grill })).status).toBe(303);
    expect(
      (await anna.post("/checkout/cart", { csrf: annaToken ?? "", intent: "add", sku: grill })).status,
    ).toBe(303);

    // The shared copy never took in either visitor's token or cart.
    const stranger = await visitor().get(GRILL);
    expect(stranger.headers["x-cache"]).toBe("HIT");
    expect([tokenOf(stranger.body), badgeOf(stranger.body)]).toEqual(["", "0"]);
  });

  test("a post from a shared page that no browser header vouches for is refused, and the reload can post", async () => {
    const curl = visitor();
    const sku = skuOf((await curl.get(PUMP)).body);
    const refused = await curl.post("/checkout/cart", { csrf: "", intent: "add", sku }, { browser: false });
    expect(refused.status).toBe(403);
    const crossSite = await visitor().post(
      "/checkout/cart",
      { csrf: "", intent: "add", sku },
      {
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      },
    );
    expect(crossSite.status).toBe(403);
    // The refusal gave the visitor a token: its next page is private and carries it.
    const reloaded = await curl.get(PUMP);
    expect(reloaded.headers["cache-control"]).toBe("private, no-cache");
    const token = tokenOf(reloaded.body) ?? "";
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(
      (await curl.post("/checkout/cart", { csrf: token, intent: "add", sku }, { browser: false })).status,
    ).toBe(303);
  });

  test("a company buyer's and a signed-in customer's pages are never stored", async () => {
    const company = visitor();
    const switched = await company.post("/api/client-type", {
      csrf: "",
      clientType: "company",
      redirectTo: GRILL,
    });
    expect(switched.status).toBe(303);
    const net = await company.get(GRILL);
    expect(net.headers["cache-control"]).toBe("private, no-cache");
    const email = uniqueEmail("shared-cache");
    const customer = await signedUpShopper("de", { buys: false, email });
    const signedIn = visitor("de", new Map(customer.cookiesFor("").map((c) => [c.name, c.value])));
    expect(signedIn.cookies.has("auth")).toBe(true);
    const own = await signedIn.get(GRILL);
    expect(own.headers["cache-control"]).toBe("private, no-cache");
    expect(own.body).toContain(email);
    for (const page of [net, own]) expect(page.headers["x-cache"]).toBe("MISS");
    expect(proxy.log.filter((entry) => entry.path === GRILL && entry.cache === "MISS stored")).toHaveLength(
      1,
    );

    // Everyone else still gets the gross price and nobody's account from the shared copy.
    const anonymous = await visitor().get(GRILL);
    expect(anonymous.headers["x-cache"]).toBe("HIT");
    expect(amountOf(anonymous.body)).not.toBe(amountOf(net.body));
    expect(anonymous.body).not.toContain(email);
  });

  test("repeat views are answered with 304: by the cache, by the shop when the cache asks, for data requests too", async () => {
    const first = await visitor().get("/");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await visitor().get("/", { "if-none-match": etag });
    expect([again.status, again.headers["x-cache"], again.body]).toEqual([304, "HIT", ""]);

    // The copy goes stale: the cache asks the shop, which answers 304, and the page stays whole, its
    // scripts' nonce still the one its stored Content-Security-Policy names.
    proxy.expireAll();
    const revalidated = await visitor().get("/");
    expect([revalidated.status, revalidated.headers["x-cache"]]).toEqual([200, "REVALIDATED"]);
    expect(revalidated.body).toBe(first.body);
    expect(nonces(revalidated).page).toBeDefined();
    expect(nonces(revalidated).header).toBe(nonces(revalidated).page);

    // Remix's data requests: an ETag and a 304, from the cache and (private ones) from the shop.
    const category = "/werkstatt/?_data=routes%2F%24";
    const data = await visitor().get(category);
    expect(data.headers["content-type"]).toMatch(/application\/json/);
    expect(data.headers["cache-control"]).toMatch(/^public/);
    const dataAgain = await visitor().get(category, { "if-none-match": String(data.headers.etag) });
    expect([dataAgain.status, dataAgain.headers["x-cache"]]).toEqual([304, "HIT"]);
    // A company buyer's category page is theirs (private), and their repeat view a 304 too. (A visitor
    // with a cart gets a fresh room token in every page, so their pages rarely repeat exactly.)
    const shopper = visitor();
    const switched = await shopper.post("/api/client-type", {
      csrf: "",
      clientType: "company",
      redirectTo: "/",
    });
    expect(switched.status).toBe(303);
    const own = await shopper.get("/werkstatt/");
    expect(own.headers["cache-control"]).toBe("private, no-cache");
    expect(own.headers.etag).toMatch(/^W\/"/);
    const ownAgain = await shopper.get("/werkstatt/", { "if-none-match": String(own.headers.etag) });
    expect([ownAgain.status, ownAgain.headers["x-cache"]]).toEqual([304, "MISS"]);
    expect(ownAgain.headers["content-security-policy"]).toBeUndefined();
  });
});
