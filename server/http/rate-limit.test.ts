import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../config";
import { resources } from "../../locales/resources";
import { memoryThrottles, type Throttles } from "../account";
import { resolveMarket } from "../market";
import type { PipelineContext } from "../pipeline/types";
import { rateLimitStep } from "./rate-limit";

const LIMITS = { posts: { max: 3, windowMinutes: 1 }, quickSearch: { max: 2, windowMinutes: 1 } };
const de = resolveMarket({ host: "de.localhost", pathname: "/" });

function context(method: string, target: string, clientIp = "203.0.113.9") {
  const url = new URL(`http://de.localhost${target}`);
  return {
    request: new Request(url, { method }),
    path: url.pathname,
    host: { clientIp },
    state: { market: de },
  } as unknown as PipelineContext;
}

describe("the per-address rate limit (issue 22 item 8)", () => {
  it("answers 429 in the visitor's language once an address posts more than its limit", async () => {
    const step = rateLimitStep(memoryThrottles(), LIMITS);
    for (let i = 0; i < 3; i++) expect(await step(context("POST", "/cart"))).toBeUndefined();
    const refused = await step(context("POST", "/checkout/addresses"));
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get("retry-after")).toBe("60");
    expect(refused?.headers.get("cache-control")).toBe("no-store");
    const page = (await refused?.text()) ?? "";
    expect(page).toContain('<html lang="de">');
    expect(page).toContain("<h1>Zu viele Anfragen</h1>");
    expect(page).toContain("in 1 Min. erneut");
    // Another address, and pages read with GET, go on.
    expect(await step(context("POST", "/cart", "203.0.113.10"))).toBeUndefined();
    expect(await step(context("GET", "/cart"))).toBeUndefined();
  });

  it("limits quick search apart from the posts, and never an unknown address", async () => {
    const step = rateLimitStep(memoryThrottles(), LIMITS);
    expect(await step(context("GET", "/api/quick-search?q=a"))).toBeUndefined();
    expect(await step(context("GET", "/de/api/quick-search"))).toBeUndefined();
    expect((await step(context("GET", "/api/quick-search")))?.status).toBe(429);
    expect(await step(context("POST", "/cart"))).toBeUndefined();
    for (let i = 0; i < 10; i++) expect(await step(context("POST", "/cart", ""))).toBeUndefined();
  });

  it("counts /API/Quick-Search as quick search, and an IPv6 client by its /64, a mapped IPv4 as itself", async () => {
    const step = rateLimitStep(memoryThrottles(), LIMITS);
    expect(await step(context("GET", "/API/Quick-Search?q=a"))).toBeUndefined();
    expect(await step(context("GET", "/Api/quick-search/?q=b"))).toBeUndefined();
    expect((await step(context("GET", "/api/QUICK-SEARCH")))?.status).toBe(429);
    const v6 = rateLimitStep(memoryThrottles(), LIMITS);
    for (let i = 1; i <= 3; i++)
      expect(await v6(context("POST", "/cart", `2001:db8:1:2::${i}`))).toBeUndefined();
    expect((await v6(context("POST", "/cart", "2001:db8:1:2:ffff::9")))?.status).toBe(429);
    expect(await v6(context("POST", "/cart", "2001:db8:1:3::1"))).toBeUndefined();
    const mapped = rateLimitStep(memoryThrottles(), LIMITS);
    for (let i = 0; i < 3; i++)
      expect(await mapped(context("POST", "/cart", "198.51.100.7"))).toBeUndefined();
    expect((await mapped(context("POST", "/cart", "::ffff:198.51.100.7")))?.status).toBe(429);
  });

  it("lets requests through when the throttles' store fails, and when switched off", async () => {
    const failing: Throttles = () => ({
      blockedFor: async () => 0,
      count: async () => {
        throw new Error("store down");
      },
      clear: async () => {},
    });
    const step = rateLimitStep(failing, LIMITS);
    for (let i = 0; i < 5; i++) expect(await step(context("POST", "/cart"))).toBeUndefined();
    const off = rateLimitStep(memoryThrottles(), null);
    for (let i = 0; i < 5; i++) expect(await off(context("POST", "/cart"))).toBeUndefined();
  });

  it("has the page's three strings in every language, none an English copy", () => {
    const en = resources.en?.limits as Record<string, string>;
    for (const language of LANGUAGES) {
      const strings = resources[language]?.limits as Record<string, string>;
      expect(Object.keys(strings).sort(), language).toEqual(["home", "text", "title"]);
      expect(strings.text, language).toContain("{{minutes}}");
      if (language !== "en") expect(strings.title, language).not.toBe(en.title);
    }
  });
});
