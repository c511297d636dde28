import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "../../lib/link";
import { useLocalePath, useRootData } from "../../lib/root-data";
import { useHeaderDisclosure } from "./use-header-disclosure";

/**
 * SPEC §2 all-categories button and §4 navigation drawer: the departments with their subcategories.
 * A native disclosure, so without JavaScript the button opens and closes the tree all the same. With
 * JavaScript it also closes on a click outside, Escape and navigation (useHeaderDisclosure), and when
 * focus moves on to anything else in the header (SPEC §4: any header interaction closes it).
 */
export function NavigationDrawer() {
  const { t } = useTranslation("ui");
  const data = useRootData();
  const path = useLocalePath();
  const drawer = useHeaderDisclosure();

  useEffect(() => {
    const details = drawer.current;
    const header = details?.closest("header");
    if (!details || !header) return;
    const close = (event: FocusEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    header.addEventListener("focusin", close);
    return () => header.removeEventListener("focusin", close);
  }, [drawer]);

  if (!data || data.departments.length === 0) return null;
  return (
    <details className="nav-drawer" ref={drawer}>
      <summary className="nav-drawer__button">{t("drawer.open")}</summary>
      <nav className="nav-drawer__panel" aria-label={t("drawer.label")}>
        <ul className="nav-drawer__tree">
          {data.departments.map((department) => (
            <li key={department.href}>
              <Link to={path(department.href)} className="nav-drawer__department">
                {department.name}
              </Link>
              {department.children.length > 0 && (
                <ul>
                  {department.children.map((child) => (
                    <li key={child.href}>
                      <Link to={path(child.href)}>{child.name}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
