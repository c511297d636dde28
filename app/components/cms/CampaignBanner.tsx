import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { CampaignView } from "../../../server/campaigns";
import type { CmsBlock } from "../../../server/cms";
import { formatDate } from "../../lib/format";
import { useLocalePath } from "../../lib/root-data";

/**
 * The promo banner of the running campaigns (SPEC §2 "promo banners", §9 start <= now < end): the
 * campaign's name, its last day and a link to its listing (the search refinement by its tag). The
 * server decides what runs (server/campaigns), so an ended campaign's banner is simply not there.
 */
export function CampaignBanner({
  block,
  index,
  campaigns,
}: {
  block: Extract<CmsBlock, { component: "CampaignBanner" }>;
  index: number;
  campaigns: CampaignView[];
}) {
  const { t } = useTranslation("pages");
  const { t: tListing } = useTranslation("listing");
  const path = useLocalePath();
  const shown = block.campaign ? campaigns.filter((c) => c.name === block.campaign) : campaigns;
  if (shown.length === 0) return null;
  return (
    <>
      {shown.map((campaign) => {
        const id = `cms-campaign-${index}-${campaign.name}`;
        return (
          <section key={campaign.name} className="promo-banner" aria-labelledby={id}>
            <h2 id={id}>{tListing(`tag.${campaign.tag}`)}</h2>
            <p>{t("campaign.until", { date: formatDate(campaign.lastDay) })}</p>
            <Link to={path(campaign.href)} className="button button--primary">
              {t("campaign.shop")}
            </Link>
          </section>
        );
      })}
    </>
  );
}
