import { useRouteLoaderData } from "@remix-run/react";
import type { CountryCode } from "../../config";
import type { loader } from "../root";

/** The root loader's data (market, shell data); undefined only while the root loader itself failed. */
export const useRootData = () => useRouteLoaderData<typeof loader>("root");

/** Prefixes an absolute in-shop path with the URL's language prefix ("/nl"), so links keep the language. */
export function useLocalePath() {
  const prefix = useRootData()?.pathPrefix ?? "";
  return (path: string) => `${prefix}${path}`;
}

/** The shopper's country in their language ("Slovensko"), for the postal code message and hints. */
export function useCountryName() {
  const root = useRootData();
  const code = (root?.country ?? "sk") as CountryCode;
  const name = new Intl.DisplayNames([root?.locale ?? "en"], { type: "region" }).of(code.toUpperCase());
  return { code, name: name ?? code.toUpperCase() };
}
