import type { MetaFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { json, type LoaderFunctionArgs, redirect } from "@remix-run/server-runtime";
import { useTranslation } from "react-i18next";
import { pageTitle, signedInHeaders } from "~/lib/routes.server";
import { SOCIAL_ERROR_PARAM, SOCIAL_PROVIDERS } from "../../config/social-paths";
import { NO_STORE } from "../lib/cache-headers";

// Not linked from anywhere: the provider redirects here (one fixed path per host, decision 0061).
export const handle = { i18n: ["common", "social"], hideMenu: true };

// No zod here: a route module is also in the browser bundle (decision 0045).
const providerOf = (value: string | undefined) => SOCIAL_PROVIDERS.find((p) => p === value);

// The page signs a shopper in: never kept by any cache.
export const headers = () => NO_STORE;

/**
 * The provider's redirect back (issue 23 item 5): checked against the flow cookie (state, PKCE
 * verifier, nonce), the verified e-mail linked to the customer through the auth sync, the anonymous
 * cart taken along, the shopper signed in with the shop's own cookies. A refusal goes to the sign-in
 * page with its message. Success is a page, not a redirect: the auth cookie is same-site strict, and
 * a browser does not send it on a redirect chain a cross-site page started, so the page moves on by
 * itself (meta refresh, no JavaScript) as a same-site navigation, with a link for the rest.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  const provider = providerOf(params.provider);
  if (!provider || !services.social.providers.includes(provider))
    throw new Response("Unknown sign-in provider", { status: 404 });
  const headers = new Headers({ "Cache-Control": "no-store" });
  // The cart is a convenience: one that cannot be read is not taken along, the sign-in goes on.
  const cart = await services.cart
    .fromRequest(request, context)
    .then((read) => read.cart)
    .catch((error: unknown) => {
      console.error("Reading the cart at a social sign-in failed; signing in without it", error);
      return null;
    });
  const outcome = await services.social.finish(request, {
    provider: provider,
    market,
    anonymousCart: cart,
  });
  // The flow is finished once, whatever the outcome; a pending link (decision 0064) takes its place.
  headers.append(
    "Set-Cookie",
    (!outcome.ok && outcome.cookie) || (await services.social.endFlowCookie(request)),
  );
  if (!outcome.ok)
    return redirect(`${outcome.loginPath}?${SOCIAL_ERROR_PARAM}=${outcome.error}`, { status: 303, headers });
  const signedIn = await signedInHeaders(context, request, outcome.customer, outcome.cart);
  for (const cookie of signedIn.getSetCookie()) headers.append("Set-Cookie", cookie);
  return json(
    {
      title: await pageTitle(market, "signedIn.title", "social"),
      target: outcome.returnTo,
      name:
        [outcome.customer.firstName, outcome.customer.lastName].filter(Boolean).join(" ") ||
        outcome.customer.email,
    },
    { headers },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: data.title },
        { name: "robots", content: "noindex" },
        { httpEquiv: "refresh", content: `0;url=${data.target}` },
      ]
    : [];

export default function SocialCallbackPage() {
  const { target, name } = useLoaderData<typeof loader>();
  const { t } = useTranslation("social");
  return (
    <div className="account-page account-page--narrow">
      <h1 data-testid="social-signed-in">{t("signedIn.heading", { name })}</h1>
      <p>
        <a href={target}>{t("signedIn.continue")}</a>
      </p>
    </div>
  );
}
