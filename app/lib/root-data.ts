import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "../root";

/** The root loader's data (market, shell data); undefined only while the root loader itself failed. */
export const useRootData = () => useRouteLoaderData<typeof loader>("root");

/** Prefixes an absolute in-shop path with the URL's language prefix ("/nl"), so links keep the language. */
export function useLocalePath() {
  const prefix = useRootData()?.pathPrefix ?? "";
  return (path: string) => `${prefix}${path}`;
}
