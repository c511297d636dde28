import type { Customer } from "@commercetools/platform-sdk";
import type { MetaFunction } from "@remix-run/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  json,
  type LoaderFunctionArgs,
  redirect,
} from "@remix-run/server-runtime";
import { useTranslation } from "react-i18next";
import {
  addedToCart,
  cartChanged,
  cartRecommendations,
  groupPricedCards,
  pageCustomer,
  pageTitle,
  trackedChange,
} from "~/lib/routes.server";
import { ROUTES } from "../../config";
import type { CartCommand, CartView } from "../../server/cart";
import { CartContents } from "../components/cart/CartContents";
import { ProductGrid } from "../components/listing/ProductCard";
import { CartRecommendations } from "../components/recommendations/CartRecommendations";
import { type AddedItem, type CartActionData, RESPONSE_FIELD } from "../lib/cart-ui";
import { pageMeta } from "../lib/seo";

export const handle = { i18n: ["common", "cart", "product", "listing", "express", "recommendations"] };

/** The flash notice of a plain form post, carried across its 303 redirect (no JavaScript). */
const NOTICE_PARAM = "cart_notice";

async function cartPage(request: Request, context: AppLoadContext) {
  const { market, services } = context;
  const { cart, stale } = await services.cart.fromRequest(request, context);
  const view = cart ? await services.cart.view(market, cart) : null;
  return { cart, view, stale };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  const url = new URL(request.url);
  const { cart, view, stale } = await cartPage(request, context);
  // SPEC §4: without JavaScript an add leads here, and the page shows the complementary products of
  // the item added last; the cart's recommendations (SPEC §7 "cart", decision 0060) beside them.
  const last = view?.lines.filter((l) => !l.guaranteeFor && !l.gift).at(-1);
  const inCart = new Set(view?.lines.map((l) => l.sku));
  const [accessories, recommendations] = await Promise.all([
    last ? services.products.complementaryFor(market, last.sku) : [],
    cartRecommendations(request, context, cart),
  ]);
  // A signed-in customer's cards show their group prices (SPEC §3, decision 0065).
  const complementary = await groupPricedCards(
    context,
    await pageCustomer(context, request),
    accessories.filter((p) => !inCart.has(p.sku)),
  );
  const notice = services.cart.notice(url.searchParams.get(NOTICE_PARAM));
  return json(
    {
      view,
      complementary,
      recommendations,
      notice,
      title: await pageTitle(market, "title", "cart"),
      // Checkout pages are not for crawlers (SPEC §2).
      links: services.links(url, market, () => ROUTES.checkout.cart, { noindex: true }),
    },
    stale ? { headers: { "Set-Cookie": await services.cart.cookie(request, null) } } : undefined,
  );
}

/**
 * Every cart change of SPEC §4 as a form post: add, quantity (0 removes), remove, extra guarantee,
 * coupon apply and remove, empty. Without JavaScript it answers 303 to this page (with the notice);
 * a post from the page's script (RESPONSE_FIELD) gets the outcome and the cart as data. Bad input
 * answers 422 with a message per field, and the cart page shows it next to what was typed.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { market, services, session } = context;
  const form = await session.readFormIfTokenMatches(request);
  if (!form) return expiredForm(request, context);
  const values = typedValues(form);
  const fromScript = form.get(RESPONSE_FIELD.name) === RESPONSE_FIELD.data;
  const parsed = services.cart.parse(form);
  const read = await readCartAndCustomer(request, context);
  if (!read) {
    // SPEC §8: the platform is away; the shopper gets the message, not an error page.
    const failure: CartActionData = {
      ok: false,
      errors: { intent: "errors.addingProblem" },
      error: "addingProblem",
      values,
      cart: null,
    };
    return json(failure, { status: 409 });
  }
  const [before, customer] = read;
  if (!parsed.ok) {
    const view = await services.cart.viewAfterChange(market, before.cart);
    return json({ ok: false, errors: parsed.errors, values, cart: view } satisfies CartActionData, {
      status: 422,
    });
  }
  const outcome = await services.cart.change(
    { market, cartId: before.cart?.id, visitor: session.csrfToken, customer: customer ?? undefined },
    parsed.command,
  );
  const headers = new Headers();
  if (outcome.ok && outcome.cart)
    cartChanged(request, context, trackedChange(parsed.command, before.cart, outcome.cart.id));
  if (outcome.cart?.id !== before.cart?.id || before.stale)
    headers.append("Set-Cookie", await services.cart.cookie(request, outcome.cart?.id ?? null));
  if (outcome.ok && !fromScript) {
    const target = `${market.pathPrefix}${ROUTES.checkout.cart}?${new URLSearchParams({ [NOTICE_PARAM]: outcome.notice })}`;
    return redirect(target, { status: 303, headers });
  }
  const view = await services.cart.viewAfterChange(market, outcome.cart);
  if (!outcome.ok) {
    return json(
      {
        ok: false,
        errors: { [outcome.field]: `errors.${outcome.error}` },
        error: outcome.error,
        values,
        cart: view,
      } satisfies CartActionData,
      { status: outcome.status, headers },
    );
  }
  const added = await addedItem(context, parsed.command, view, await pageCustomer(context, request));
  const dataLayer = await addedToCart(request, context, parsed.command, outcome.cart);
  return json({ ok: true, notice: outcome.notice, cart: view, added, dataLayer } satisfies CartActionData, {
    headers,
  });
}

/**
 * An expired form (the visitor's token changed) is a message at the cart, not an error page; the
 * cart is shown as it is (without JavaScript the page renders this answer).
 */
async function expiredForm(request: Request, context: AppLoadContext) {
  const { market, services } = context;
  const { cart } = await services.cart.fromRequest(request, context).catch(() => ({ cart: null }));
  const expired: CartActionData = {
    ok: false,
    errors: { intent: "errors.expired" },
    values: {},
    cart: await services.cart.viewAfterChange(market, cart),
  };
  return json(expired, { status: 403 });
}

/** What the shopper posted (without the token and the response field), shown again after a refusal. */
const typedValues = (form: FormData) =>
  Object.fromEntries(
    [...form.entries()].filter(
      (e): e is [string, string] =>
        typeof e[1] === "string" && e[0] !== "csrf" && e[0] !== RESPONSE_FIELD.name,
    ),
  );

/** The cart and the signed-in customer, or undefined when the platform cannot be read (logged). */
const readCartAndCustomer = (request: Request, context: AppLoadContext) =>
  Promise.all([
    context.services.cart.fromRequest(request, context),
    context.services.accounts.fromRequest(request, context),
  ]).catch((error: unknown) => {
    console.error("Reading the cart or the signed-in customer failed", error);
    return undefined;
  });

/**
 * After an add, what the sidebars of SPEC §4 offer: the added line's guarantees (none when one was
 * chosen in the form) and its complementary products that are not in the cart yet.
 */
async function addedItem(
  context: AppLoadContext,
  command: CartCommand,
  view: CartView | null,
  customer: Customer | null,
): Promise<AddedItem | undefined> {
  if (command.intent !== "add" || !view) return undefined;
  const { sku, guarantee } = command;
  const line = view.lines.find((l) => l.sku === sku && !l.guaranteeFor && !l.gift);
  if (!line) return undefined;
  return {
    sku,
    name: line.name,
    lineId: line.id,
    // The shopper who chose a guarantee in the form is not asked again.
    guarantees: guarantee ? [] : line.guaranteeOffers,
    complementary: await groupPricedCards(
      context,
      customer,
      (await context.services.products.complementaryFor(context.market, sku)).filter(
        (p) => !view.lines.some((l) => l.sku === p.sku),
      ),
    ),
  };
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function CartPage() {
  const { view, complementary, recommendations, notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("cart");
  // After a post with JavaScript the action's cart is the newest; the loader's follows on revalidation.
  const cart = actionData?.cart !== undefined ? actionData.cart : view;
  const shown = actionData ? (actionData.ok ? actionData.notice : null) : notice;
  return (
    <div className="cart-page">
      <h1>{t("heading")}</h1>
      {shown && (
        <p className={shown === "maxQuantity" ? "notice notice--warning" : "notice"} role="status">
          {t(`notices.${shown}`)}
        </p>
      )}
      <CartContents
        cart={cart}
        errors={actionData && !actionData.ok ? actionData.errors : {}}
        values={actionData && !actionData.ok ? actionData.values : {}}
      />
      {complementary.length > 0 && (
        <section className="cart-page__complementary" aria-labelledby="cart-complementary">
          <h2 id="cart-complementary">{t("complementary.heading")}</h2>
          <ProductGrid products={complementary} />
        </section>
      )}
      <CartRecommendations shown={recommendations} />
    </div>
  );
}
