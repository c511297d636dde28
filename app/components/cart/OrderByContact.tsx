import { useId } from "react";
import { useTranslation } from "react-i18next";
import { customerCare, isSwitchOn } from "../../../config";
import type { CartView } from "../../../server/cart";
import { useCountry } from "../../lib/root-data";
import { CareChannels } from "../care/CareChannels";

/**
 * Where checkout is disabled (SPEC §6, §9: IE, SI, LT, GR, BG, RO) a cart stays a list: this says so
 * before the shopper builds one (product page) and in the cart, and names what to do instead: order
 * from the country's customer care (SPEC §2 "customer-care phone and hours"), by phone or by e-mail.
 * In the cart the e-mail link carries the cart's lines and codes, so the message is ready to send.
 * Renders nothing where the country has a checkout.
 */
export function OrderByContact({
  cart,
  heading: Heading = "h2",
}: {
  /** On the cart page and in the sidebar: the cart to put into the e-mail. */
  cart?: CartView;
  heading?: "h2" | "h3";
}) {
  const { t } = useTranslation(["common", "cart"]);
  const country = useCountry();
  const headingId = useId();
  if (!isSwitchOn("checkoutDisabled", country)) return null;
  const care = customerCare(country);
  const body = cart
    ? [
        ...cart.lines.map(
          (line) => `${line.quantity} × ${line.name} (${t("productNumber", { ns: "cart", sku: line.sku })})`,
        ),
        ...cart.coupons.map((coupon) => `${t("coupon.label", { ns: "cart" })}: ${coupon.code}`),
      ].join("\n")
    : "";
  const mail = `mailto:${care.email}?${new URLSearchParams({
    subject: t("orderByContact.mailSubject"),
    ...(body ? { body } : {}),
  })
    .toString()
    .replace(/\+/g, "%20")}`;
  return (
    <section className="notice order-by-contact" aria-labelledby={headingId}>
      <Heading id={headingId} className="order-by-contact__heading">
        {t("orderByContact.heading")}
      </Heading>
      <p>{cart ? t("orderByContact.cart") : t("orderByContact.product")}</p>
      <CareChannels className="order-by-contact__channels" mailto={mail} />
    </section>
  );
}
