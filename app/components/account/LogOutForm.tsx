import { useTranslation } from "react-i18next";
import { ROUTES } from "../../../config";
import { useLocalePath } from "../../lib/root-data";
import { CsrfField } from "../forms/CsrfField";

/** Log-out is a form post with the CSRF token (decision 0014), shown as a link-styled button. */
export function LogOutForm() {
  const { t } = useTranslation();
  const path = useLocalePath();
  return (
    <form method="post" action={path(ROUTES.logOut)}>
      <CsrfField />
      <button type="submit" className="button button--link">
        {t("accountNav.logout")}
      </button>
    </form>
  );
}
