import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { isSwitchOn, NATIVE_PREFIXES, PRODUCT_SLUG } from "../../config";
import { CmsBlocks } from "../components/cms/CmsBlocks";
import { ProductPage } from "../components/product/ProductPage";

export const handle = { i18n: ["common", "product"] };

/**
 * Every path no other route claims: a language home ("/nl/"), a product page ("/{slug}" by the
 * SPEC §2 slug pattern, "/p/{slug}" where native routing is on, only LT), else 404 (guard 13).
 * Categories and content pages join this table with the routing issue.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  const segments = (params["*"] ?? "").split("/").filter(Boolean);
  const rest = market.pathPrefix && segments[0] === market.pathPrefix.slice(1) ? segments.slice(1) : segments;
  if (market.pathPrefix && rest.length === 0) {
    const page = await services.cms.page("home", market.locale.code);
    if (page) return { kind: "home" as const, page };
  }
  const native = isSwitchOn("nativeRouting", market.country.countryCode);
  const slug = native
    ? rest.length === 2 && rest[0] === NATIVE_PREFIXES.product
      ? rest[1]
      : undefined
    : rest.length === 1
      ? rest[0]
      : undefined;
  if (slug && PRODUCT_SLUG.test(slug)) {
    const product = await services.products.bySlug(market, slug);
    if (product)
      return { kind: "product" as const, product, domain: market.country.domain, locale: market.locale.code };
  }
  throw new Response("Not Found", { status: 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  if (data.kind === "home")
    return [{ title: data.page.meta.title }, { name: "description", content: data.page.meta.description }];
  const { product } = data;
  return [
    { title: `${product.name} | ${data.domain}` },
    { name: "description", content: product.description.slice(0, 155) },
    { property: "og:title", content: product.name },
    { property: "og:type", content: "product" },
  ];
};

export default function CatchAll() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === "home") return <CmsBlocks blocks={data.page.blocks} />;
  return <ProductPage product={data.product} />;
}
