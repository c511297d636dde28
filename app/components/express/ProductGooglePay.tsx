import { useCallback } from "react";
import { toMinor } from "../../../config";
import { type CartActionData, RESPONSE_FIELD } from "../../lib/cart-ui";
import { GooglePayExpress, type ShownAmount } from "./GooglePayExpress";

/** The cart page's route id (app/routes/($lang).checkout.cart.tsx), whose action adds to the cart. */
const CART_ROUTE_ID = "routes/($lang).checkout.cart";

/**
 * Google Pay express on the product page (docs/decisions/0031): the click adds the product, with the
 * quantity and choices of its add-to-cart form, to the cart first (the cart route's own add), and the
 * sheet then shows the cart's new total, which is what is paid.
 */
export function ProductGooglePay({ addForm }: { addForm: string }) {
  const prepare = useCallback(async (): Promise<ShownAmount | null> => {
    const form = document.getElementById(addForm);
    if (!(form instanceof HTMLFormElement)) return null;
    const body = new FormData(form);
    body.set(RESPONSE_FIELD.name, RESPONSE_FIELD.data);
    // The cart route's action as data (Remix's data request, as its fetchers make it), not the page.
    const url = new URL(form.action);
    url.searchParams.set("_data", CART_ROUTE_ID);
    const response = await fetch(url, { method: "POST", body, credentials: "same-origin" });
    const answer = (await response.json().catch(() => null)) as CartActionData | null;
    if (!answer?.ok || !answer.cart) return null;
    return { value: toMinor(answer.cart.total, answer.cart.currency), currency: answer.cart.currency };
  }, [addForm]);
  return <GooglePayExpress page="pdp" prepare={prepare} />;
}
