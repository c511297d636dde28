import type { MetaFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { CmsBlocks } from "../components/cms/CmsBlocks";
import { linkMeta } from "../lib/seo";

export const handle = { i18n: ["common", "listing", "pages"] };

/** The home page of "/"; the language homes ("/nl/") are resolved by the catch-all route ($.tsx). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  const home = await services.home(market);
  if (!home) throw new Response("Not Found", { status: 404 });
  return { ...home, links: services.links(new URL(request.url), market, () => "/") };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: data.page.meta.title },
        { name: "description", content: data.page.meta.description },
        ...linkMeta(data.links),
      ]
    : [];

export default function Home() {
  const { page, products, searches, campaigns, posts } = useLoaderData<typeof loader>();
  return (
    <CmsBlocks
      blocks={page.blocks}
      products={products}
      searches={searches}
      campaigns={campaigns}
      posts={posts}
    />
  );
}
