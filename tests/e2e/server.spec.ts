import { expect, test } from "@playwright/test";
import { rawRequest } from "../support/http";
import { cmsPage } from "../support/markets";

// HTTP-level checks need no page, so they run once (in the JavaScript project).
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP checks run once");

test("GET /healthz answers ok", async () => {
  const response = await rawRequest("sk", "/healthz");
  expect(response.status).toBe(200);
  expect(JSON.parse(response.body)).toEqual({ status: "ok" });
});

test("pages carry the security headers and a per-request CSP nonce", async () => {
  const first = await rawRequest("de", "/");
  const second = await rawRequest("de", "/");
  expect(first.headers["x-content-type-options"]).toBe("nosniff");
  expect(first.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(first.headers["permissions-policy"]).toContain("camera=()");
  expect(first.headers["x-powered-by"]).toBeUndefined();
  expect(first.headers["strict-transport-security"]).toBeUndefined(); // plain HTTP here
  const nonce = /'nonce-([^']+)'/.exec(String(first.headers["content-security-policy"]))?.[1];
  expect(nonce).toBeTruthy();
  expect(String(second.headers["content-security-policy"])).not.toContain(`'nonce-${nonce}'`);
  const scripts = [...first.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${String(nonce)}"`);
});

test("HTML is compressed and build assets are cached for a year", async () => {
  const page = await rawRequest("sk", "/", { headers: { "accept-encoding": "gzip" } });
  expect(page.headers["content-encoding"]).toBe("gzip");
  const asset = /href="(\/build\/[^"]+\.css)"/.exec(page.body)?.[1] ?? "";
  expect(asset).toMatch(/^\/build\//);
  const css = await rawRequest("sk", asset);
  expect(css.status).toBe(200);
  expect(css.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("favicon and robots.txt are files, not pages", async () => {
  const favicon = await rawRequest("sk", "/favicon.ico");
  expect(favicon.status).toBe(200);
  expect(favicon.headers["content-type"]).toMatch(/icon/);
  const robots = await rawRequest("sk", "/robots.txt");
  expect(robots.body).toContain("User-agent: *");
});

test("a language prefix stores the locale cookie; unprefixed URLs then carry the cookie's language", async () => {
  const prefixed = await rawRequest("be", "/nl/");
  expect(prefixed.status).toBe(200);
  const cookie = (prefixed.headers["set-cookie"] ?? []).find((c) => c.startsWith("locale="));
  expect(cookie).toMatch(/Max-Age=31536000/);
  expect(cookie).toMatch(/SameSite=Lax/);
  const jar = { cookie: (cookie ?? "").split(";")[0] ?? "" };
  // Guard 8: the prefix is added from the cookie, so each URL has one language.
  const unprefixed = await rawRequest("be", "/search?q=boor", { headers: jar });
  expect([unprefixed.status, unprefixed.headers.location]).toEqual([308, "/nl/search?q=boor"]);
  // Going back to the default language stores it and lands unprefixed.
  const back = await rawRequest("be", "/fr/", { headers: jar });
  expect([back.status, back.headers.location]).toEqual([308, "/"]);
  expect(String(back.headers["set-cookie"])).toContain("locale=");
  // A locale of another country is ignored.
  const foreign = await rawRequest("de", "/", { headers: jar });
  expect(foreign.status).toBe(200);
  expect(foreign.body).toContain('<html lang="de-DE"');
});

test("pages are valid UTF-8 without zero bytes, whatever the script", async () => {
  // A German query whose "ä" met React's 2,048-byte buffer boundary, and pages in Greek and Bulgarian.
  const pages: [string, string][] = [
    ["de", "/search?q=Schwei%C3%9Fger%C3%A4t&brand=Saxby"],
    ["gr", "/"],
    ["gr", "/search?tags=on-sale"],
    ["bg", "/search?tags=bestseller"],
  ];
  for (const [country, path] of pages) {
    const response = await rawRequest(country, path, {
      headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36" },
    });
    expect(response.status, path).toBe(200);
    expect(response.bytes.includes(0), `${country}${path} holds a zero byte`).toBe(false);
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(response.bytes)).not.toThrow();
  }
});

test("hostile or malformed URLs get 4xx or a normal page, never a 500", async () => {
  // 308: the listing query is normalised first (guard 9); the target is then a normal page.
  const cases: [string, number][] = [
    ["/search?q=%3Cscript%3Ealert%281%29%3C%2Fscript%3E", 200],
    ["/search?q=%3Cscript%3Ealert(1)%3C/script%3E", 308],
    ["/%ff", 400],
    ["/search?q=%ff", 308],
    ["/api/quick-search?q=%ff%fe", 200],
    ["/search?page=-1&hitsPerPage=1e9&priceMin=NaN&sort=x", 308],
    ["/search?brand=%60%60&tags=campaign:%3Cb%3E", 308],
    // Routing rules answer before the page lookup: a native prefix outside LT, a foreign language.
    ["/p/x", 301],
    ["/nl/x/y/z", 308],
    ["/x/", 404],
    ["/images/products/..%2f..%2fetc/1.svg", 404],
  ];
  for (const [path, status] of cases) {
    const response = await rawRequest("de", path);
    expect(response.status, path).toBe(status);
    expect(response.body, path).not.toContain("<script>alert(1)</script>");
    if (status === 308 && path.startsWith("/search")) {
      const target = await rawRequest("de", String(response.headers.location));
      expect(target.status, `${path} → ${response.headers.location}`).toBe(200);
      expect(target.body).not.toContain("<script>alert(1)</script>");
    }
  }
  // A Host header that is no host (the HTTP parser lets these through) is refused on every page kind.
  for (const host of ["a b", "[::1"])
    for (const path of ["/", "/search?q=x", "/robots.txt", "/sitemap.xml"])
      expect((await rawRequest("de", path, { headers: { host } })).status, `${host} ${path}`).toBe(400);
  const post = await rawRequest("de", "/", { method: "POST" });
  expect(post.status).toBe(405);
});

test.describe("CSRF protection of form posts", () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const formHeaders = (cookie = "") => ({
    "content-type": "application/x-www-form-urlencoded",
    ...(cookie ? { cookie } : {}),
  });

  /** A visitor's csrf cookie and the token its pages carry (a shared page has none: decision 0047). */
  async function visitor() {
    const page = await rawRequest("de", "/login");
    const cookie = String(page.headers["set-cookie"]?.find((c) => c.startsWith("csrf="))).split(";")[0] ?? "";
    const token = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
    return { cookie, token };
  }

  test("a post with the visitor's token is answered with 303 back to its page", async () => {
    const { cookie, token } = await visitor();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const response = await rawRequest("de", "/api/client-type", {
      method: "POST",
      headers: formHeaders(cookie),
      body: form({ csrf: token, clientType: "company", redirectTo: "/search?q=Grill" }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe("/search?q=Grill");
    const stored = /client_type=([^;]+)/.exec(String(response.headers["set-cookie"]))?.[1] ?? "";
    // Remix stores cookie values as base64 JSON.
    expect(JSON.parse(Buffer.from(decodeURIComponent(stored), "base64").toString("utf8"))).toBe("company");
  });

  test("posts without the token, with another visitor's token or from another site are refused", async () => {
    const mine = await visitor();
    const other = await visitor();
    const post = (cookie: string, token: string | undefined, headers: Record<string, string> = {}) =>
      rawRequest("de", "/api/client-type", {
        method: "POST",
        headers: { ...formHeaders(cookie), ...headers },
        body: form({ ...(token ? { csrf: token } : {}), clientType: "company" }),
      });
    expect((await post(mine.cookie, undefined)).status).toBe(403);
    expect((await post("", mine.token)).status).toBe(403);
    expect((await post(mine.cookie, other.token)).status).toBe(403);
    expect((await post(mine.cookie, mine.token, { origin: "https://evil.example" })).status).toBe(403);
    expect((await post(mine.cookie, mine.token, { "sec-fetch-site": "cross-site" })).status).toBe(403);
  });

  test("a page under another market's language prefix is a 404 for a GET and for a valid post alike", async () => {
    const { cookie, token } = await visitor();
    const pages = ["/login", "/create-account", "/log-out", "/checkout/cart", "/password-reset"];
    const post = (country: string, path: string) =>
      rawRequest(country, path, {
        method: "POST",
        headers: formHeaders(cookie),
        body: form({ csrf: token, email: "kunde@example.de", password: "falsch-falsch" }),
      });
    for (const path of pages) {
      // The shop's own prefix answers (a page, a field error or a redirect), so a 404 below is the guard.
      expect((await post("de", path)).status, `de POST ${path}`).not.toBe(404);
      expect((await rawRequest("de", `/werkstatt${path}/`)).status, `de GET /werkstatt${path}/`).toBe(404);
      expect((await post("de", `/werkstatt${path}`)).status, `de POST /werkstatt${path}`).toBe(404);
      // Belgium speaks French and Dutch; German is no language of its shop.
      expect((await post("be", `/de${path}`)).status, `be POST /de${path}`).toBe(404);
    }
    expect((await rawRequest("de", "/werkstatt/my-account/my-profile/")).status).toBe(404);
    // It is the shop's own 404 page, with its header and the not-found content, not a bare error.
    const notFound = await rawRequest("de", "/werkstatt/login/");
    const heading = cmsPage("not-found", "de-DE").blocks[0]?.heading ?? "";
    expect(heading).not.toBe("");
    expect(notFound.body).toContain(heading);
    expect(notFound.body).toContain('name="csrf"');
  });

  test("redirect targets stay on the shop's host and bad input is a 400", async () => {
    const { cookie, token } = await visitor();
    const post = (fields: Record<string, string>) =>
      rawRequest("de", "/api/client-type", {
        method: "POST",
        headers: formHeaders(cookie),
        body: form({ csrf: token, ...fields }),
      });
    for (const target of ["https://evil.example/", "//evil.example/x", "/\\evil.example"]) {
      const response = await post({ clientType: "private", redirectTo: target });
      expect(response.status).toBe(303);
      expect(response.headers.location).toBe("/");
    }
    const invalid = await post({ clientType: "reseller" });
    expect(invalid.status).toBe(400);
    expect(JSON.parse(invalid.body).fieldErrors.clientType).toBeDefined();
    const notAForm = await rawRequest("de", "/api/client-type", {
      method: "POST",
      headers: { "content-type": "text/plain", cookie },
      body: "hello",
    });
    expect(notAForm.status).toBe(400);
  });
});

test.describe("what a request may be (methods, proxy headers, body size, form fields, slow clients)", () => {
  const formHeaders = (cookie: string) => ({ "content-type": "application/x-www-form-urlencoded", cookie });
  async function visitor(path = "/login") {
    const page = await rawRequest("de", path);
    const cookie = String(page.headers["set-cookie"]?.find((c) => c.startsWith("csrf="))).split(";")[0] ?? "";
    const token = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
    return { cookie, token };
  }

  test("methods the shop does not answer are 405 with Allow, not a 500", async () => {
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const response = await rawRequest("de", "/", { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD, POST");
    }
  });

  test("X-Forwarded-* from a client are ignored: no port of theirs in links, no 500", async () => {
    for (const forwarded of ["a:99999", "evil.example:4444", "a b"]) {
      const response = await rawRequest("de", "/", {
        headers: { "x-forwarded-host": forwarded, "x-forwarded-proto": "https" },
      });
      expect(response.status, forwarded).toBe(200);
      expect(response.body).not.toContain("4444");
      expect(response.body).not.toContain("evil.example");
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    }
  });

  test("a body over the limit is 413 before it is read, one without a length 411", async () => {
    const { cookie } = await visitor("/checkout/cart");
    // 200 MB declared, nothing sent: the answer comes at once, from the headers alone.
    const huge = await rawRequest("de", "/checkout/cart", {
      method: "POST",
      headers: { ...formHeaders(cookie), "content-length": String(200 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
    const over = await rawRequest("de", "/checkout/cart", {
      method: "POST",
      headers: formHeaders(cookie),
      body: `intent=add&sku=${"x".repeat(20_000)}`,
    });
    expect(over.status).toBe(413);
    const chunked = await rawRequest("de", "/checkout/cart", {
      method: "POST",
      headers: { ...formHeaders(cookie), "transfer-encoding": "chunked" },
      body: "intent=clear",
    });
    expect(chunked.status).toBe(411);
    expect((await rawRequest("de", "/healthz")).status).toBe(200);
  });

  test("a form with a huge array index or too many fields is a 400; an answer echoes only the form's fields", async () => {
    const { cookie, token } = await visitor();
    const post = (body: string) =>
      rawRequest("de", "/login", { method: "POST", headers: formHeaders(cookie), body });
    const index = await post(`csrf=${token}&email=bad&x%5B10000000%5D=1`);
    expect(index.status).toBe(400);
    // The error page, not a page of ten million echoed fields (50 MB before the bound).
    expect(index.body.length).toBeLessThan(100_000);
    const many = await post(`csrf=${token}&${Array.from({ length: 150 }, (_, i) => `f${i}=1`).join("&")}`);
    expect(many.status).toBe(400);
    // Within the limits, fields the login form does not have are not sent back.
    const stray = await post(`csrf=${token}&email=bad&password=x&x%5B40%5D=stray-value`);
    expect(stray.status).toBe(422);
    expect(stray.body).not.toContain("stray-value");
    expect(stray.body.length).toBeLessThan(200_000);
  });

  test("a brand holding && is a filter value, not a malformed clause", async () => {
    const response = await rawRequest("de", "/search?brand=a%26%26b");
    expect(response.status).toBe(200);
  });

  test("headers dripped slowly: the server closes the connection instead of waiting for them", async () => {
    const { connect } = await import("node:net");
    const { E2E_PORT } = await import("../../playwright.config");
    const closed = await new Promise<string>((resolve) => {
      const socket = connect(E2E_PORT, "127.0.0.1", () =>
        socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n"),
      );
      let answer = "";
      // One header line every second, never the blank line that ends them.
      const drip = setInterval(() => socket.writable && socket.write("X-Drip: 1\r\n"), 1000);
      const stop = (why: string) => {
        clearInterval(drip);
        socket.destroy();
        resolve(why);
      };
      socket.on("data", (data) => {
        answer += String(data);
      });
      socket.on("close", () => stop(answer.split("\r\n")[0] || "closed"));
      socket.on("error", () => stop("closed"));
      // Far beyond the server's headers timeout: if it is still open by then, it waits forever.
      setTimeout(() => stop("still open"), 40_000);
    });
    expect(closed).not.toBe("still open");
  });
});
