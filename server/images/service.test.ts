import { describe, expect, it } from "vitest";
import { IMAGE_CHECK } from "../../config";
import { createLocalImageCheck } from "./local";
import type { ImageCheckPort } from "./port";
import { createImageFallbacks, withImageFallbacks } from "./service";

/** A port answering from a table, counting its calls; `hold` URLs answer only when released. */
function fakePort(answers: Record<string, boolean>, hold: string[] = []) {
  const calls: string[] = [];
  const waiting: (() => void)[] = [];
  const port: ImageCheckPort = {
    description: "fake",
    async exists(url) {
      calls.push(url);
      if (hold.includes(url)) await new Promise<void>((resolve) => waiting.push(resolve));
      return answers[url] ?? true;
    },
  };
  return {
    port,
    calls,
    release: () => {
      for (const go of waiting.splice(0)) go();
    },
  };
}

const settings = { ...IMAGE_CHECK, cacheEntries: 3, presentTtlSeconds: 60, missingTtlSeconds: 10 };

describe("the image check for pages (SPEC §7, decision 0068)", () => {
  it("puts the fallback in place of a missing image and keeps the others, in order", async () => {
    const { port } = fakePort({ "https://img.test/a.jpg": true, "https://img.test/b.jpg": false });
    const images = createImageFallbacks(port, settings);
    expect(await images.resolve(["https://img.test/b.jpg", "https://img.test/a.jpg", ""])).toEqual([
      IMAGE_CHECK.fallbackUrl,
      "https://img.test/a.jpg",
      "",
    ]);
  });

  it("asks once per URL within the TTL, again after it (missing answers live shorter)", async () => {
    let clock = 0;
    const { port, calls } = fakePort({ "https://img.test/b.jpg": false });
    const images = createImageFallbacks(port, settings, () => clock);
    const urls = ["https://img.test/a.jpg", "https://img.test/b.jpg"];
    await images.resolve(urls);
    await images.resolve(urls);
    await Promise.all([images.resolve(urls), images.resolve(urls)]);
    expect(calls).toEqual(urls);
    clock = 11_000; // past the missing answer's 10 s, within the present one's 60 s
    expect(await images.resolve(urls)).toEqual(["https://img.test/a.jpg", IMAGE_CHECK.fallbackUrl]);
    expect(calls).toEqual([...urls, "https://img.test/b.jpg"]);
  });

  it("keeps at most cacheEntries answers, the oldest out first", async () => {
    const { port, calls } = fakePort({});
    const images = createImageFallbacks(port, settings);
    await images.resolve(["/1", "/2", "/3", "/4", "/5"].map((p) => `https://img.test${p}`));
    expect(images.cacheSize).toBe(3);
    await images.resolve(["https://img.test/5", "https://img.test/1"]);
    expect(calls.filter((url) => url === "https://img.test/1")).toHaveLength(2);
    expect(calls.filter((url) => url === "https://img.test/5")).toHaveLength(1);
  });

  it("waits at most the page's budget, counts an unanswered image as present, and uses its answer next time", async () => {
    const slow = "https://img.test/slow.jpg";
    const { port, calls, release } = fakePort({ [slow]: false }, [slow]);
    const images = createImageFallbacks(port, { ...settings, pageBudgetMs: 50 });
    const started = performance.now();
    expect(await images.resolve([slow])).toEqual([slow]);
    expect(performance.now() - started).toBeLessThan(5_000);
    release();
    await expect.poll(() => images.cacheSize).toBe(1);
    expect(await images.resolve([slow])).toEqual([IMAGE_CHECK.fallbackUrl]);
    expect(calls).toEqual([slow]);
  });

  it("a port that throws counts as missing", async () => {
    const port: ImageCheckPort = { description: "broken", exists: () => Promise.reject(new Error("boom")) };
    expect(await createImageFallbacks(port, settings).resolve(["https://img.test/x.jpg"])).toEqual([
      IMAGE_CHECK.fallbackUrl,
    ]);
  });
});

describe("withImageFallbacks: cards and comparison columns (decisions 0068, 0073)", () => {
  it("swaps the missing image of an item and keeps the item otherwise, in order", async () => {
    const { port, calls } = fakePort({ "https://img.test/b.jpg": false });
    const items = [
      { sku: "A", image: "https://img.test/a.jpg", price: 10 },
      { sku: "B", image: "https://img.test/b.jpg", price: 20 },
    ];
    const checked = await withImageFallbacks(items, createImageFallbacks(port, settings));
    expect(checked).toEqual([items[0], { sku: "B", image: IMAGE_CHECK.fallbackUrl, price: 20 }]);
    expect(checked[0]).toBe(items[0]);
    expect(calls).toEqual(["https://img.test/a.jpg", "https://img.test/b.jpg"]);
    expect(await withImageFallbacks(items, undefined)).toBe(items);
  });
});

describe("the embedded image check (decision 0068)", () => {
  it("answers for the shop's own pictures without a request and asks other hosts remotely", async () => {
    const { port: remote, calls } = fakePort({ "https://cdn.test/gone.jpg": false });
    const local = createLocalImageCheck(remote);
    expect(await local.exists("/images/products/EX10000749/1.svg")).toBe(true);
    expect(await local.exists("/images/products/EX10000749/9.svg")).toBe(false);
    expect(await local.exists("/images/products/ex1/1.svg")).toBe(false);
    expect(await local.exists("/images/energy/B.svg")).toBe(true);
    expect(await local.exists("/images/unknown.png")).toBe(false);
    expect(await local.exists(IMAGE_CHECK.fallbackUrl)).toBe(true);
    expect(calls).toEqual([]);
    expect(await local.exists("https://cdn.test/gone.jpg")).toBe(false);
    expect(calls).toEqual(["https://cdn.test/gone.jpg"]);
  });
});
