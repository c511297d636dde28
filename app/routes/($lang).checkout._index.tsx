import { type LoaderFunctionArgs, redirect } from "@remix-run/server-runtime";
import { ROUTES } from "../../config";

/** `/checkout` itself is the first step's parent: it leads to the cart (step 1). */
export async function loader({ context }: LoaderFunctionArgs) {
  return redirect(`${context.market.pathPrefix}${ROUTES.checkout.cart}`, 303);
}
