import type { MetaFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { type LoaderFunctionArgs, redirect } from "@remix-run/server-runtime";
import { useTranslation } from "react-i18next";
import { confirmationRedirect, groupPricedListing, i18next, pageCustomer } from "~/lib/routes.server";
import { REDIRECT_CODES } from "../../config";
import { ConfirmationPopup } from "../components/confirmation/ConfirmationPopup";
import { ListingPage } from "../components/listing/ListingPage";
import { listingHeading } from "../lib/listing-heading";
import { useLocalePath } from "../lib/root-data";
import { linkMeta } from "../lib/seo";

export const handle = { i18n: ["common", "listing", "widgets"], layout: "full-width" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  const url = new URL(request.url);
  // SPEC §2: the confirmation-popup flag leaves the URL first; the popup shows once after (decision 0063).
  const flagged = await confirmationRedirect(request);
  if (flagged) throw flagged;
  // A query not in its normal form is redirected before anything is searched.
  const normalized = services.catalog.normalizedUrl(url);
  if (normalized) throw redirect(normalized, REDIRECT_CODES.default);
  // A campaign's listing exists while the campaign runs (SPEC §9); then it leads to the sale listing (decision 0051).
  const ended = await services.campaigns.endedListingRedirect(url, market);
  if (ended) throw redirect(ended.location, ended.status);
  // A signed-in customer's cards show their group prices (SPEC §3, decision 0065).
  const listing = await groupPricedListing(
    context,
    await pageCustomer(context, request),
    await services.catalog.listing(market, url.searchParams),
  );
  // A page beyond the last one resets to the first (SPEC §2), temporarily: the listing may grow.
  const reset = services.catalog.pageResetUrl(url, listing);
  if (reset) throw redirect(reset, REDIRECT_CODES.temporary);
  const t = await i18next.getFixedT(market.language, "listing");
  return {
    listing,
    currency: market.currency.code,
    title: `${listingHeading(listing.subject, t)} | ${market.country.domain}`,
    description: t("meta.description"),
    // Search results are not landing pages for crawlers.
    links: services.links(url, market, () => "/search", { noindex: true, query: listing.canonical }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [{ title: data.title }, { name: "description", content: data.description }, ...linkMeta(data.links)]
    : [];

export default function SearchPage() {
  const { listing, currency } = useLoaderData<typeof loader>();
  const { t } = useTranslation("listing");
  const path = useLocalePath();
  return (
    <>
      <ConfirmationPopup />
      <ListingPage
        listing={listing}
        currency={currency}
        action={path("/search")}
        heading={<h1>{listingHeading(listing.subject, t)}</h1>}
      />
    </>
  );
}
