import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CmsBlocks } from "../components/cms/CmsBlocks";

export const handle = { i18n: ["common", "listing"] };

/** The home page of "/"; the language homes ("/nl/") are resolved by the catch-all route ($.tsx). */
export async function loader({ context }: LoaderFunctionArgs) {
  const home = await context.services.home(context.market);
  if (!home) throw new Response("Not Found", { status: 404 });
  return home;
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.page.meta.title }, { name: "description", content: data.page.meta.description }] : [];

export default function Home() {
  const { page, products } = useLoaderData<typeof loader>();
  return <CmsBlocks blocks={page.blocks} products={products} />;
}
