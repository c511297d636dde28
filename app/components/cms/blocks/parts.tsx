import type { ReactNode } from "react";
import type { BlockName, BlockView } from "../../../../server/cms";
import { Link } from "../../../lib/link";
import { useLocalePath } from "../../../lib/root-data";

/** A block's component: its resolved view and its DOM id (the editor's anchor, else one by position). */
export type BlockComponent<N extends BlockName> = (props: { block: BlockView<N>; id: string }) => ReactNode;
/** The components of a family of kinds, one per kind (TypeScript checks that none is missing). */
export type BlockComponents<N extends BlockName> = { [K in N]: BlockComponent<K> };

/**
 * A link from editor content: the shop's own paths get the language prefix and client navigation,
 * https pages open as plain links (their targets were checked on the server: server/cms/blocks/fields.ts).
 */
export function CmsLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const path = useLocalePath();
  if (href.startsWith("https://"))
    return (
      <a href={href} className={className} rel="noopener noreferrer">
        {children}
      </a>
    );
  return (
    <Link to={path(href)} className={className}>
      {children}
    </Link>
  );
}

/** An editor's image: lazy, with its text alternative (empty for a decorative one). */
export function CmsImage({
  image,
  width,
  height,
  className,
}: {
  image: { src: string; alt: string };
  width: number;
  height: number;
  className?: string;
}) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}

/** A block's section, labelled by its heading (every block is a landmark screen readers can list). */
export function Section({
  id,
  className,
  heading,
  children,
}: {
  id: string;
  className: string;
  heading?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={`cms-block ${className}`} aria-labelledby={heading ? `${id}-h` : undefined}>
      {heading && <h2 id={`${id}-h`}>{heading}</h2>}
      {children}
    </section>
  );
}
