import { useTranslation } from "react-i18next";
import { useRootData } from "../../lib/root-data";

/**
 * The confirmation popup of SPEC §2 ("notifications and a confirmation popup"; issue 21 item 4): a
 * non-modal `<dialog open>` whose button closes it through `<form method="dialog">`, which browsers do
 * without JavaScript. It is rendered once: the flag left the URL on the server, and the root loader read and cleared
 * the cookie that replaced it (app/lib/confirmation.server.ts).
 */
export function ConfirmationPopup() {
  const confirmation = useRootData()?.confirmation;
  const { t } = useTranslation("widgets");
  if (!confirmation) return null;
  return (
    <dialog
      open
      className="confirmation-popup"
      aria-labelledby="confirmation-title"
      data-testid="confirmation"
    >
      <h2 id="confirmation-title">{t("confirmation.title")}</h2>
      <p>
        {confirmation === "newsletter"
          ? t("confirmation.newsletter")
          : confirmation === "unsubscribed"
            ? t("confirmation.unsubscribed")
            : t("confirmation.review")}
      </p>
      <form method="dialog">
        <button type="submit" className="button button--primary">
          {t("confirmation.close")}
        </button>
      </form>
    </dialog>
  );
}
