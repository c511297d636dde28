import { expect, test } from "@playwright/test";
import { PAGE_KINDS } from "../../config/performance";
import { PAGE_ROUTES, pageScripts, readClientBuild } from "../../scripts/js-budget";
import { BOT } from "../support/crawler";
import { rawRequest } from "../support/http";

// Raw HTTP against the test server, which serves the build `check:js` measured. Runs once.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP checks run once");

/**
 * Issue 20 item 1 (decision 0045): `bench:js` and `check:js` count a page's scripts from the build's
 * manifest; this proves they are exactly the scripts the page's HTML loads (its module preloads and
 * the imports of its module script). The cart and checkout pages need a cart and are left out.
 */
test("the scripts the JavaScript budget counts are the ones each page's HTML loads", async () => {
  const { manifest } = readClientBuild();
  for (const kind of PAGE_KINDS.filter((kind) => !["cart", "checkout-addresses"].includes(kind))) {
    const { route, country, path } = PAGE_ROUTES[kind];
    const { status, body } = await rawRequest(country, encodeURI(path), { headers: BOT });
    expect(status, `${kind} ${country} ${path}`).toBe(200);
    const inHtml = new Set(body.match(/\/build\/[\w$().\-/]+?\.js/g));
    expect([...inHtml].sort(), kind).toEqual(pageScripts(manifest, route).sort());
  }
});
