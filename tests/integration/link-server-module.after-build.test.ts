import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Decision 0082: the shop's `Link` (app/lib/link.tsx) takes `plainLink` from `routes.server`, which the
 * browser build must turn into an empty module, so the browser always renders Remix's `Link`. Read
 * from `npm run build`'s output: the server build carries `plainLink`'s body, no browser chunk does,
 * and the browser's `Link` does read `plainLink` (from the empty module) so the check looks at the
 * right code.
 */
const root = join(import.meta.dirname, "../..");
const serverBuild = join(root, "build/index.js");
const clientBuild = join(root, "public/build");

/**
 * `plainLink`'s list of the router's props (`ROUTER_PROPS`): strings survive the browser build's
 * minifier, and neither Remix's nor React Router's `Link` lists them as strings (they destructure).
 */
const PLAIN_LINK_BODY =
  /"relative",\s*"reloadDocument",\s*"replace",\s*"state",\s*"target",\s*"preventScrollReset"/;
/** The browser's `Link` calling the (undefined) `plainLink`: `(0,r.plainLink)?.(i)`. */
const PLAIN_LINK_CALL = /\.plainLink\)?\?\.\(/;

const scripts = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return scripts(path);
    return entry.name.endsWith(".js") ? [path] : [];
  });

describe("the browser gets an empty module for routes.server (decision 0082)", () => {
  it("has a build to read", () => {
    expect(existsSync(serverBuild), "npm run build first").toBe(true);
    expect(existsSync(clientBuild), "npm run build first").toBe(true);
  });

  it("keeps plainLink's body in the server build", () => {
    expect(readFileSync(serverBuild, "utf8")).toMatch(PLAIN_LINK_BODY);
  });

  it("leaves plainLink's body out of every browser chunk, whose Link reads it from an empty module", () => {
    const chunks = scripts(clientBuild);
    expect(chunks.length).toBeGreaterThan(0);
    const carrying = chunks.filter((file) => PLAIN_LINK_BODY.test(readFileSync(file, "utf8")));
    expect(carrying.map((file) => file.slice(root.length + 1))).toEqual([]);
    const calling = chunks.filter((file) => PLAIN_LINK_CALL.test(readFileSync(file, "utf8")));
    expect(calling.length, "the browser's Link calls plainLink?.()").toBeGreaterThan(0);
  });
});
