import type { Address } from "@commercetools/platform-sdk";
import { useTranslation } from "react-i18next";
import { ROUTES } from "../../../config";
import { Link } from "../../lib/link";
import { useLocalePath } from "../../lib/root-data";
import { AddressLines } from "../account/AddressLines";

/** The payment step's summary of the addresses step: e-mail, billing and shipping address, and the way back. */
export function CheckoutDetails({
  email,
  billing,
  shipping,
}: {
  email: string;
  billing: Address;
  /** Null when the goods go to the billing address. */
  shipping: Address | null;
}) {
  const { t } = useTranslation("checkout");
  const path = useLocalePath();
  return (
    <section className="checkout-details" aria-labelledby="checkout-details-title">
      <h2 id="checkout-details-title">{t("payment.details")}</h2>
      <p>{email}</p>
      <h3>{t("addresses.billing")}</h3>
      <AddressLines address={billing} />
      <h3>{t("addresses.shippingAddress")}</h3>
      {shipping ? <AddressLines address={shipping} /> : <p>{t("addresses.shipping_same")}</p>}
      <Link to={path(ROUTES.checkout.addresses)}>{t("payment.changeAddresses")}</Link>
    </section>
  );
}
