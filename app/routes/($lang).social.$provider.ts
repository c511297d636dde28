import { type LoaderFunctionArgs, redirect } from "@remix-run/server-runtime";
import { ROUTES } from "../../config/routes";
import { SOCIAL_ERROR_PARAM, SOCIAL_PROVIDERS } from "../../config/social-paths";
import { redirectTarget } from "../lib/safe-redirect";

// No zod here: a route module is also in the browser bundle (decision 0045).
const providerOf = (value: string | undefined) => SOCIAL_PROVIDERS.find((p) => p === value);

/**
 * Starts a social sign-in (issue 23 item 5, decision 0061): a plain GET link from the sign-in page,
 * answered with a redirect to the provider and the signed flow cookie. An unknown or unconfigured
 * provider is a 404; `redirect_to` is checked as every other (a local path only, no open redirect).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  const provider = providerOf(params.provider);
  if (!provider || !services.social.providers.includes(provider))
    throw new Response("Unknown sign-in provider", { status: 404 });
  // A signed-in customer has nothing to sign in to (SPEC §2 guard 3), as on the sign-in page.
  await services.accounts.requireAnonymous(request, context);
  const login = `${market.pathPrefix}${ROUTES.login}`;
  const returnTo = redirectTarget(new URL(request.url)) || `${market.pathPrefix}${ROUTES.account.root}`;
  try {
    const started = await services.social.start(request, { provider: provider, market, returnTo });
    if (!started) throw new Response("Unknown sign-in provider", { status: 404 });
    return redirect(started.location, {
      status: 303,
      headers: { "Set-Cookie": started.cookie, "Cache-Control": "no-store" },
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    // The provider's discovery did not answer: say so on the sign-in page (SPEC §8: a message).
    console.error(`Starting a sign-in with ${provider} failed`, error);
    return redirect(`${login}?${SOCIAL_ERROR_PARAM}=problem`, {
      status: 303,
      headers: { "Cache-Control": "no-store" },
    });
  }
}
