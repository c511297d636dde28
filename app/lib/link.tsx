import { type LinkProps, Link as RemixLink } from "@remix-run/react";
import { createElement, forwardRef } from "react";
import { plainLink } from "~/lib/routes.server";

/**
 * The shop's `<Link>` (issue 20 item 3, decision 0082). In the browser it is Remix's `Link`, so
 * client navigation, `reloadDocument`, `replace`, `preventScrollReset`, prefetching and the click
 * rules (modifier keys, `target`, `download`, other origins) are Remix's own. On the server a link
 * whose `to` is an absolute path or URL string (what `useLocalePath` and the config's paths give)
 * renders the same `<a>` without the router's per-link hooks (`useHref`/`useResolvedPath` three
 * times, `useLinkClickHandler`, `useNavigate`, the prefetch state): ~7% of a product page's server
 * CPU over its ~130 links. `plainLink` is a `.server` export, so the browser build gets an empty
 * module and always takes Remix's `Link`. `plainLink` returns its `<a>` in the Fragment shape Remix's
 * `Link` renders (`[<a>, null]`), so hydration meets the same `<a>` and a `useId` in the children
 * gets the same id on both sides. It still needs a router around it: that the server renders an
 * absolute path without one (as `link.server.test.tsx` does to show no router hook runs) is not a
 * feature, since in the browser the same tree is Remix's `Link` and throws outside a router.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  // Undefined in the browser bundle (an empty `.server` module), see above.
  const plain = (plainLink as typeof plainLink | undefined)?.(props);
  return plain ?? createElement(RemixLink, { ...props, ref });
});
