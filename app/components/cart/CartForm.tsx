import { useFetcher } from "@remix-run/react";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ROUTES, TIMINGS } from "../../../config";
import type { CartField } from "../../../server/cart";
import { type CartActionData, RESPONSE_FIELD, useCartUi } from "../../lib/cart-ui";
import { pushDataLayer } from "../../lib/data-layer";
import { useHydrated } from "../../lib/hydrated";
import { useLocalePath } from "../../lib/root-data";
import { CsrfField } from "../forms/CsrfField";
import { useNotify } from "../notifications/Notifications";

/** The field the page's script adds to its posts: it wants the outcome as data, not a redirect. */

const NO_FIELDS: CartField[] = [];

export interface CartFormState {
  /** Message of a field, translated. */
  error: (field: CartField) => string | undefined;
  submitting: boolean;
}

/**
 * A cart change (SPEC §4) as a form posting to the cart route: a plain POST without JavaScript, a
 * fetcher with it. With JavaScript the outcome is announced as a notification (SPEC §8: a failed
 * change shows 'There was a problem with adding product to the cart. Please try again.' with the id
 * cart-adding-problem), an add opens the sidebars of SPEC §4 and reaches the data layer.
 */
export function CartForm({
  intent,
  className,
  id,
  children,
  pageErrors,
  onResult,
  shows = NO_FIELDS,
}: {
  intent: string;
  className?: string;
  id?: string;
  children: (state: CartFormState) => ReactNode;
  /** Errors of the page's own post (no JavaScript), when it was this form's. */
  pageErrors?: Partial<Record<CartField, string>>;
  /** Called once with each outcome of this form's posts (JavaScript only). */
  onResult?: (result: CartActionData) => void;
  /** The fields whose messages this form shows itself; others are notified. */
  shows?: CartField[];
}) {
  const fetcher = useFetcher<CartActionData>();
  const path = useLocalePath();
  const { t } = useTranslation("cart");
  const notify = useNotify();
  const ui = useCartUi();
  const handled = useRef<CartActionData | undefined>(undefined);
  const hydrated = useHydrated();

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    onResult?.(result);
    if (result.ok) {
      if (result.notice === "maxQuantity")
        notify({ id: "cart-max-quantity", kind: "warning", message: t("notices.maxQuantity") });
      else
        notify({
          id: "cart-notice",
          kind: "info",
          message: t(`notices.${result.notice}`),
          duration: TIMINGS.notification.short,
        });
      if (result.added) ui.afterAdd(result.added);
      // add_to_cart, sent by the server only with analytics consent (decision 0067).
      if (result.dataLayer?.length) pushDataLayer(result.dataLayer);
    } else {
      // Messages of fields this form does not show become a notification (SPEC §8's id for the
      // adding problem).
      const hidden = Object.entries(result.errors).find(([field]) => !shows.includes(field as CartField));
      if (hidden?.[1])
        notify({
          id: result.error === "addingProblem" ? "cart-adding-problem" : "cart-error",
          kind: "error",
          message: t(hidden[1]),
        });
    }
  }, [fetcher.state, fetcher.data, notify, t, ui, onResult, shows]);

  const errors = (fetcher.data && !fetcher.data.ok ? fetcher.data.errors : pageErrors) ?? {};
  const state: CartFormState = {
    error: (field) => (errors[field] ? t(errors[field] as string) : undefined),
    submitting: fetcher.state !== "idle",
  };
  return (
    <fetcher.Form method="post" action={path(ROUTES.checkout.cart)} className={className} id={id}>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      {hydrated && <input type="hidden" name={RESPONSE_FIELD.name} value={RESPONSE_FIELD.data} />}
      {children(state)}
    </fetcher.Form>
  );
}
