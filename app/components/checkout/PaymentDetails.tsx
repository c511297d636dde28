import { useTranslation } from "react-i18next";
import type { BankDetails } from "../../../server/checkout";

/**
 * How an unpaid order is paid (SPEC §3 store bank data, §4 Multibanco): the shop's bank account with
 * the order number as the payment reference, or the Multibanco voucher's entity and reference. Shown
 * on the thank-you page and on the order in my orders; labels from the `checkout` namespace.
 */
export function PaymentDetails({
  bank,
  voucher,
  number,
  amount,
}: {
  bank: BankDetails | null;
  /** The Multibanco voucher, its expiry already formatted dd.mm.yyyy (SPEC §5). */
  voucher: { entity: string; reference: string; expires: string } | null;
  /** The order number shown, which is the bank transfer's payment reference. */
  number: string;
  /** The amount to pay, formatted. */
  amount: string;
}) {
  const { t } = useTranslation("checkout");
  return (
    <>
      {bank && (
        <dl className="bank-details">
          <dt>{t("thankYou.bank.owner")}</dt>
          <dd>{bank.owner}</dd>
          <dt>{t("thankYou.bank.institute")}</dt>
          <dd>{bank.institute}</dd>
          <dt>{t("thankYou.bank.iban")}</dt>
          <dd>{bank.iban}</dd>
          <dt>{t("thankYou.bank.bic")}</dt>
          <dd>{bank.bic}</dd>
          <dt>{t("thankYou.bank.amount")}</dt>
          <dd>{amount}</dd>
          <dt>{t("thankYou.bank.reference")}</dt>
          <dd>{number}</dd>
        </dl>
      )}
      {voucher?.reference && (
        <dl className="bank-details">
          <dt>{t("thankYou.multibanco.entity")}</dt>
          <dd>{voucher.entity}</dd>
          <dt>{t("thankYou.multibanco.reference")}</dt>
          <dd data-testid="multibanco-reference">{voucher.reference}</dd>
          <dt>{t("thankYou.bank.amount")}</dt>
          <dd>{amount}</dd>
          {voucher.expires && (
            <>
              <dt>{t("thankYou.multibanco.expires")}</dt>
              <dd>{voucher.expires}</dd>
            </>
          )}
        </dl>
      )}
    </>
  );
}
