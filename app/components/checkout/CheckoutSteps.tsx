import { useTranslation } from "react-i18next";
import { ROUTES } from "../../../config";
import { Link } from "../../lib/link";
import { useLocalePath } from "../../lib/root-data";

/**
 * The checkout's steps as the shopper walks them. SPEC numbers shipping (2) and billing (3) apart
 * (config UI.checkoutSteps); here one page holds both, so the list shows four steps.
 */
const STEPS = [
  { key: "cart", path: ROUTES.checkout.cart },
  { key: "addresses", path: ROUTES.checkout.addresses },
  { key: "payment", path: ROUTES.checkout.payment },
  { key: "thankYou", path: undefined },
] as const;

/** Where the shopper is in the checkout; earlier steps are links back until the order is placed. */
export function CheckoutSteps({ current }: { current: (typeof STEPS)[number]["key"] }) {
  const { t } = useTranslation("checkout");
  const path = useLocalePath();
  const at = STEPS.findIndex((s) => s.key === current);
  return (
    <nav aria-label={t("steps.label")} className="checkout-steps">
      <ol>
        {STEPS.map((step, index) => (
          <li key={step.key} aria-current={index === at ? "step" : undefined}>
            {index < at && step.path && current !== "thankYou" ? (
              <Link to={path(step.path)}>{t(`steps.${step.key}`)}</Link>
            ) : (
              <span>{t(`steps.${step.key}`)}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
