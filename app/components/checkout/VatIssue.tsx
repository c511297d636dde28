import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { VAT_CHECK } from "../../../config";
import { contactStepUrl } from "../../lib/contact-steps";
import { useHydrated } from "../../lib/hydrated";
import { Link } from "../../lib/link";
import { useRootData } from "../../lib/root-data";

/** The VAT check's answer as the addresses step shows it, and the ID as typed. */
export interface VatIssueState {
  kind: "valid" | "invalid" | "unavailable";
  timedOut: boolean;
  vatId: string;
  /** The step's check was throttled (as /api/vat-check): minutes until the ID is checked again. */
  retryAfterMinutes?: number;
}

/** The field the shopper corrects after closing the dialog (the addresses form's VAT ID). */
const VAT_FIELD_NAME = "billing.vatId";

/**
 * SPEC §8 modal 'VAT ID Validation Issues': why a VAT ID was not validated, and the way on: correct
 * it, or continue with a gross invoice ('Continue with Purchase' posts the form again with
 * `vatContinue` set to the ID it was shown for, so only that ID goes on unchecked and the server
 * still decides), or ask for support about the invoice. With JavaScript it opens as a modal dialog;
 * without, and once the dialog is closed, the same content is a section of the form.
 */
export function VatIssue({ issue }: { issue: VatIssueState }) {
  const hydrated = useHydrated();
  // The issue whose dialog the shopper closed: the next post's issue (a new object) opens it again.
  const [closed, setClosed] = useState<VatIssueState | null>(null);
  if (issue.kind === "valid") return null;
  if (hydrated && closed !== issue)
    return (
      <VatIssueDialog onClosed={() => setClosed(issue)}>
        <VatIssueContent {...issue} />
      </VatIssueDialog>
    );
  return (
    <section className="vat-issue" aria-labelledby="vat-issue-title">
      <VatIssueContent {...issue} />
    </section>
  );
}

/**
 * A native modal dialog: opened with showModal (the focus moves to its title and stays inside),
 * closed with Escape or its close button, and the focus goes back where it was, or to the
 * VAT ID field when the shopper chose to correct it.
 */
function VatIssueDialog({ onClosed, children }: { onClosed: () => void; children: ReactNode }) {
  const { t } = useTranslation("vat-check");
  const dialog = useRef<HTMLDialogElement>(null);
  const before = useRef<Element | null>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    before.current = document.activeElement;
    element.showModal();
    // The dialog's title first (not 'Continue with Purchase': Enter alone must not choose for them).
    element.querySelector<HTMLElement>("#vat-issue-title")?.focus();
  }, []);
  const onClose = () => {
    const element = dialog.current;
    const field = element?.closest("form")?.elements.namedItem(VAT_FIELD_NAME);
    const previous = before.current;
    const target =
      element?.returnValue === "correct" || !(previous instanceof HTMLElement) || !previous.isConnected
        ? field
        : previous;
    if (target instanceof HTMLElement) target.focus();
    onClosed();
  };
  return (
    <dialog ref={dialog} className="vat-dialog" aria-labelledby="vat-issue-title" onClose={onClose}>
      {children}
      <button
        type="button"
        className="button vat-dialog__correct"
        onClick={() => dialog.current?.close("correct")}
      >
        {t("correct")}
      </button>
    </dialog>
  );
}

/** The issue's words (SPEC §8), 'Continue with Purchase' and 'Need support?'. */
function VatIssueContent({ kind, timedOut, vatId, retryAfterMinutes }: VatIssueState) {
  const { t } = useTranslation(["checkout", "vat-check", "tax"]);
  const support = contactStepUrl(useRootData()?.pathPrefix ?? "", "step2", {
    reason: VAT_CHECK.supportReason,
  });
  return (
    <>
      <h2 id="vat-issue-title" tabIndex={-1}>
        {t("vat.issuesTitle")}
      </h2>
      <p>
        <strong>{t("vat.notValidated")}</strong>{" "}
        {kind === "invalid"
          ? t("vat.correctOrContinue")
          : retryAfterMinutes
            ? t("vatThrottled", { ns: "tax", minutes: retryAfterMinutes })
            : timedOut
              ? t("vat.tooSlow")
              : t("vat.technical")}
      </p>
      <ul>
        <li>{t("vat.invalid")}</li>
        <li>{t("vat.private")}</li>
        <li>{t("vat.system")}</li>
      </ul>
      <p>{t("vat.reclaim")}</p>
      {kind === "unavailable" && <p>{t("vat.confirm")}</p>}
      <p className="vat-issue__actions">
        <button type="submit" name="vatContinue" value={vatId} className="button button--primary">
          {t("vat.continue")}
        </button>{" "}
        <Link to={support} className="vat-issue__support">
          {t("support", { ns: "vat-check" })}
        </Link>
      </p>
    </>
  );
}
