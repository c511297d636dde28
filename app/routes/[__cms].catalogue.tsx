import type { MetaFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import type { HeadersFunction, LinksFunction, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useTranslation } from "react-i18next";
import { kindsNotShown, pageBlocks } from "~/lib/routes.server";
import { CmsBlocks } from "../components/cms/CmsBlocks";
import cmsStyles from "../styles/cms.css";

export const handle = { i18n: ["common", "listing", "pages", "cms"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: cmsStyles }];

/** The catalogue's examples: `cms/_catalogue/<locale>.json`, else the English one (an editors' page). */
const CATALOGUE = "_catalogue";
const EXAMPLE_LOCALE = "en-GB";

/**
 * The block catalogue (issue 21 item 1, decision 0050): every registered block kind rendered from
 * its example, each under its component name, so editors see what they can build pages from and
 * tests see every kind. Under the reserved `/__` prefix (SPEC §2: never a page of the shop), never
 * indexed, never in a sitemap.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { market, services } = context;
  const locale = market.locale.code;
  const own = await services.cms.page(CATALOGUE, locale);
  const page = own ?? (await services.cms.page(CATALOGUE, EXAMPLE_LOCALE));
  if (!page) throw new Response("Not Found", { status: 404 });
  const key = `${CATALOGUE}/${own ? locale : EXAMPLE_LOCALE}`;
  const blocks = await pageBlocks(context, page.blocks, key);
  return { meta: page.meta, blocks, missing: kindsNotShown(blocks) };
}

export const headers: HeadersFunction = () => ({ "X-Robots-Tag": "noindex, nofollow" });

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title ?? "CMS" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function CmsCatalogue() {
  const { meta, blocks, missing } = useLoaderData<typeof loader>();
  const { t } = useTranslation("cms");
  return (
    <div className="cms-catalogue">
      <header className="cms-catalogue__intro">
        <p className="cms-catalogue__title">{meta.title}</p>
        <p>{t("catalogue.intro", { count: blocks.length })}</p>
        {missing.length > 0 && <p>{t("catalogue.missing", { names: missing.join(", ") })}</p>}
      </header>
      <CmsBlocks blocks={blocks} named />
    </div>
  );
}
