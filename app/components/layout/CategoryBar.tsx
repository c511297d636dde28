import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalePath, useRootData } from "../../lib/root-data";

/**
 * SPEC §2 category bar: the departments plus an "on sale" link. One scrolling row on desktop, two rows
 * on mobile (the first gets the rounded-up half), done in CSS so it works without JavaScript.
 */
export function CategoryBar() {
  const { t } = useTranslation();
  const { t: tListing } = useTranslation("listing");
  const data = useRootData();
  const path = useLocalePath();
  if (!data || data.departments.length === 0) return null;
  return (
    <nav aria-label={t("header.categories")} className="category-bar">
      <ul>
        {data.departments.map((department) => (
          <li key={department.href}>
            <Link to={path(department.href)}>{department.name}</Link>
          </li>
        ))}
        <li>
          <Link to={path("/search?tags=on-sale")} className="category-bar__sale">
            {tListing("tag.on-sale")}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
