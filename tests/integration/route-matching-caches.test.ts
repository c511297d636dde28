/**
 * The route-matching caches the shop patches into React Router's packages (patches/, applied by
 * `postinstall`, decision 0085): a cached answer is never a stale one. That the patches are in
 * node_modules is tests/integration/patches.test.ts's.
 */
import { createRequire } from "node:module";
import { Outlet, RemixServer } from "@remix-run/react";
import {
  createMemoryHistory,
  createRouter,
  createStaticHandler,
  matchPath,
  matchRoutes,
} from "@remix-run/router";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler as createReactStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from "react-router-dom/server";
import { describe, expect, it } from "vitest";

describe("matchRoutes with ranked branches kept per routes array", () => {
  // Declared against their rank: the catch-all and the dynamic segment first.
  const routes = [
    {
      id: "root",
      path: "/",
      children: [
        { id: "product", path: "*" },
        { id: "category", path: ":lang/:slug" },
        { id: "lang-search", path: ":lang?/search" },
        { id: "home", index: true },
        { id: "lang-cart", path: ":lang?/checkout/cart" },
      ],
    },
  ];
  const leaf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.id;

  it("ranks on the first call and answers the same on every later one", () => {
    for (let call = 0; call < 3; call++) {
      expect(leaf("/search")).toBe("lang-search");
      expect(leaf("/fr/search")).toBe("lang-search");
      expect(leaf("/fr/werkstatt")).toBe("category");
      expect(leaf("/")).toBe("home");
      expect(leaf("/checkout/cart")).toBe("lang-cart");
      expect(leaf("/mirota-kontaktgrill-mi-1788-10000008")).toBe("product");
    }
    expect(matchRoutes(routes, "/fr/search")?.at(-1)?.params).toEqual({ lang: "fr" });
    expect(matchRoutes(routes, "/fr/werkstatt")?.at(-1)?.params).toEqual({ lang: "fr", slug: "werkstatt" });
  });

  it("sees the routes a navigation discovers, patched into a tree it has matched before", async () => {
    const routes = [{ id: "root", path: "/", children: [{ id: "home", index: true }] }];
    const router = createRouter({
      routes,
      history: createMemoryHistory(),
      // Lazy route discovery adds children to the same tree in place (patchRoutesImpl).
      patchRoutesOnNavigation: ({ path, patch }) => {
        if (path === "/late") patch("root", [{ id: "late", path: "late" }]);
      },
    }).initialize();
    await router.navigate("/nowhere");
    expect(router.state.errors?.root).toMatchObject({ status: 404 });
    await router.navigate("/late");
    expect(router.state.errors).toBeNull();
    expect(router.state.matches.map((m) => m.route.id)).toEqual(["root", "late"]);
    router.dispose();
  });
});

describe("matchRoutes against the package's own unpatched build", () => {
  // The UMD build is not patched: the reference for what the patched matching must answer.
  const reference = createRequire(import.meta.url)("@remix-run/router/dist/router.umd.js") as {
    matchRoutes: typeof matchRoutes;
  };
  // The shop's shapes: an optional language, nested layouts, index routes, a dynamic segment, splats.
  const routes = [
    {
      id: "root",
      path: "/",
      children: [
        { id: "home", index: true },
        { id: "catch-all", path: "*" },
        { id: "search", path: ":lang?/search" },
        { id: "cart", path: ":lang?/checkout/cart" },
        {
          id: "account",
          path: ":lang?/my-account",
          children: [
            { id: "account-index", index: true },
            { id: "orders", path: "my-orders" },
          ],
        },
        { id: "order", path: ":lang?/my-orders/:orderNumber" },
        { id: "provider", path: "social/:provider/callback" },
        { id: "files", path: "files/*" },
        { id: "upper", path: "CaseSensitive", caseSensitive: true },
      ],
    },
  ];
  const paths = [
    "/",
    "//",
    "/search",
    "/search/",
    "/fr/search",
    "/fr/search//",
    "/checkout/cart",
    "/de/checkout/cart",
    "/de/checkout/cart/extra",
    "/my-account",
    "/de/my-account/",
    "/de/my-account/my-orders",
    "/my-orders/100045",
    "/pl/my-orders/100045",
    "/social/google/callback",
    "/social//callback",
    "/files",
    "/files/a/b.pdf",
    "/casesensitive",
    "/CaseSensitive",
    "/mirota-kontaktgrill-mi-1788-10000008",
    "/werkstatt/schweissen/",
    "/a%2Fb",
    "/de/a%2Fb/search",
    "/%E0%A4%A",
    "/de/./search",
  ];
  const shape = (matches: ReturnType<typeof matchRoutes>) =>
    matches?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, base: m.pathnameBase }));

  it.each(paths)("%s: the same matches, params and pathnames", (path) => {
    expect(shape(matchRoutes(routes, path))).toEqual(shape(reference.matchRoutes(routes, path)));
    // Twice: the second answer comes from the kept branches.
    expect(shape(matchRoutes(routes, path))).toEqual(shape(reference.matchRoutes(routes, path)));
  });
});

describe("matchPath with compiled paths kept", () => {
  it("stays right past the cache's bound of 1,000 patterns", () => {
    for (let i = 0; i < 1500; i++) {
      expect(matchPath(`/p${i}/:id`, `/p${i}/${i}`)?.params).toEqual({ id: String(i) });
      expect(matchPath(`/p${i}/:id`, `/p${i + 1}/${i}`)).toBeNull();
    }
    expect(matchPath({ path: "/Case", caseSensitive: true }, "/case")).toBeNull();
    expect(matchPath({ path: "/Case", caseSensitive: false }, "/case")).not.toBeNull();
    expect(matchPath({ path: "/a", end: false }, "/a/b")?.pathnameBase).toBe("/a");
    expect(matchPath({ path: "/a", end: true }, "/a/b")).toBeNull();
  });
});

describe("createStaticRouter with data routes kept per routes array", () => {
  const routes = [
    {
      id: "root",
      path: "/",
      children: [
        { id: "a", path: "a" },
        { id: "b", path: "b" },
      ],
    },
  ];
  const context = (leafId: "a" | "b") => ({
    basename: "/",
    location: { pathname: `/${leafId}`, search: "", hash: "", state: null, key: "default" },
    matches: ["root", leafId].map((id) => ({
      params: {},
      pathname: id === "root" ? "/" : `/${leafId}`,
      pathnameBase: id === "root" ? "/" : `/${leafId}`,
      route: { id },
    })),
    loaderData: {},
    actionData: null,
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
    activeDeferreds: null,
  });

  it("shares the converted routes and keeps each render's own matches", () => {
    const first = createStaticRouter(routes, context("a") as never);
    const second = createStaticRouter(routes, context("b") as never);
    expect(second.routes).toBe(first.routes);
    expect(first.state.matches.map((m) => m.route.id)).toEqual(["root", "a"]);
    expect(second.state.matches.map((m) => m.route.id)).toEqual(["root", "b"]);
    expect(second.state.matches.at(1)?.route).toBe(first.routes.at(0)?.children?.at(1));
    expect(createStaticRouter([...routes], context("a") as never).routes).not.toBe(first.routes);
  });
});

describe("createStaticRouter with lazy routes", () => {
  it("renders what each request's query() loaded into the caller's routes", async () => {
    const page = (text: string) => async () => ({ Component: () => createElement("p", null, text) });
    const handler = createReactStaticHandler([
      {
        id: "root",
        path: "/",
        children: [
          { id: "a", path: "a", lazy: page("page A") },
          { id: "b", path: "b", lazy: page("page B") },
        ],
      },
    ]);
    const render = async (path: string) => {
      const context = await handler.query(new Request(`http://shop.test${path}`));
      if (context instanceof Response) throw new Error(`${path}: ${context.status}`);
      const router = createStaticRouter(handler.dataRoutes, context);
      return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
    };
    expect(await render("/a")).toBe("<p>page A</p>");
    expect(await render("/b")).toBe("<p>page B</p>");
  });
});

describe("RemixServer with its routes kept per build", () => {
  const entry = (id: string, parentId: string | undefined, path: string) => ({
    id,
    parentId,
    path,
    module: `/${id}.js`,
    hasAction: false,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasErrorBoundary: false,
  });
  const manifestRoutes = { root: entry("root", undefined, ""), page: entry("page", "root", "page") };
  // One object per build, as the runtime passes it (`build.future`).
  const future = {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_lazyRouteDiscovery: false,
    v3_singleFetch: false,
  };
  const Root = () => createElement(Outlet);
  const One = () => createElement("p", null, "one");
  const Two = () => createElement("p", null, "two");

  /** One document render, as Remix's request handler makes it for `path`. */
  const render = async (
    routes: Record<"root" | "page", ReturnType<typeof entry>>,
    modules: Record<string, () => unknown>,
    path: string,
  ) => {
    const handler = createStaticHandler([
      { id: "root", path: "/", children: [{ id: "page", path: routes.page.path }] },
    ]);
    const staticHandlerContext = await handler.query(new Request(`http://shop.test${path}`));
    if (staticHandlerContext instanceof Response) throw new Error(`${path}: ${staticHandlerContext.status}`);
    const context = {
      manifest: { entry: { imports: [], module: "/entry.js" }, routes, url: "/manifest.js", version: "1" },
      routeModules: Object.fromEntries(
        Object.entries(modules).map(([id, Component]) => [id, { default: Component }]),
      ),
      future,
      isSpaMode: false,
      staticHandlerContext,
    };
    return renderToString(
      createElement(RemixServer, { context: context as never, url: `http://shop.test${path}` }),
    );
  };

  it("renders the build's modules, and a changed module or route tree anew", async () => {
    expect(await render(manifestRoutes, { root: Root, page: One }, "/page")).toBe("<p>one</p>");
    // Every request brings a new routeModules object with the same modules.
    expect(await render(manifestRoutes, { root: Root, page: One }, "/page")).toBe("<p>one</p>");
    // The same manifest with another module for a route (a development rebuild).
    expect(await render(manifestRoutes, { root: Root, page: Two }, "/page")).toBe("<p>two</p>");
    const moved = { root: manifestRoutes.root, page: entry("page", "root", "moved") };
    expect(await render(moved, { root: Root, page: Two }, "/moved")).toBe("<p>two</p>");
  });
});
