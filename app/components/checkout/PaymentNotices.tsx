import { useTranslation } from "react-i18next";
import { ROUTES } from "../../../config";
import type { CartView } from "../../../server/cart";
import type { Shortage } from "../../../server/checkout";
import { Link } from "../../lib/link";
import { useLocalePath } from "../../lib/root-data";

/** What the payment step tells before the details: a VAT ID validated, a payment released, codes taken off, stock short. */
export function PaymentNotices({
  vatValidated,
  net = null,
  released,
  couponRemoved,
  removedCodes,
  shortages,
  lines,
}: {
  vatValidated: boolean;
  /** Issue 19.1: the cart was made net under reverse charge, or could not be (SPEC §8). */
  net?: "adjusted" | "failed" | null;
  released: boolean;
  couponRemoved: boolean;
  removedCodes: string[];
  shortages: Shortage[];
  lines: CartView["lines"];
}) {
  const { t } = useTranslation("checkout");
  const { t: tt } = useTranslation("tax");
  return (
    <>
      {vatValidated && (
        <p className="notice" role="status">
          {t("vat.validated")}
        </p>
      )}
      {net === "adjusted" && (
        <p className="notice" role="status" data-testid="net-notice">
          {tt("adjusted")}
        </p>
      )}
      {net === "failed" && (
        <p className="notice notice--error" role="alert" data-testid="net-notice">
          {tt("notAdjusted")}
        </p>
      )}
      {released && (
        <p className="notice" role="status">
          {t("payment.released")}
        </p>
      )}
      {couponRemoved && (
        <p className="notice notice--error" role="alert">
          {removedCodes.length > 0
            ? t("payment.couponRemovedCodes", { codes: removedCodes.join(", ") })
            : t("payment.couponRemoved")}
        </p>
      )}
      {shortages.length > 0 && <Shortages shortages={shortages} lines={lines} />}
    </>
  );
}

/** SPEC §5 stock: the lines stock cannot cover, named with what is left; nothing is ordered until they change. */
function Shortages({ shortages, lines }: { shortages: Shortage[]; lines: CartView["lines"] }) {
  const { t } = useTranslation("checkout");
  const path = useLocalePath();
  return (
    <section className="notice notice--error" role="alert" aria-labelledby="shortages-title">
      <h2 id="shortages-title">{t("payment.shortages.heading")}</h2>
      <ul>
        {shortages.map((short) => (
          <li key={short.lineId} data-testid="shortage">
            {t("payment.shortages.line", {
              name: lines.find((l) => l.id === short.lineId)?.name ?? short.sku,
              wanted: short.wanted,
              available: short.available,
            })}
          </li>
        ))}
      </ul>
      <Link to={path(ROUTES.checkout.cart)}>{t("payment.shortages.fix")}</Link>
    </section>
  );
}
