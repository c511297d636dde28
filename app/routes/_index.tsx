import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CmsBlocks } from "../components/cms/CmsBlocks";

export const handle = { i18n: ["common"] };

/** The home page of "/"; the language homes ("/nl/") are resolved by the catch-all route ($.tsx). */
export async function loader({ context }: LoaderFunctionArgs) {
  const page = await context.services.cms.page("home", context.market.locale.code);
  if (!page) throw new Response("Not Found", { status: 404 });
  return { page };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.page.meta.title }, { name: "description", content: data.page.meta.description }] : [];

export default function Home() {
  const { page } = useLoaderData<typeof loader>();
  return <CmsBlocks blocks={page.blocks} />;
}
