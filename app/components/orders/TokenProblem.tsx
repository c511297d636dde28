import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ROUTES } from "../../../config";
import { Link } from "../../lib/link";
import { useLocalePath } from "../../lib/root-data";
import { withRedirect } from "../../lib/safe-redirect";
import { ErrorPage } from "../error/ErrorPage";

/**
 * What a my-orders link that opens nothing shows (issue 17.2): altered, made up or signed elsewhere
 * ("invalid", 403) or too old ("expired", 410). Signing in again leads to "My orders" in the account,
 * which hands out a fresh link.
 */
export function TokenProblem({ problem }: { problem: "invalid" | "expired" }) {
  const { t } = useTranslation("orders");
  const path = useLocalePath();
  return (
    <div className="account-page account-page--narrow">
      <h1>{problem === "expired" ? t("token.expired.heading") : t("token.invalid.heading")}</h1>
      <p>{problem === "expired" ? t("token.expired.text") : t("token.invalid.text")}</p>
      <p>
        <Link
          className="button button--primary"
          to={withRedirect(path(ROUTES.login), path(ROUTES.account.orders))}
        >
          {t("token.signIn")}
        </Link>
      </p>
      <p>
        <Link to={path(ROUTES.account.orders)}>{t("token.signedIn")}</Link>
      </p>
    </div>
  );
}

/**
 * The error boundary of the token pages: a link that opens nothing gets its own page (above), any
 * other error (a 404 for an order that is not the token's customer's, or none) the shop's error page.
 */
export function MyOrdersErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const problem = (error.data as { problem?: unknown } | null)?.problem;
    if (problem === "invalid" || problem === "expired") return <TokenProblem problem={problem} />;
    if (error.status !== 404) console.error(error);
    return <ErrorPage status={error.status} />;
  }
  console.error(error);
  return <ErrorPage status={500} />;
}
