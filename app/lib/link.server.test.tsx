import { type LinkProps, Link as RemixLink } from "@remix-run/react";
import { useId } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { Link } from "./link";
import { plainHref, plainLink } from "./link.server";

const inRouter = (element: React.ReactElement) =>
  renderToStaticMarkup(<StaticRouter location="/werkstatt/seite?x=1">{element}</StaticRouter>);

const CASES: LinkProps[] = [
  { to: "/" },
  { to: "/werkstatt/", className: "nav-drawer__department" },
  { to: "/search?tags=on-sale", className: "category-bar__sale" },
  { to: "/contact/step3/?prefill=quote&sku=EX1", rel: "nofollow" },
  { to: "/a?", "aria-label": "leer" },
  { to: "/a#" },
  { to: "/a/?#" },
  { to: "/a//b" },
  { to: "/werkstatt//bohrer/", className: "cms-link" },
  { to: "/a/./b" },
  { to: "/a/b/.." },
  { to: "/faq/..?x=1#h" },
  { to: "/a?x=1&y=%C3%A4#bewertungen", "aria-current": "true", preventScrollReset: true },
  { to: "/login?redirectTo=%2Fmy-orders", replace: true, state: { from: "x" } },
  { to: "/consent/", reloadDocument: true },
  { to: "/my-orders", reloadDocument: false, prefetch: "intent" },
  { to: "/x", discover: "none", target: "_blank", onClick: () => {} },
  { to: "https://example.com/page?q=1", target: "_blank", rel: "noopener" },
  { to: "//cdn.example.com/file.pdf", download: true },
  { to: "mailto:service@proequip.de" },
  { to: "tel:+421123" },
];

describe("plainLink (the server's <Link> without router hooks)", () => {
  it.each(CASES)("renders what Remix's Link renders for %j", (props) => {
    const expected = inRouter(<RemixLink {...props} />);
    expect(renderToStaticMarkup(plainLink(props) ?? <span />)).toBe(expected);
    expect(inRouter(<Link {...props} />)).toBe(expected);
  });

  it("spells out the attributes it writes", () => {
    expect(
      renderToStaticMarkup(plainLink({ to: "/search?tags=on-sale", className: "c", target: "_self" })),
    ).toBe('<a class="c" data-discover="true" href="/search?tags=on-sale" target="_self"></a>');
    expect(renderToStaticMarkup(plainLink({ to: "/consent/", reloadDocument: true }))).toBe(
      '<a href="/consent/"></a>',
    );
  });

  it("makes the href React Router's resolvePath and createPath make of an absolute path", () => {
    expect(plainHref("/a//b")).toBe("/a/b");
    expect(plainHref("/werkstatt//bohrer/")).toBe("/werkstatt/bohrer/");
    expect(plainHref("/a/./b")).toBe("/a/b");
    expect(plainHref("/a/b/..")).toBe("/a");
    expect(plainHref("/faq/..?x=1#h")).toBe("/?x=1#h");
    expect(plainHref("/a?")).toBe("/a");
    expect(plainHref("/a#")).toBe("/a");
    expect(plainHref("/a/?#")).toBe("/a/");
  });

  it("answers a kept href as it made it, also after its 5,000 kept ones were forgotten", () => {
    expect(plainHref("/faq/..?x=1#h")).toBe("/?x=1#h");
    for (let i = 0; i < 5_001; i++) expect(plainHref(`/p-${i}//x/../`)).toBe(`/p-${i}/`);
    expect(plainHref("/faq/..?x=1#h")).toBe("/?x=1#h");
    expect(plainHref("/p-0//x/../")).toBe("/p-0/");
    const long = `/search?q=${"ä".repeat(300)}//`;
    expect(plainHref(`/a//b/..${long}`)).toBe(`/a${long}`);
  });

  it("gives a useId inside the link the id Remix's Link gives it (the same tree shape)", () => {
    const Labelled = () => {
      const id = useId();
      return <span id={id} />;
    };
    const page = (LinkComponent: typeof Link | typeof RemixLink) =>
      renderToString(
        <StaticRouter location="/werkstatt/seite">
          <Labelled />
          <LinkComponent to="/werkstatt/">
            <Labelled />
          </LinkComponent>
          <Labelled />
        </StaticRouter>,
      );
    const expected = page(RemixLink);
    expect(expected).toMatch(/<a [^>]*><span id=":[^"]+:"><\/span><\/a>/);
    expect(page(Link)).toBe(expected);
  });

  // Not a feature: this only shows that no router hook runs on the server. In the browser the shop's
  // Link is Remix's (link.server is an empty module there), and the same tree without a router throws.
  it("runs no router hook on the server for an absolute path (rendered outside any router)", () => {
    expect(renderToStaticMarkup(<Link to="/werkstatt/">Werkstatt</Link>)).toBe(
      '<a data-discover="true" href="/werkstatt/">Werkstatt</a>',
    );
    // What the browser's Link (Remix's) does with the same tree:
    expect(() => renderToStaticMarkup(<RemixLink to="/werkstatt/" />)).toThrow();
  });

  it("leaves relative paths and objects to the router, which resolves them against the location", () => {
    for (const to of ["seite-2", "./x", "../bau/", "?page=2", "#top", ""])
      expect(plainHref(to)).toBeUndefined();
    expect(plainHref({ pathname: "/x" })).toBeUndefined();
    expect(plainHref("/x", "path")).toBeUndefined();
    expect(inRouter(<Link to="../bau/">Bau</Link>)).toBe(inRouter(<RemixLink to="../bau/">Bau</RemixLink>));
    expect(inRouter(<Link to="?page=2" />)).toBe(
      '<a data-discover="true" href="/werkstatt/seite?page=2"></a>',
    );
  });
});
