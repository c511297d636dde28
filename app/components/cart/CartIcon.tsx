import { useMatches } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ROUTES } from "../../../config";
import { useCartUi } from "../../lib/cart-ui";
import { useHydrated } from "../../lib/hydrated";
import { Link } from "../../lib/link";
import { useLocalePath, useRootData } from "../../lib/root-data";
import { useNotify } from "../notifications/Notifications";

/**
 * SPEC §2: the cart icon with its item-count badge. It links to the cart page; with JavaScript a
 * click opens the cart sidebar, or says 'Your cart is empty' when it is. Routes that set
 * `handle.hideCartIcon` (the thank-you page) do not show it.
 */
export function CartIcon() {
  const { t } = useTranslation("cart");
  const path = useLocalePath();
  const count = useRootData()?.cart.count ?? 0;
  const ui = useCartUi();
  const notify = useNotify();
  const hydrated = useHydrated();
  const hidden = useMatches().some((m) => (m.handle as { hideCartIcon?: boolean } | undefined)?.hideCartIcon);
  if (hidden) return null;
  return (
    <Link
      to={path(ROUTES.checkout.cart)}
      className="cart-icon"
      aria-label={t("badge", { count })}
      onClick={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        if (count > 0) ui.openCart();
        else notify({ id: "cart-empty", kind: "info", message: t("empty") });
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM3 2h2.6l3.2 11.2c.2.7.8 1.3 1.6 1.3h7.9c.7 0 1.4-.5 1.6-1.2L22 6H7.2L6.4 3.2C6.2 2.5 5.5 2 4.8 2H3Z"
        />
      </svg>
      <span className="cart-icon__label" aria-hidden="true">
        {t("header.cart", { ns: "common" })}
      </span>
      {/* A space between the words, so the visible text ("Cart 2") is part of the name ("Cart, 2 items"):
          axe's label-content-name-mismatch, for voice control. Flex ignores it on screen. */}{" "}
      <span className="cart-icon__badge" aria-hidden="true" data-testid="cart-count">
        {count}
      </span>
    </Link>
  );
}
