import type { navigationBlocks } from "../../../../server/cms/blocks/navigation";
import { Link } from "../../../lib/link";
import { useLocalePath, useRootData } from "../../../lib/root-data";
import { type BlockComponents, CmsImage, CmsLink, Section } from "./parts";

const NETWORK_NAMES = {
  youtube: "YouTube",
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  xing: "XING",
} as const;

/** A brand's page: the search route with the brand filter (SPEC §2). */
const brandPath = (brand: string) => `/search?${new URLSearchParams({ brand })}`;

export const navigationComponents: BlockComponents<keyof typeof navigationBlocks> = {
  LinkList: ({ block, id }) => (
    <Section id={id} className="link-list" heading={block.heading}>
      <ul>
        {block.links.map((link) => (
          <li key={link.href}>
            <CmsLink href={link.href}>{link.label}</CmsLink>
          </li>
        ))}
      </ul>
    </Section>
  ),
  /** The departments of the root data (first-level categories with products), with their images. */
  CategoryCards: function CategoryCards({ block, id }) {
    const departments = useRootData()?.departments ?? [];
    const path = useLocalePath();
    if (departments.length === 0) return null;
    return (
      <Section id={id} className="category-cards" heading={block.heading}>
        <ul className="link-row link-row--grid">
          {departments.map((department) => (
            <li key={department.href}>
              <Link to={path(department.href)} className="tile-link">
                {department.image && (
                  <img src={department.image} alt="" width={96} height={96} loading="lazy" />
                )}
                <span>{department.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    );
  },
  TrustedBrands: ({ block, id }) => (
    <Section id={id} className="trusted-brands" heading={block.heading}>
      <ul className="link-row">
        {block.brands.map((brand) => (
          <li key={brand}>
            <CmsLink href={brandPath(brand)} className="tile-link">
              {brand}
            </CmsLink>
          </li>
        ))}
      </ul>
    </Section>
  ),
  BrandWall: ({ block, id }) => (
    <Section id={id} className="cms-brand-wall" heading={block.heading}>
      <ul>
        {block.brands.map((brand) => (
          <li key={brand.name}>
            <CmsLink href={brandPath(brand.name)} className="tile-link">
              {brand.logo ? (
                <CmsImage image={{ ...brand.logo, alt: brand.name }} width={160} height={80} />
              ) : (
                brand.name
              )}
            </CmsLink>
          </li>
        ))}
      </ul>
    </Section>
  ),
  PopularSearches: ({ block, id }) => (
    <Section id={id} className="link-list" heading={block.heading}>
      <ul>
        {block.terms.map((term) => (
          <li key={term}>
            <CmsLink href={`/search?${new URLSearchParams({ q: term })}`}>{term}</CmsLink>
          </li>
        ))}
      </ul>
    </Section>
  ),
  /** In-page links: plain fragment links, which need no JavaScript and no language prefix. */
  AnchorMenu: ({ block, id }) => (
    <nav id={id} className="cms-block cms-anchor-menu" aria-label={block.label}>
      <ul>
        {block.items.map((item) => (
          <li key={item.anchor}>
            <a href={`#${item.anchor}`}>{item.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  ),
  SocialLinks: ({ block, id }) => (
    <Section id={id} className="cms-social" heading={block.heading}>
      <ul className="link-row">
        {block.links.map((link) => (
          <li key={link.href}>
            <CmsLink href={link.href} className="tile-link">
              {NETWORK_NAMES[link.network]}
            </CmsLink>
          </li>
        ))}
      </ul>
    </Section>
  ),
};
