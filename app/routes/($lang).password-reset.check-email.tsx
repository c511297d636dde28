import type { MetaFunction } from "@remix-run/react";
import { json, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useTranslation } from "react-i18next";
import { pageTitle } from "~/lib/routes.server";
import { ROUTES } from "../../config";
import { Link } from "../lib/link";
import { useLocalePath } from "../lib/root-data";
import { pageMeta } from "../lib/seo";

export const handle = { i18n: ["common", "account"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  return json({
    title: await pageTitle(market, "passwordReset.checkEmailTitle"),
    links: services.links(new URL(request.url), market, () => ROUTES.passwordReset.checkEmail, {
      noindex: true,
    }),
  });
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function CheckEmailPage() {
  const { t } = useTranslation("account");
  const path = useLocalePath();
  return (
    <div className="account-page account-page--narrow">
      <h1>{t("passwordReset.checkEmailHeading")}</h1>
      <p role="status">{t("passwordReset.checkEmailTextNoAddress")}</p>
      <p>
        <Link to={path(ROUTES.login)}>{t("passwordReset.backToLogin")}</Link>
      </p>
    </div>
  );
}
