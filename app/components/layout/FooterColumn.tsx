import type { ReactNode } from "react";
import { isOrderWidgetPage } from "../../../config/widgets";
import { type FooterLink, validFooterLinks } from "../../lib/footer-links";
import { Link } from "../../lib/link";
import { useLocalePath } from "../../lib/root-data";

/**
 * A footer column: a heading, its links (in-shop paths keep the language prefix; other sites open in
 * the same tab) and what else it holds (buttons, contact information). Rendered only with at least one
 * valid link (SPEC §2).
 */
export function FooterColumn({
  id,
  heading,
  links,
  children,
}: {
  id: string;
  heading: string;
  links: readonly FooterLink[];
  children?: ReactNode;
}) {
  const path = useLocalePath();
  const valid = validFooterLinks(links);
  if (valid.length === 0) return null;
  return (
    <section aria-labelledby={id} className="site-footer__column">
      <h2 id={id} className="site-footer__heading">
        {heading}
      </h2>
      <ul className="site-footer__links">
        {valid.map((link) => (
          <li key={link.href}>
            {link.external ? (
              <a href={link.href}>{link.label}</a>
            ) : (
              // Order tracking loads as a document: its own CSP lets the parcel tracking in (decision 0066).
              <Link to={path(link.href)} reloadDocument={isOrderWidgetPage(link.href)}>
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
