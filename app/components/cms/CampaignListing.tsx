import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { CampaignView } from "../../../server/campaigns";
import type { CardView } from "../../../server/catalog/listing";
import type { CmsBlock } from "../../../server/cms";
import { useLocalePath } from "../../lib/root-data";
import { ProductGrid } from "../listing/ProductGrid";

/** A campaign's products on a landing page, with the link to its whole listing (SPEC §2 search params). */
export function CampaignListing({
  block,
  index,
  products,
  campaigns,
}: {
  block: Extract<CmsBlock, { component: "CampaignListing" }>;
  index: number;
  products: CardView[];
  /** The running campaigns: the listing's link is the campaign's own (server/campaigns). */
  campaigns: CampaignView[];
}) {
  const { t } = useTranslation("pages");
  const { t: tListing } = useTranslation("listing");
  const path = useLocalePath();
  const campaign = campaigns.find((c) => c.name === block.campaign);
  if (!campaign || products.length === 0) return null;
  const id = `cms-campaign-listing-${index}`;
  return (
    <section className="product-block" aria-labelledby={id}>
      <h2 id={id}>{tListing(`tag.${campaign.tag}`)}</h2>
      <ProductGrid products={products} />
      <p>
        <Link to={path(campaign.href)}>{t("campaign.all")}</Link>
      </p>
    </section>
  );
}
