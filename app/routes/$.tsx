import type { ClientLoaderFunctionArgs, MetaFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import type { LinksFunction } from "@remix-run/server-runtime";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  defer,
  json,
  type LoaderFunctionArgs,
  redirect,
} from "@remix-run/server-runtime";
import {
  categoryViewed,
  endedCampaignRedirect,
  formError,
  groupPricedCards,
  groupPricedComparison,
  groupPricedListing,
  i18next,
  pageBlocks,
  pageCustomer,
  parseSubmission,
  personalDiscountView,
  productRecommendations,
  productViewed,
  reviewForm,
} from "~/lib/routes.server";
import { isSwitchOn, REDIRECT_CODES } from "../../config";
import type { ChunkedPageKind } from "../../server/http/page-chunks";
import { CmsBlocks } from "../components/cms/CmsBlocks";
import { KindBoundary } from "../components/pages/KindBoundary";
import { isChunkedKind, likelyKindOf, loadPageKind, pageKindComponent } from "../components/pages/page-kinds";
import { noticeOf } from "../lib/notice";
import { linkMeta } from "../lib/seo";
import cmsStyles from "../styles/cms.css";

export const handle = {
  i18n: ["common", "product", "listing", "express", "pages", "cms", "recommendations", "tiers"],
};
export const links: LinksFunction = () => [{ rel: "stylesheet", href: cmsStyles }];

/** The notice a product page shows after its review form was taken. */
const REVIEW_NOTICES = ["reviewAdded"] as const;

/** The path's segments after the market's language prefix ("/nl/werkplaats/" → ["werkplaats"]). */
function pathSegments(params: LoaderFunctionArgs["params"], market: AppLoadContext["market"]): string[] {
  const segments = (params["*"] ?? "").split("/").filter(Boolean);
  return market.pathPrefix && segments[0] === market.pathPrefix.slice(1) ? segments.slice(1) : segments;
}

/** The scripts of a kind's chunk that its page preloads (decision 0077; none without the build's map). */
const preloadOf = (context: AppLoadContext, kind: ChunkedPageKind): readonly string[] =>
  context.pageChunks?.[kind] ?? [];

/**
 * Every path no other route claims, resolved in SPEC §2's order: a language home ("/nl/"), a
 * product ("/{slug}" by the product slug pattern), a category ("/{slug}/"), a content page
 * ("/{slug}/" from cms/), else 404 (guard 13). Where native routing is on (only LT) products and
 * categories live under "/p/" and "/c/". server/routing has already sent every other form of these
 * URLs to this canonical one.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  const url = new URL(request.url);
  const rest = pathSegments(params, market);
  if (market.pathPrefix && rest.length === 0) {
    const home = await services.home(market);
    if (home)
      return {
        kind: "home" as const,
        meta: home.meta,
        // A signed-in customer's product blocks show their group prices (SPEC §3, decision 0065).
        blocks: await pageBlocks(
          context,
          home.blocks,
          `home/${market.locale.code}`,
          await pageCustomer(context, request),
        ),
        links: services.links(url, market, () => "/"),
      };
  }
  // What the path names (server/routing/paths.ts): a product, a category, or perhaps a content page.
  const page = services.paths.pageOf(rest, market);
  if (page.kind === "product") {
    // The cart only shapes the quantity offered: without it (a platform hiccup) the page still shows.
    const { cart } = await services.cart.fromRequest(request, context).catch(() => ({ cart: null }));
    // A signed-in customer's group prices (SPEC §3, decision 0062); their pages are private anyway.
    const customer = await pageCustomer(context, request);
    const product = await services.products.bySlug(
      market,
      page.slug,
      url.searchParams,
      services.cart.productContext(cart),
      services.tiers.scopeFor(market, customer),
    );
    if (product) {
      // What a shopper needs without JavaScript is awaited, "customers also bought" too (decision
      // 0060; none with toggle_recommendations=off); the comparison streams in.
      const lists = services.products.lists(market, product);
      const [complementary, recommendations] = await Promise.all([
        lists.complementary.then((cards) => groupPricedCards(context, customer, cards)),
        productRecommendations(request, context, product.sku),
      ]);
      const links = services.links(url, market, (m) => product.paths[m.locale.code]);
      return defer({
        kind: "product" as const,
        preload: preloadOf(context, "product"),
        product,
        // Structured data names the same origin as the canonical link.
        origin: new URL(links.canonical).origin,
        domain: market.country.domain,
        links,
        reviewNotice: noticeOf(url, REVIEW_NOTICES),
        personalDiscount: await personalDiscountView(context, customer, product.price),
        // Issue 23: view-item in the background; view_item for the data layer with analytics consent.
        dataLayer: await productViewed(request, context, product),
        complementary,
        recommendations,
        comparison: lists.comparison.then((columns) => groupPricedComparison(context, customer, columns)),
      });
    }
  }
  if (page.kind === "category") {
    const categorySlug = page.slug;
    const category = await services.categories.bySlug(market, page.slug);
    if (category) {
      const normalized = services.catalog.normalizedUrl(url);
      if (normalized) throw redirect(normalized, REDIRECT_CODES.default);
      // A campaign refinement only while the campaign runs (SPEC §9, decision 0051).
      const ended = await services.campaigns.endedListingRedirect(url, market);
      if (ended) throw redirect(ended.location, ended.status);
      const listing = await groupPricedListing(
        context,
        await pageCustomer(context, request),
        await services.catalog.listing(market, url.searchParams, { categoryId: category.id }),
      );
      // A page beyond the last one resets to the first (SPEC §2), temporarily: the listing may grow.
      const reset = services.catalog.pageResetUrl(url, listing);
      if (reset) throw redirect(reset, REDIRECT_CODES.temporary);
      // Filtered and sorted permutations are not for the index; pages of the plain listing are.
      const refined = new URLSearchParams(listing.canonical);
      const page = refined.get("page");
      refined.delete("page");
      const t = await i18next.getFixedT(market.language, "listing");
      const { domain } = market.country;
      return {
        kind: "category" as const,
        preload: preloadOf(context, "category"),
        category,
        listing,
        // SPEC §3 categoryPosts: the blog posts the category names, in the market's language.
        posts: await services.blog.teasers(market, category.postSlugs),
        currency: market.currency.code,
        title: `${category.metaTitle ?? category.name} | ${domain}`,
        links: services.links(url, market, (m) => category.paths[m.locale.code], {
          noindex: refined.size > 0,
          query: page && refined.size === 0 ? `page=${page}` : "",
        }),
        description:
          category.metaDescription ?? t("meta.categoryDescription", { name: category.name, domain }),
        // Issue 23: view-category in the background; view_item_list with analytics consent.
        dataLayer: await categoryViewed(request, context, { ...category, slug: categorySlug }, listing),
      };
    }
  }
  const contentSlug = rest.length === 1 ? rest[0] : undefined;
  if (contentSlug) {
    const content = await services.cms.contentPage(market, contentSlug);
    if (content) {
      // A campaign landing page lives while its campaign runs; then it leads where the campaign's
      // listing does (decision 0051).
      const ended = await endedCampaignRedirect(context, content.page.blocks, url);
      if (ended) throw redirect(ended.location, ended.status);
      return {
        kind: "content" as const,
        meta: content.page.meta,
        blocks: await pageBlocks(
          context,
          content.page.blocks,
          `${contentSlug}/${market.locale.code}`,
          await pageCustomer(context, request),
        ),
        links: services.links(url, market, (m) => content.paths[m.locale.code]),
      };
    }
  }
  throw new Response("Not Found", { status: 404 });
}

/** Where a client navigation goes, its `#fragment` included (a loader's request has none). */
function navigationTarget(request: Request): string {
  const router = (window as { __remixRouter?: { state: { navigation: { location?: { hash: string } } } } })
    .__remixRouter;
  return request.url + (router?.state.navigation.location?.hash ?? "");
}

/**
 * A client navigation to a product or category page loads that kind's chunk before the page is
 * shown (decision 0077): no page shows without its content. The chunk of the kind the path probably
 * is starts with the data, not after it (Remix fetches a route's data only once its module has run,
 * so waiting for the data would put the chunk a third round trip late); the data then says the kind.
 * A chunk that cannot be loaded leads to the page as a whole document, which works as without
 * JavaScript. Not run at hydration: the document's kind is loaded by then (page-kinds.tsx).
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const likely = likelyKindOf(new URL(request.url).pathname);
  // A wrong guess costs a chunk fetched early for nothing, or (no guess for a category whose slug is a
  // language) the chunk after the data (page-kinds.tsx); a failure here is answered below, when it counts.
  if (likely) loadPageKind(likely).catch(() => undefined);
  const data = await serverLoader<typeof loader>();
  const kind = (data as { kind?: unknown } | null)?.kind;
  if (isChunkedKind(kind))
    await loadPageKind(kind).catch(() => {
      window.location.assign(navigationTarget(request));
      return new Promise<never>(() => undefined);
    });
  return data;
}

/**
 * A product page's one form: a signed-in customer's review (SPEC §1, §3 "Review", §8). Taken, it
 * leads back to the page's most recent reviews, where it now stands first; refused, the page shows
 * why with what was typed kept. Anything but a product page has no form to post.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { market, services } = context;
  const url = new URL(request.url);
  const page = services.paths.pageOf(pathSegments(params, market), market);
  if (page.kind !== "product")
    throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, HEAD" } });
  const form = await context.session.readFormIfTokenMatches(request);
  if (!form) return json({ result: formError("reviews.errors.expired") }, { status: 403 });
  const customer = await services.accounts.fromRequest(request, context);
  if (!customer) return json({ result: formError("reviews.errors.signIn") }, { status: 403 });
  const consentRequired = isSwitchOn("reviewConsent", market.country.countryCode);
  const submission = parseSubmission(form, reviewForm({ consentRequired }));
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 422 });
  const outcome = await services.reviews.write(market, page.slug, customer, submission.value);
  if (!outcome) throw new Response("Not Found", { status: 404 });
  if (!outcome.ok)
    return json(
      { result: submission.reply({ formErrors: [`reviews.errors.${outcome.error}`] }) },
      { status: outcome.error === "problem" ? 503 : 422 },
    );
  const back = new URLSearchParams({ reviewSort: "recent", notice: "reviewAdded" });
  return redirect(`${url.pathname}?${back}#reviews`, 303);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  if (data.kind === "home" || data.kind === "content")
    return [
      { title: data.meta.title },
      { name: "description", content: data.meta.description },
      ...linkMeta(data.links),
    ];
  // The shown kind's chunk, fetched with the document's other scripts (decision 0077).
  // None in the data of an instance from before the split (a rolling deployment's older half).
  const preload = (data.preload ?? []).map((href) => ({ tagName: "link", rel: "modulepreload", href }));
  if (data.kind === "category")
    return [
      { title: data.title },
      { name: "description", content: data.description },
      ...linkMeta(data.links),
      ...preload,
    ];
  const { product } = data;
  return [
    { title: `${product.name} | ${data.domain}` },
    { name: "description", content: product.description.slice(0, 155) },
    { property: "og:title", content: product.name },
    { property: "og:type", content: "product" },
    ...linkMeta(data.links),
    ...preload,
  ];
};

export default function CatchAll() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === "home" || data.kind === "content") return <CmsBlocks blocks={data.blocks} />;
  if (data.kind === "category") {
    const CategoryPage = pageKindComponent("category");
    return (
      <KindBoundary kind="category">
        <CategoryPage
          category={data.category}
          listing={data.listing}
          currency={data.currency}
          posts={data.posts}
        />
      </KindBoundary>
    );
  }
  const ProductPage = pageKindComponent("product");
  return (
    <KindBoundary kind="product">
      <ProductPage
        product={data.product}
        origin={data.origin}
        complementary={data.complementary}
        recommendations={data.recommendations}
        reviewNotice={data.reviewNotice}
        comparison={data.comparison}
        personalDiscount={data.personalDiscount}
      />
    </KindBoundary>
  );
}
