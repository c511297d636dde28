import { useTranslation } from "react-i18next";
import { useHydrated } from "../../lib/hydrated";
import { Link } from "../../lib/link";
import { useLocalePath, useRootData } from "../../lib/root-data";
import { firstRowCount } from "./category-rows";
import { SliderArrows } from "./SliderArrows";
import { useSlider } from "./use-slider";

/**
 * SPEC §2 category bar: the departments plus an "on sale" link. On mobile a two-row scroller whose
 * first row gets the rounded-up half (the stylesheet's grid has `data-first-row` columns); on desktop a
 * carousel of one row (gap 8, height 48) that scrolls by itself without JavaScript, and with it gets
 * arrows that move by one name and stop at both ends.
 */
export function CategoryBar() {
  const { t } = useTranslation();
  const { t: tListing } = useTranslation("listing");
  const { t: tUi } = useTranslation("ui");
  const data = useRootData();
  const path = useLocalePath();
  const hydrated = useHydrated();
  const { track, position, move } = useSlider();
  if (!data || data.departments.length === 0) return null;
  return (
    <nav
      aria-label={t("header.categories")}
      className="category-bar"
      data-first-row={firstRowCount(data.departments.length + 1)}
    >
      <ul ref={track}>
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
      {hydrated && position.last > 0 && (
        <SliderArrows
          block="category-bar"
          position={position}
          move={move}
          labels={[tUi("categoryBar.previous"), tUi("categoryBar.next")]}
        />
      )}
    </nav>
  );
}
