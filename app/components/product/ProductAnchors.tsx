import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { UI } from "../../../config";

export interface AnchorTarget {
  /** The id of the section's heading. */
  id: string;
  label: string;
}

/**
 * SPEC §2 anchor navigation on the product page: a bar of in-page links that sticks at the top
 * (its height from config, as ui.css's --anchor-sticky, which the headings' scroll margin keeps clear). Plain links without
 * JavaScript; with it the link of the section being read is marked current as the page scrolls (the
 * tracking is imported after hydration, off the page's first JavaScript).
 */
export function ProductAnchors({ targets }: { targets: AnchorTarget[] }) {
  const { t } = useTranslation("ui");
  const [active, setActive] = useState(-1);
  const { stickyHeight } = UI.anchorNav;
  const ids = targets.map((target) => target.id).join(" ");

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    import("./anchors").then(({ trackActiveSection }) => {
      if (!cancelled) stop = trackActiveSection(ids.split(" "), stickyHeight, setActive);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [ids, stickyHeight]);

  if (targets.length < 2) return null;
  return (
    <nav className="anchor-nav" aria-label={t("anchors.label")}>
      <ul>
        {targets.map((target, index) => (
          <li key={target.id}>
            <a href={`#${target.id}`} aria-current={index === active ? "location" : undefined}>
              {target.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
