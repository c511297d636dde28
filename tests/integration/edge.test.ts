import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUNTRIES, HTTP_LIMITS, ORDER_LOOKUP_LIMITS, ROUTES } from "../../config";
import { buildEdge, EDGE_ASSETS, EDGE_BUILD } from "../../scripts/edge/build";
import { bundleFindings, type Metafile } from "../../scripts/edge/bundle-check";
import { COMPATIBILITY_DATE, type EdgeServer, startEdgeServer } from "../../scripts/edge/miniflare";
import { PAGE_CHUNKS_PATH } from "../../server/edge/assets";
import { TRACKING_THROTTLES } from "../../server/orders";
import { unsignCookie } from "../../server/session/cookie-signing";

/**
 * Issue 18 items 1, 2 and 5: the storefront built for workerd holds nothing Node-only, and served
 * by workerd (miniflare) it answers what the Node server answers, from the same pipeline. Builds the
 * edge bundle itself (about 20 s), so it checks the sources as they are.
 *
 * The worker's services point at a closed port: these requests need none of them (a page would, and
 * the local services host serves them in `npm run start:edge`).
 */
const NOWHERE = "http://127.0.0.1:9";
const EDGE_TEST_BINDINGS: Record<string, string> = {
  CTP_PROJECT_KEY: "shop",
  CTP_CLIENT_ID: "edge-test",
  CTP_CLIENT_SECRET: "edge-test-secret",
  CTP_AUTH_URL: `${NOWHERE}/commercetools`,
  CTP_API_URL: `${NOWHERE}/commercetools`,
  TYPESENSE_HOST: "127.0.0.1",
  TYPESENSE_PORT: "9",
  TYPESENSE_PROTOCOL: "http",
  TYPESENSE_API_KEY: "edge-test-key",
  SESSION_SECRET: "edge-test-session-secret-not-for-production",
  ADYEN_API_KEY: "edge-test-adyen-key",
  ADYEN_MERCHANT_ACCOUNT: "ProEquipECOM",
  ADYEN_HMAC_KEY: "00112233445566778899aabbccddeeff",
  VAT_SERVICE_URL: `${NOWHERE}/vat`,
  VAT_OWN_ID: "SK2020000004",
  MAIL_RELAY_URL: `${NOWHERE}/mail`,
  CASE_MANAGEMENT_URL: `${NOWHERE}/case`,
  MARKETING_URL: `${NOWHERE}/marketing`,
};

let edge: EdgeServer;
let metafile: Metafile;

beforeAll(async () => {
  buildEdge();
  metafile = JSON.parse(readFileSync("build/edge/metafile.server.json", "utf8"));
  edge = await startEdgeServer({ port: 0, bindings: EDGE_TEST_BINDINGS });
}, 240_000);
afterAll(() => edge?.stop());

interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
}

/** A raw request with the given Host, as a crawler sends it (no redirects followed, no compression asked). */
function get(
  path: string,
  {
    host = "localhost",
    headers = {} as Record<string, string>,
    method = "GET",
    body = "",
    server = edge,
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      // A connection per request, as a crawler opens them (a kept-alive one may be closed after a refusal).
      {
        host: "127.0.0.1",
        port: Number(server.url.port),
        path,
        method,
        headers: { Host: host, ...headers },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const answer = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            for (const v of [value ?? []].flat()) answer.append(name, v);
          resolve({ status: res.statusCode ?? 0, headers: answer, body: Buffer.concat(chunks) });
          req.destroy();
        });
      },
    );
    req.on("error", reject);
    // A declared length over what is sent: the answer must come from the headers alone.
    if (headers["Content-Length"]) req.write(body);
    else req.end(body);
  });
}

describe("the edge bundle (issue 18 item 2)", () => {
  it("holds no better-sqlite3, ws, Express, compression or Node adapter, and imports no node:fs", () => {
    const findings = bundleFindings(metafile, EDGE_BUILD);
    expect(findings.packages).toEqual([]);
    expect(findings.modules).toEqual([]);
  });

  it("imports no Node built-in (decision 0042)", () => {
    const kept = metafile.outputs[EDGE_BUILD]?.imports.map((i) => i.path) ?? [];
    expect(kept).toContain("cloudflare:workers");
    const builtIns = kept.filter(
      (module) => !module.startsWith("cloudflare:") && !module.startsWith("build/"),
    );
    expect(builtIns).toEqual([]);
  });

  it("carries its page-kind chunks in its assets, which the worker's pages preload (decision 0077)", () => {
    const chunks = JSON.parse(readFileSync(`${EDGE_ASSETS}/${PAGE_CHUNKS_PATH}`, "utf8"));
    expect(chunks.product[0]).toMatch(/^\/build\/_shared\/ProductPage-\w+\.js$/);
    expect(chunks.category[0]).toMatch(/^\/build\/_shared\/CategoryPage-\w+\.js$/);
    for (const url of [...chunks.product, ...chunks.category])
      expect(readFileSync(`${EDGE_ASSETS}/public${url}`).length).toBeGreaterThan(0);
  });

  it("is served with the compatibility date of wrangler.toml, which routes every country domain to it", () => {
    const wrangler = readFileSync("wrangler.toml", "utf8");
    expect(wrangler).toContain(`compatibility_date = "${COMPATIBILITY_DATE}"`);
    const routes = [...wrangler.matchAll(/pattern = "([^"]+)", custom_domain = true/g)].map((m) => m[1]);
    expect(routes.sort()).toEqual(
      Object.values(COUNTRIES)
        .map((c) => c.domain)
        .sort(),
    );
  });
});

/**
 * A visitor's CSRF cookie (as the worker set it) and the token a form carries. The visitor has a
 * cart cookie: an anonymous visitor's shared page issues no token (decision 0047).
 */
async function csrfOf(host: string) {
  const answer = await get("/de/", { host, headers: { Cookie: "cart=x" } });
  const cookie =
    answer.headers
      .getSetCookie()
      .find((c) => c.startsWith("csrf="))
      ?.split(";")[0] ?? "";
  const signed = decodeURIComponent(cookie.slice("csrf=".length));
  const value = await unsignCookie(signed, EDGE_TEST_BINDINGS.SESSION_SECRET as string);
  if (value === false) throw new Error("The worker set no CSRF cookie");
  // Remix's cookie value: base64 of the JSON of the token.
  return { cookie, token: JSON.parse(Buffer.from(value, "base64").toString("utf8")) as string };
}

describe("per-visitor limits count in the Throttles Durable Objects (issue 18 item 2, decision 0041)", () => {
  it("answers order tracking 429 after the client's limit, the count held by the client's bucket object", async () => {
    const client = "203.0.113.41";
    const { cookie, token } = await csrfOf("de.localhost");
    const { max, windowMinutes } = ORDER_LOOKUP_LIMITS.trackingPerIp;
    // The action's data only (Remix's _data request): no page, which would need the services.
    const path = `${ROUTES.orderTracking}?_data=${encodeURIComponent("routes/($lang).order-tracking")}`;
    const track = (orderNumber: string, ip = client) =>
      get(path, {
        host: "de.localhost",
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Cookie: cookie,
          "CF-Connecting-IP": ip,
        },
        body: new URLSearchParams({ csrf: token, orderNumber, email: "eva@example.com" }).toString(),
      });
    // The platform is out of reach here, so each look-up answers 503; every look-up counts per client.
    for (let i = 0; i < max; i++) expect((await track(`2026${i}`)).status).toBe(503);
    const refused = await track("20269999");
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body.toString("utf8"))).toMatchObject({ retryAfterMinutes: windowMinutes });
    expect((await track("20269999", "203.0.113.42")).status).toBe(503);

    // The count is the client's Throttles object's (named by a SHA-256 of limit name and key), which
    // every isolate asks: the object itself says the client must wait.
    const name = createHash("sha256").update(`${TRACKING_THROTTLES.perClient}:${client}`).digest("hex");
    const objects = await edge.miniflare.getDurableObjectNamespace("THROTTLES");
    const bucket = objects.get(objects.idFromName(name));
    const asked = await bucket.fetch("https://throttle/", {
      method: "POST",
      body: JSON.stringify({ op: "blockedFor", max, windowMinutes, now: Date.now() }),
    });
    expect(await asked.json()).toMatchObject({ blockedFor: windowMinutes });
  }, 120_000);
});

describe("the storefront in workerd answers as the Node server does (issue 18 item 1)", () => {
  const policy = (response: Answer) => response.headers.get("content-security-policy") ?? "";

  it("answers the health check with the security headers and a fresh CSP nonce each time", async () => {
    const [first, second] = [await get("/healthz"), await get("/healthz")];
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(first.headers.get("x-frame-options")).toBe("DENY");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("strict-transport-security")).toBeNull(); // plain HTTP here
    const nonce = /'nonce-([A-Za-z0-9+/=]{24})'/;
    expect(policy(first)).toMatch(nonce);
    // The rooms are on the page's own origin (a Durable Object per cart): 'self' covers them.
    expect(policy(first)).toContain("connect-src 'self';");
    expect(policy(first).match(nonce)?.[1]).not.toBe(policy(second).match(nonce)?.[1]);
  });

  it("serves robots.txt per country domain, naming that domain's sitemap", async () => {
    const response = await get("/robots.txt", { host: "de.localhost" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const body = response.body.toString("utf8");
    expect(body).toContain("Disallow: /checkout");
    expect(body).toContain("Sitemap: http://de.localhost/sitemap.xml");
  });

  it("serves static files from its assets with the Node server's caching headers and 304s", async () => {
    const icon = await get("/favicon.ico");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toBe("image/x-icon");
    expect(icon.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(icon.body.equals(readFileSync("public/favicon.ico"))).toBe(true);
    const etag = icon.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"/);
    expect((await get("/favicon.ico", { headers: { "If-None-Match": etag } })).status).toBe(304);
    // The manifest and the CMS content are among the assets but never served as files.
    for (const path of ["/files.json", "/cms/home/de-DE.json"]) {
      const answer = await get(path);
      expect(answer.status).not.toBe(200);
      expect(answer.headers.get("content-type")).not.toContain("json");
    }
  });

  it("redirects in one hop by the routing rules, with a CSRF cookie signed with the worker's SESSION_SECRET", async () => {
    // A visitor with a cart gets its token at once (an anonymous one only on a page that needs it).
    const redirect = await get("/de/", { headers: { Cookie: "cart=x" } });
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get("location")).toBe("/");
    expect(policy(redirect)).toContain("default-src 'self'");
    const cookie = redirect.headers.getSetCookie().find((c) => c.startsWith("csrf="));
    const signed = decodeURIComponent(cookie?.split(";")[0]?.slice("csrf=".length) ?? "");
    expect(await unsignCookie(signed, EDGE_TEST_BINDINGS.SESSION_SECRET as string)).not.toBe(false);
    expect(await unsignCookie(signed, "development-only-secret")).toBe(false);
  });

  it("renders pages with React in workerd: without its services a page is the shop's error page, its scripts carrying the CSP nonce", async () => {
    const page = await get("/faq/", { headers: { "User-Agent": "curl/8.5" } });
    expect(page.status).toBe(500);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = page.body.toString("utf8");
    expect(html).toMatch(/^<!DOCTYPE html><html lang="sk"/);
    const nonce = /'nonce-([^']+)'/.exec(policy(page))?.[1];
    expect(html).toContain(`nonce="${nonce}"`);
  });

  it("refuses a cross-site form post before any page runs", async () => {
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    const crossSite = await get("/login", {
      method: "POST",
      headers: { ...form, Origin: "https://evil.example" },
      body: "email=a%40b.sk",
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.toString("utf8")).toContain("cross-site request");
  });

  it("refuses a body over the form limit", async () => {
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    const tooLarge = await get("/login", {
      method: "POST",
      headers: { ...form, "Content-Length": String(HTTP_LIMITS.formBodyBytes + 1) },
      body: "email=",
    });
    expect(tooLarge.status).toBe(413);
  });
});

describe("the worker's CSP names the configured image hosts, as the Node server's does (decision 0073)", () => {
  let imaged: EdgeServer | undefined;
  beforeAll(async () => {
    imaged = await startEdgeServer({
      port: 0,
      bindings: {
        ...EDGE_TEST_BINDINGS,
        IMAGE_BASE_URL: "https://cdn.example.net/shop/images/",
        PRODUCT_IMAGE_HOSTS: "https://images.cdn.europe-west1.gcp.commercetools.com",
      },
    });
  }, 120_000);
  afterAll(() => imaged?.stop());
  const imgSrc = (answer: Answer) =>
    (answer.headers.get("content-security-policy") ?? "").split("; ").find((d) => d.startsWith("img-src ")) ??
    "";

  it("adds exactly IMAGE_BASE_URL's and PRODUCT_IMAGE_HOSTS' origins to img-src, and nothing without them", async () => {
    expect(imgSrc(await get("/healthz", { server: imaged }))).toBe(
      "img-src 'self' data: https://cdn.example.net https://images.cdn.europe-west1.gcp.commercetools.com",
    );
    expect(imgSrc(await get("/healthz"))).toBe("img-src 'self' data:");
  });
});
