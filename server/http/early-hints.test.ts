import type { ServerBuild } from "@remix-run/server-runtime";
import { describe, expect, it } from "vitest";
import { contextOf } from "../pipeline/test-context";
import { documentLinks, earlyHintsStep } from "./early-hints";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** The parts of a Remix build documentLinks reads. */
const build = {
  assets: {
    url: "/build/manifest-1.js",
    entry: { module: "/build/entry.client-2.js", imports: ["/build/_shared/chunk-3.js"] },
    routes: {
      root: {
        module: "/build/root-4.js",
        imports: ["/build/_shared/chunk-3.js", "/build/_shared/chunk-5.js"],
      },
    },
  },
  routes: {
    root: {
      module: {
        links: () => [
          { rel: "stylesheet", href: "/build/_assets/app-6.css" },
          { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
        ],
      },
    },
  },
} as unknown as ServerBuild;

describe("early hints of a page's head (issue 20 item 4)", () => {
  it("names the root's stylesheet and the entry's and root's modules once each", () => {
    expect(documentLinks(build)).toEqual([
      "</build/_assets/app-6.css>; rel=preload; as=style",
      "</build/manifest-1.js>; rel=modulepreload",
      "</build/entry.client-2.js>; rel=modulepreload",
      "</build/_shared/chunk-3.js>; rel=modulepreload",
      "</build/root-4.js>; rel=modulepreload",
      "</build/_shared/chunk-5.js>; rel=modulepreload",
    ]);
  });

  const links = ["</a.css>; rel=preload; as=style", "</b.js>; rel=modulepreload"];
  const run = async (url: string, headers: Record<string, string>, method = "GET") => {
    const sent: (readonly string[])[] = [];
    const context = contextOf(new Request(url, { method, headers }), { earlyHints: (l) => sent.push(l) });
    const answer = await earlyHintsStep(() => links)(context);
    return { answer, sent, link: context.headers.get("Link") };
  };

  it("hints a browser's page load before the page and sets the page's Link header", async () => {
    const { answer, sent, link } = await run("http://de.localhost/grill", {
      accept: "text/html",
      "user-agent": CHROME,
    });
    expect(answer).toBeUndefined();
    expect(sent).toEqual([links]);
    expect(link).toBe("</a.css>; rel=preload; as=style, </b.js>; rel=modulepreload");
  });

  it("hints nothing to crawlers, data requests, other methods or requests for anything but HTML", async () => {
    const cases = [
      await run("http://de.localhost/grill", { accept: "text/html", "user-agent": GOOGLEBOT }),
      await run("http://de.localhost/grill?_data=root", { accept: "text/html", "user-agent": CHROME }),
      await run("http://de.localhost/grill", { accept: "text/html", "user-agent": CHROME }, "POST"),
      await run("http://de.localhost/grill", { accept: "application/json", "user-agent": CHROME }),
    ];
    for (const { answer, sent, link } of cases) {
      expect(answer).toBeUndefined();
      expect(sent).toEqual([]);
      expect(link).toBeNull();
    }
  });
});
