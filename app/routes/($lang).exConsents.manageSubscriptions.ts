import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { redirect } from "@remix-run/server-runtime";
import { REDIRECT_CODES } from "../../config";

/** SPEC §2 guard 6: manage-subscriptions links lead home, keeping their query. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const { search } = new URL(request.url);
  const { market } = context;
  return redirect(`${market.isDefaultLocale ? "" : `/${market.language}`}/${search}`, REDIRECT_CODES.default);
}
