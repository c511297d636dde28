import type { ServerBuild } from "@remix-run/server-runtime";
import { isbot } from "isbot";
import type { Step } from "../pipeline/types";

/**
 * What every page's head loads, as Link values (RFC 8288, the preload and modulepreload relations):
 * the root route's stylesheets, the manifest, the browser entry and the root route's modules. Read
 * from the build (its assets manifest and the root's `links`), so they are the head's own hrefs.
 */
export function documentLinks(build: ServerBuild): string[] {
  const { entry, routes, url } = build.assets;
  const root = routes.root;
  const descriptors = build.routes.root?.module.links?.() ?? [];
  const styles = descriptors.flatMap((link) =>
    "rel" in link && link.rel === "stylesheet" && typeof link.href === "string"
      ? [`<${link.href}>; rel=preload; as=style`]
      : [],
  );
  const modules = [url, entry.module, ...entry.imports, root?.module, ...(root?.imports ?? [])].flatMap(
    (href) => (href ? [`<${href}>; rel=modulepreload`] : []),
  );
  return [...new Set([...styles, ...modules])];
}

/**
 * Early bytes (issue 20 item 4, decision 0046): before the page's loaders run, a browser asking for
 * a document gets a `103 Early Hints` response (RFC 8297) naming the head's stylesheet and scripts,
 * so it fetches them while the server reads the page's data. Only the host can send an interim
 * response (`host.earlyHints`: node:http's writeEarlyHints); the page also carries them as its Link
 * header, from which Cloudflare makes 103s on the edge (where a worker cannot send one itself).
 * Crawlers, data requests and other methods get neither.
 */
export function earlyHintsStep(links: () => readonly string[]): Step {
  return ({ request, search, host, headers }) => {
    if (request.method !== "GET") return undefined;
    if (new URLSearchParams(search).has("_data")) return undefined;
    if (!(request.headers.get("accept") ?? "").includes("text/html")) return undefined;
    if (isbot(request.headers.get("user-agent") ?? "")) return undefined;
    const values = links();
    headers.set("Link", values.join(", "));
    host.earlyHints?.(values);
    return undefined;
  };
}
