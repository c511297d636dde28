import { createPath, type LinkProps, resolvePath } from "@remix-run/react";
import { createElement, Fragment, type ReactElement } from "react";

/** React Router's test for a URL with a scheme or a protocol-relative one (rendered as given). */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** The props of Remix's `Link` that never reach its `<a>` (`target` does, after `href`). */
const ROUTER_PROPS = new Set([
  "to",
  "prefetch",
  "discover",
  "onClick",
  "relative",
  "reloadDocument",
  "replace",
  "state",
  "target",
  "preventScrollReset",
  "viewTransition",
]);

/**
 * `plainHref`'s answers for absolute paths of at most KEPT_HREF_LENGTH characters, at most HREFS_KEPT,
 * then forgotten all at once: a link can carry what a visitor typed (a search's query and filters),
 * so neither the number nor the size of what is kept grows with visitors.
 */
const HREFS_KEPT = 5_000;
const KEPT_HREF_LENGTH = 256;
const hrefs = new Map<string, string>();

/**
 * The server's render of a `<Link>` whose `to` is an absolute path or URL string (decision 0082):
 * the `<a>` Remix's `Link` renders on the server, attribute for attribute and in the same order,
 * without its per-link router hooks. Remix's `Link` puts `data-discover` after the given props and
 * React Router's puts `href` and `target` last; event handlers and the router's own props
 * (`replace`, `state`, `prefetch` …) never reach the HTML. The `<a>` sits in a Fragment with a
 * `null` second child, as Remix's `Link` renders it, so `useId` below it is the same on both sides.
 * `undefined` for any other `to`: the
 * caller renders Remix's `Link`.
 */
export function plainLink(props: LinkProps): ReactElement | undefined {
  const href = plainHref(props.to, props.relative);
  if (href === undefined) return undefined;
  // The `<a>`'s attributes: every own prop but the router's, in the props' order. A loop, not an object
  // rest (`{ to, prefetch, ...rest }`): V8 copies a rest with excluded keys on a slow path, ~3 µs a
  // link, ~3% of a product page's server CPU over its ~130 links (decision 0082).
  const attributes: Record<string, unknown> = {};
  for (const name in props) {
    if (Object.hasOwn(props, name) && !ROUTER_PROPS.has(name))
      attributes[name] = props[name as keyof LinkProps];
  }
  const discover = props.discover === undefined ? "render" : props.discover;
  attributes["data-discover"] =
    discover === "render" && !ABSOLUTE_URL.test(href) && !props.reloadDocument ? "true" : undefined;
  attributes.href = href;
  attributes.target = props.target;
  const a = createElement("a", attributes);
  // Remix's Link renders `<>{<RRLink />}{prefetch links or null}</>`: the same two-slot Fragment
  // keeps the tree's shape, so a `useId` in the link's children gets the id the browser gives it.
  return createElement(Fragment, null, a, null);
}

/**
 * The `href` React Router's `useHref` makes of `to` with the basename "/" (a Remix v2 classic app
 * has no other): an absolute URL as given; an absolute path through the same `resolvePath` and
 * `createPath`, so repeated slashes are joined, `.` and `..` segments resolved and an empty `?` or
 * `#` dropped (`/a//b` → `/a/b`, `/faq/..?x=1#h` → `/?x=1#h`). A relative `to` (or one `relative`
 * applies to) answers `undefined`: it needs the route's location, so it goes through the router.
 */
export function plainHref(to: LinkProps["to"], relative?: LinkProps["relative"]): string | undefined {
  if (typeof to !== "string" || relative !== undefined) return undefined;
  if (ABSOLUTE_URL.test(to)) return to;
  if (!to.startsWith("/")) return undefined;
  const keep = to.length <= KEPT_HREF_LENGTH;
  const kept = keep ? hrefs.get(to) : undefined;
  if (kept !== undefined) return kept;
  const href = createPath(resolvePath(to));
  if (keep) {
    if (hrefs.size >= HREFS_KEPT) hrefs.clear();
    hrefs.set(to, href);
  }
  return href;
}
