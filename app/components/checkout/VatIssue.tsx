import { useTranslation } from "react-i18next";

/**
 * SPEC §8: why a VAT ID was not validated, and the way on: correct it, or continue with a gross
 * invoice ('Continue with Purchase' posts the form again with `vatContinue` set to the ID it was
 * shown for, so only that ID goes on unchecked).
 */
export function VatIssue({
  kind,
  timedOut,
  vatId,
}: {
  kind: "valid" | "invalid" | "unavailable";
  timedOut: boolean;
  vatId: string;
}) {
  const { t } = useTranslation("checkout");
  if (kind === "valid") return null;
  return (
    <section className="vat-issue" aria-labelledby="vat-issue-title">
      <h2 id="vat-issue-title">{t("vat.issuesTitle")}</h2>
      <p>
        <strong>{t("vat.notValidated")}</strong>{" "}
        {kind === "invalid" ? t("vat.correctOrContinue") : timedOut ? t("vat.tooSlow") : t("vat.technical")}
      </p>
      <ul>
        <li>{t("vat.invalid")}</li>
        <li>{t("vat.private")}</li>
        <li>{t("vat.system")}</li>
      </ul>
      <p>{t("vat.reclaim")}</p>
      {kind === "unavailable" && <p>{t("vat.confirm")}</p>}
      <button type="submit" name="vatContinue" value={vatId} className="button">
        {t("vat.continue")}
      </button>
    </section>
  );
}
