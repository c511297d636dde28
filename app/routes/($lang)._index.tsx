import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CmsBlocks } from "../components/cms/CmsBlocks";

export const handle = { i18n: ["common"] };

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { market } = context;
  // `($lang)` matches any first segment: only an accepted language of this country is a home page.
  if (params.lang !== undefined && `/${params.lang}` !== market.pathPrefix) {
    throw new Response("Not Found", { status: 404 });
  }
  const page = await context.services.cms.page("home", market.locale.code);
  if (!page) throw new Response("Not Found", { status: 404 });
  return { page };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.page.meta.title }, { name: "description", content: data.page.meta.description }] : [];

export default function Home() {
  const { page } = useLoaderData<typeof loader>();
  return <CmsBlocks blocks={page.blocks} />;
}
