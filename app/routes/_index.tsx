import type { MetaFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { pageBlocks, pageCustomer } from "~/lib/routes.server";
import { CmsBlocks } from "../components/cms/CmsBlocks";
import { linkMeta } from "../lib/seo";
import cmsStyles from "../styles/cms.css";

export const handle = { i18n: ["common", "listing", "pages", "cms"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: cmsStyles }];

/** The home page of "/"; the language homes ("/nl/") are resolved by the catch-all route ($.tsx). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  const page = await services.home(market);
  if (!page) throw new Response("Not Found", { status: 404 });
  return {
    meta: page.meta,
    // A signed-in customer's product blocks show their group prices (SPEC §3, decision 0065).
    blocks: await pageBlocks(
      context,
      page.blocks,
      `home/${market.locale.code}`,
      await pageCustomer(context, request),
    ),
    links: services.links(new URL(request.url), market, () => "/"),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: data.meta.title },
        { name: "description", content: data.meta.description },
        ...linkMeta(data.links),
      ]
    : [];

export default function Home() {
  const { blocks } = useLoaderData<typeof loader>();
  return <CmsBlocks blocks={blocks} />;
}
