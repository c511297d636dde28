import { beforeEach, describe, expect, it, vi } from "vitest";
import { errorPage, HttpError, redirect, send, sendStatus } from "./respond";
import { compilePath, createRouter, urlencoded } from "./router";
import { createPipeline, pathAndSearch } from "./run";
import { contextOf, formPost } from "./test-context";
import type { Step } from "./types";

const page = async () =>
  new Response("<p>page</p>", {
    headers: { "Content-Type": "text/html", "Cache-Control": "private, no-cache" },
  });
const facts = { https: false, hostname: "de.localhost", clientIp: "" };

// The error page logs what failed; the tests below fail on purpose.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

describe("the pipeline runs steps in order (issue 18 item 1)", () => {
  const decide: Step = ({ headers }) => {
    headers.set("X-Frame-Options", "DENY");
    headers.set("Cache-Control", "no-store");
    headers.append("Set-Cookie", "a=1; Path=/");
    return undefined;
  };

  it("applies the decided headers to a step's answer, the step's own headers winning", async () => {
    const answer: Step = ({ request }) => send(request, "hi", { headers: { "Cache-Control": "no-cache" } });
    const handle = createPipeline([decide, answer, () => Promise.reject(new Error("not reached"))], page);
    const response = await handle(new Request("http://de.localhost/x"), facts);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/"]);
    expect(await response.text()).toBe("hi");
  });

  it("appends the page's headers (a route's Cache-Control joins no-store) and its cookies", async () => {
    const withCookie = async () => {
      const response = await page();
      response.headers.append("Set-Cookie", "b=2; Path=/");
      return response;
    };
    const response = await createPipeline([decide], withCookie)(new Request("http://de.localhost/"), facts);
    expect(response.headers.get("cache-control")).toBe("no-store, private, no-cache");
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  });

  it("hands a streamed page on without reading it whole", async () => {
    let pulls = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls++;
        controller.enqueue(new TextEncoder().encode(`chunk ${pulls}`));
        // Never closed: a buffering pipeline would wait forever.
      },
    });
    const response = await createPipeline([decide], async () => new Response(stream))(
      new Request("http://de.localhost/"),
      facts,
    );
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("chunk 1");
    await reader.cancel();
  });

  it("answers a step's failure with the final handler's error page, keeping the cookies", async () => {
    const fail: Step = () => {
      throw new HttpError(400);
    };
    const response = await createPipeline([decide, fail], page)(new Request("http://de.localhost/"), facts);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/"]);
    expect(await response.text()).toContain("<pre>Bad Request</pre>");
  });
});

describe("the path the rules read", () => {
  it("is the raw request target's when the host has it (Express's req.path), else the URL's", () => {
    const url = new URL("http://de.localhost/a/../login?q=a'b");
    expect(url.pathname).toBe("/login");
    expect(pathAndSearch(url, "/a/../login?q=a'b")).toEqual({ path: "/a/../login", search: "?q=a'b" });
    expect(pathAndSearch(new URL("http://x/\\evil/"), "/\\evil/").path).toBe("/\\evil/");
    expect(pathAndSearch(url, undefined)).toEqual({ path: "/login", search: "?q=a%27b" });
  });
});

describe("responses as Express wrote them", () => {
  it("send: charset, length and the weak ETag of Express; a matching If-None-Match is a 304", async () => {
    const request = new Request("http://localhost/healthz");
    const response = await send(request, JSON.stringify({ status: "ok" }), { type: "application/json" });
    // The ETag Express sent for this body (recorded from the Express server).
    expect(response.headers.get("etag")).toBe('W/"f-VaSQ4oDUiZblZNAEkkN+sX+q3Sg"');
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-length")).toBe("15");
    const again = new Request("http://localhost/healthz", {
      headers: { "if-none-match": 'W/"f-VaSQ4oDUiZblZNAEkkN+sX+q3Sg"' },
    });
    const cached = await send(again, JSON.stringify({ status: "ok" }));
    expect([cached.status, cached.headers.get("content-type"), await cached.text()]).toEqual([304, null, ""]);
  });

  it("the short type names Express took (a script as text/javascript, or nosniff browsers refuse it)", async () => {
    const request = new Request("http://localhost/x");
    const types = await Promise.all(
      ["js", "css", "html", "text", "json"].map(async (type) =>
        (await send(request, "x", { type })).headers.get("content-type"),
      ),
    );
    expect(types).toEqual([
      "text/javascript; charset=utf-8",
      "text/css; charset=utf-8",
      "text/html; charset=utf-8",
      "text/plain; charset=utf-8",
      "application/json; charset=utf-8",
    ]);
  });

  it("sendStatus and a HEAD request: the status's name, no body for HEAD", async () => {
    const response = await sendStatus(new Request("http://localhost/x"), 404);
    expect([response.status, await response.text()]).toEqual([404, "Not Found"]);
    const head = await sendStatus(new Request("http://localhost/x", { method: "HEAD" }), 404);
    expect([head.headers.get("content-length"), await head.text()]).toEqual(["9", ""]);
  });

  it("redirect: Location encoded, Vary: Accept, text or HTML by Accept", async () => {
    const text = redirect(new Request("http://localhost/p/x"), 301, "/x y/");
    expect(text.headers.get("location")).toBe("/x%20y/");
    expect(text.headers.get("vary")).toBe("Accept");
    expect(await text.text()).toBe("Moved Permanently. Redirecting to /x%20y/");
    const html = redirect(
      new Request("http://localhost/", { headers: { accept: "text/html,*/*;q=0.8" } }),
      308,
      "/a?b=<",
    );
    expect(await html.text()).toBe("<p>Permanent Redirect. Redirecting to /a?b=%3C</p>");
  });

  it("the error page shows the status's name only", async () => {
    const page500 = errorPage(new Error("secret detail"));
    expect(page500.status).toBe(500);
    expect(await page500.text()).not.toContain("secret");
  });
});

describe("the route table (Express's path patterns)", () => {
  it("matches case-insensitively with one optional trailing slash and decodes parameters", () => {
    const { pattern, keys } = compilePath("/sitemaps/:locale/products-:n.xml");
    expect(keys).toEqual(["locale", "n"]);
    expect(pattern.exec("/SITEMAPS/de-DE/products-2.xml/")?.slice(1)).toEqual(["de-DE", "2"]);
    expect(pattern.test("/sitemaps/de-DE/products-2xxml")).toBe(false);
  });

  it("answers GET and HEAD for a GET route, 400 for a parameter that does not decode", async () => {
    const router = createRouter();
    router.get("/images/energy/:class.svg", (req, res) => res.type("text").send(req.params.class ?? ""));
    const head = await router.step(
      contextOf(new Request("http://localhost/images/energy/A.svg", { method: "HEAD" })),
    );
    expect(head?.status).toBe(200);
    expect(await router.step(contextOf("http://localhost/images/energy/"))).toBeUndefined();
    await expect(router.step(contextOf("http://localhost/images/energy/%ff.svg"))).rejects.toMatchObject({
      status: 400,
    });
  });

  it("parses a small form body and refuses a large one with 413", async () => {
    const router = createRouter();
    router.post("/pay/:id", urlencoded({ extended: false, limit: "4kb" }), (req, res) => res.json(req.body));
    const ok = await router.step(contextOf(formPost("http://localhost/pay/1", "a=1&a=2&b=x")));
    expect(await ok?.json()).toEqual({ a: ["1", "2"], b: "x" });
    const big = router.step(contextOf(formPost("http://localhost/pay/1", `a=${"x".repeat(5000)}`)));
    await expect(big).rejects.toMatchObject({ status: 413 });
  });
});
