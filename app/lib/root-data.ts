import { useRouteLoaderData } from "@remix-run/react";
import { type CountryCode, DEFAULT_COUNTRY } from "../../config";
import { displayNames } from "./intl";
import type { RootData } from "./root-data.server";

/** The root loader's data (market, shell data); undefined only while the root loader itself failed. */
export const useRootData = () => useRouteLoaderData<RootData>("root");

/** Prefixes an absolute in-shop path with the URL's language prefix ("/nl"), so links keep the language. */
export function useLocalePath() {
  const prefix = useRootData()?.pathPrefix ?? "";
  return (path: string) => `${prefix}${path}`;
}

/** The shop's country code ("sk"), for country rules of config (low-stock boundaries, units). */
export const useCountry = () => (useRootData()?.country ?? DEFAULT_COUNTRY) as CountryCode;

/** The shopper's country in their language ("Slovensko"), for the postal code message and hints. */
export function useCountryName() {
  const root = useRootData();
  const code = useCountry();
  const name = displayNames(root?.locale ?? "en", { type: "region" }).of(code.toUpperCase());
  return { code, name: name ?? code.toUpperCase() };
}
