import type { Final } from "../pipeline/types";
import { allowsSharedStore, PRIVATE_CACHE_CONTROL, sharedStoreAllowed } from "./policy";

/**
 * The last word on what a shared cache may store (decision 0047), around the page in both hosts'
 * pipeline: a page that sets a cookie (a step's or its own) or is not a plain success is never
 * public, whatever decided its headers. A stored Set-Cookie would hand one visitor's token or cart
 * to everyone the cache serves.
 */
export function sharedCacheGuard(page: Final): Final {
  return async (context) => {
    const response = await page(context);
    const cacheControl = response.headers.get("Cache-Control");
    if (!allowsSharedStore(cacheControl)) return response;
    const setsCookie = context.headers.getSetCookie().length + response.headers.getSetCookie().length > 0;
    if (sharedStoreAllowed({ status: response.status, cacheControl, setsCookie })) return response;
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}
