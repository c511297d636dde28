import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { z } from "zod";
import { groupPricedCards, pageCustomer } from "~/lib/routes.server";
import { UI } from "../../config";
import { isServiceUnavailable } from "../../server/faults/unavailable";

const QUICK_HITS = 6;
const query = z.string().trim().min(UI.quickSearch.minLength).max(UI.quickSearch.maxLength);

/**
 * Quick-search suggestions for the header combobox (JSON; the page itself works without it). A query
 * shorter than the minimum length or longer than the maximum gets no hits rather than an error, and
 * so does a search that did not answer (503).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = query.safeParse(new URL(request.url).searchParams.get("q") ?? "");
  const headers = { "Cache-Control": "private, max-age=60" };
  if (!q.success) return Response.json({ q: "", found: 0, hits: [] }, { headers });
  const { market, services } = context;
  const listing = await services.catalog
    .listing(market, new URLSearchParams({ q: q.data, hitsPerPage: "12" }))
    .catch((error: unknown) => {
      if (!isServiceUnavailable(error)) throw error;
      return null;
    });
  // SPEC §8 empty blocks: search is down, so the suggestions are empty (a 503 with Retry-After, not
  // stored); the search page itself still answers the shopper's Enter.
  if (!listing) {
    console.warn("Quick search: search did not answer");
    return Response.json(
      { q: q.data, found: 0, hits: [] },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
  return Response.json(
    {
      q: q.data,
      found: listing.found,
      // A signed-in customer's suggestions show their group prices (SPEC §3, decision 0065).
      hits: (
        await groupPricedCards(
          context,
          await pageCustomer(context, request),
          listing.products.slice(0, QUICK_HITS),
        )
      ).map((p) => ({
        sku: p.sku,
        name: p.name,
        href: p.href,
        image: p.image,
        price: p.price,
        currency: p.currency,
      })),
    },
    { headers },
  );
}
