import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";
import { GRILL } from "../support/cart";
import { BOT } from "../support/crawler";

/** A desktop Chrome asking for a document, uncompressed so the chunks can be read as they come. */
const BROWSER = {
  "user-agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  accept: "text/html,application/xhtml+xml",
};

interface Exchange {
  /** The Link values of each 103 Early Hints, in order. */
  hints: string[][];
  status: number;
  /** The final response's Link header. */
  link?: string;
  /** The body's chunks as they arrived. */
  chunks: string[];
}

/** A raw GET of a German page, recording interim responses and each body chunk. */
function exchange(path: string, headers: Record<string, string>): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const hints: string[][] = [];
    const req = httpRequest(
      { host: "127.0.0.1", port: E2E_PORT, path, headers: { host: `de.localhost:${E2E_PORT}`, ...headers } },
      (res) => {
        const chunks: string[] = [];
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => chunks.push(chunk));
        const link = [res.headers.link ?? []].flat().join(", ") || undefined;
        res.on("end", () => resolve({ hints, status: res.statusCode ?? 0, link, chunks }));
      },
    );
    req.on("information", (info) => {
      if (info.statusCode !== 103) return;
      const link = info.headers.link;
      hints.push((Array.isArray(link) ? link : [link ?? ""]).flatMap((v) => v.split(/,\s*(?=<)/)));
    });
    req.on("error", reject);
    req.end();
  });
}

/** The product's price and stock as the page shows them, and where in the HTML they stand. */
function priceAndStock(html: string) {
  const price = /class="product__amount">(\d[\d.]*,\d\d\s€)</.exec(html);
  const stock = /class="stock stock--(?:in|out)">([^<]+)</.exec(html);
  return { price: price?.[1], priceAt: price?.index ?? -1, stock: stock?.[1], stockAt: stock?.index ?? -1 };
}

// Early bytes (issue 20 item 4, decision 0046), as raw HTTP shows them; runs once.
test.describe("early bytes of a product page", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only: runs once");

  test("a browser gets the head's files hinted before the page, then the head in the first chunk", async () => {
    const { hints, status, link, chunks } = await exchange(GRILL, BROWSER);
    expect(status).toBe(200);
    expect(hints).toHaveLength(1);
    const html = chunks.join("");
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
    expect(stylesheet).toMatch(/^\/build\/_assets\/app-[\w-]+\.css$/);
    expect(hints[0]).toContain(`<${stylesheet}>; rel=preload; as=style`);
    // The browser entry the page imports, hinted as a module; the page's Link header says the same.
    const entry = /<(\/build\/entry\.client-[\w-]+\.js)>; rel=modulepreload/.exec(
      hints[0]?.join(",") ?? "",
    )?.[1];
    expect(entry).toBeTruthy();
    expect(html).toContain(entry);
    expect(link).toBe(hints[0]?.join(", "));
    // The head (styles, preloads) is in the first chunk the browser reads.
    expect(chunks[0]).toContain("</head>");
    // Price and stock are in the streamed shell, never in a part only JavaScript would reveal.
    const { price, priceAt, stock, stockAt } = priceAndStock(html);
    expect(price).toMatch(/€$/);
    expect(stock).toBeTruthy();
    const firstHidden = html.indexOf('<div hidden id="S:');
    if (firstHidden >= 0) expect(Math.max(priceAt, stockAt)).toBeLessThan(firstHidden);
  });

  test("a crawler gets no hints and the whole page at once, every deferred list in place", async () => {
    const { hints, status, link, chunks } = await exchange(GRILL, { ...BOT, accept: BROWSER.accept });
    expect(status).toBe(200);
    expect(hints).toEqual([]);
    expect(link).toBeUndefined();
    const html = chunks.join("");
    const { price, stock } = priceAndStock(html);
    expect(price).toMatch(/€$/);
    expect(stock).toBeTruthy();
    // Nothing is left for a script to reveal: no hidden streamed parts.
    expect(html).not.toContain('<div hidden id="S:');
    expect(html).toContain("</html>");
  });

  test("data requests and requests for anything but HTML get no hints", async () => {
    const data = await exchange(`${GRILL}?_data=root`, BROWSER);
    expect(data.status).toBe(200);
    expect(data.hints).toEqual([]);
    const json = await exchange(GRILL, { ...BROWSER, accept: "application/json" });
    expect(json.hints).toEqual([]);
  });
});
