import type { ActionFunctionArgs, LoaderFunctionArgs, ServerBuild } from "@remix-run/server-runtime";

type RouteModule = ServerBuild["routes"][string]["module"];
type DataArgs = LoaderFunctionArgs | ActionFunctionArgs;

/**
 * A `($lang)` route answers only under the market's own prefix: "/werkstatt/login" in Germany or
 * "/de/login" in Belgium is no page, for a GET and for a POST alike (guard 13's 404). The check is
 * wrapped around every route module's loader and action when the server loads the build, so a new
 * route or a new action cannot forget it. The root is left alone: the 404 page is drawn with its data.
 */
export function guardLanguageParam(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  // The root's loader sees the page's params too, but it must answer: its data (header, footer,
  // the translated 404 title and content) is what the 404 page is drawn with.
  for (const [id, route] of Object.entries(build.routes))
    routes[id] = id === "root" ? route : { ...route, module: guardModule(route.module) };
  return { ...build, routes };
}

function guardModule(module: RouteModule): RouteModule {
  const { loader, action } = module;
  return {
    ...module,
    ...(loader && {
      loader: (args: LoaderFunctionArgs) => {
        requireOwnPrefix(args);
        return loader(args);
      },
    }),
    ...(action && {
      action: (args: ActionFunctionArgs) => {
        requireOwnPrefix(args);
        return action(args);
      },
    }),
  };
}

/** Throws a 404 when the path's language segment is not the market's own prefix. */
export function requireOwnPrefix({ params, context }: DataArgs) {
  if (params.lang !== undefined && `/${params.lang}` !== context.market.pathPrefix)
    throw new Response("Not Found", { status: 404 });
}
