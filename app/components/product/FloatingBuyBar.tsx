import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { AddToCartButton } from "../cart/AddToCartForm";

/**
 * SPEC §2: the floating add-to-cart bar appears once the anchor (the buy box) has scrolled above the
 * top of the viewport. JavaScript only: it submits the page's add-to-cart form, which without
 * JavaScript is simply scrolled back to.
 */
export function FloatingBuyBar({
  anchorId,
  formId,
  name,
  price,
  available,
}: {
  anchorId: string;
  formId: string;
  name: string;
  price: string | undefined;
  available: boolean;
}) {
  const { t } = useTranslation("product");
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const anchor = document.getElementById(anchorId);
    if (!anchor || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setShown(!entry.isIntersecting && entry.boundingClientRect.bottom < 0);
    });
    observer.observe(anchor);
    return () => observer.disconnect();
  }, [anchorId]);
  if (!shown) return null;
  return (
    <section className="buy-bar" aria-label={t("buyBar")}>
      <p className="buy-bar__name">{name}</p>
      {price && <p className="buy-bar__price">{price}</p>}
      <AddToCartButton available={available} form={formId} />
    </section>
  );
}
