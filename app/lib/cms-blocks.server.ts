import type { AppLoadContext } from "@remix-run/server-runtime";
import { contactReasonsFor } from "../../config";
import { type BlockView, type CmsBlock, resolveBlocks } from "../../server/cms";
import { i18next } from "../i18n.server";

/**
 * A page's CMS blocks with the shop's data they show (issue 21 item 1, decision 0050), for the
 * request's market. `key` names the content (`slug/locale`) in the log lines of blocks left out.
 * The contact reasons' labels are translations, which only the app layer reads.
 */
export async function pageBlocks(
  { market, services }: Pick<AppLoadContext, "market" | "services">,
  blocks: readonly CmsBlock[],
  key: string,
): Promise<BlockView[]> {
  const contactReasons = async () => {
    const t = await i18next.getFixedT(market.language, "contact");
    return contactReasonsFor(market.country.countryCode).map((r) => ({
      key: r.key,
      label: t(`reasons.${r.key}`),
    }));
  };
  return resolveBlocks(blocks, services.blockData(market, { contactReasons }), key);
}
