import { Form, useFetcher, useNavigation } from "@remix-run/react";
import type { ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { PAYMENT_KINDS, type PaymentKind } from "../../../config";
import type { PaymentOptions } from "../../../server/checkout";
import { usePrices } from "../../lib/prices";
import { CsrfField } from "../forms/CsrfField";

/** Whether the shopper may choose a payment kind for this cart (a card always). */
export const paymentAllowed = (options: PaymentOptions, kind: PaymentKind) =>
  kind === "card" || options[kind].allowed;

/**
 * The payment choice of SPEC §4 as a plain form post: each kind with its hint (the COD fee, or why
 * it is not offered; Multibanco only where it is offered, SPEC §1), the terms and the order button,
 * which waits while stock is short. The choice is kept on the cart before ordering (SPEC §3
 * calculatedCodFee, so the summary shows the fee and its VAT): without JavaScript by the "apply"
 * button, with it as soon as a kind is picked.
 */
export function PaymentForm({
  options,
  currency,
  selected,
  onSelect,
  error,
  blocked,
}: {
  options: PaymentOptions;
  currency: string;
  selected: PaymentKind;
  onSelect: (kind: PaymentKind) => void;
  /** The refusal of the last post, a key of the `checkout` namespace. */
  error: string | undefined;
  /** Nothing can be ordered (lines short of stock). */
  blocked: boolean;
}) {
  const navigation = useNavigation();
  const chooser = useFetcher();
  const { t } = useTranslation("checkout");
  const choose = (kind: PaymentKind) => (event: ChangeEvent<HTMLInputElement>) => {
    onSelect(kind);
    const data = new FormData(event.currentTarget.form ?? undefined);
    data.set("intent", "choose");
    chooser.submit(data, { method: "post", preventScrollReset: true });
  };
  return (
    <Form method="post" className="payment-form">
      <CsrfField />
      {error && (
        <p className="notice notice--error" role="alert">
          {t(error)}
        </p>
      )}
      <fieldset className="choice">
        <legend>{t("payment.choose")}</legend>
        {PAYMENT_KINDS.filter((kind) => kind !== "multibanco" || options.multibanco.allowed).map((kind) => (
          <label key={kind} className={paymentAllowed(options, kind) ? undefined : "choice--disabled"}>
            <input
              type="radio"
              name="payment"
              value={kind}
              disabled={!paymentAllowed(options, kind)}
              defaultChecked={selected === kind}
              onChange={choose(kind)}
              aria-describedby={`payment-${kind}-hint`}
            />{" "}
            {t(`payment.kind.${kind}`)}
            <PaymentHint kind={kind} options={options} currency={currency} />
          </label>
        ))}
        <button type="submit" name="intent" value="choose" className="button button--secondary">
          {t("payment.apply")}
        </button>
      </fieldset>
      <p>{t("payment.terms")}</p>
      <button
        type="submit"
        name="intent"
        value="place"
        className="button button--primary"
        disabled={navigation.state === "submitting" || blocked}
      >
        {t("payment.submit")}
      </button>
    </Form>
  );
}

function PaymentHint({
  kind,
  options,
  currency,
}: {
  kind: PaymentKind;
  options: PaymentOptions;
  currency: string;
}) {
  const { t } = useTranslation("checkout");
  const prices = usePrices();
  const fee = prices.format(options.cod.fee, currency);
  return (
    <span id={`payment-${kind}-hint`} className="field__hint">
      {kind === "cod"
        ? options.cod.allowed
          ? t("payment.codFeeHint", { fee })
          : t(`payment.codRefusal.${options.cod.refusal}`)
        : kind === "bank"
          ? options.bank.allowed
            ? t("payment.bankHint")
            : t("payment.bankUnavailable")
          : kind === "multibanco"
            ? t("payment.multibancoHint")
            : t("payment.cardHint")}
    </span>
  );
}
