import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { ROUTES } from "../../config";
import { requireLangParam } from "../lib/lang-param";

/** `/checkout` itself is the first step's parent: it leads to the cart (step 1). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  requireLangParam(params, context.market);
  return redirect(`${context.market.pathPrefix}${ROUTES.checkout.cart}`, 303);
}
