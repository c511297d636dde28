import { DEPARTMENTS_PART as A } from "./departments-a";
import { DEPARTMENTS_PART as B } from "./departments-b";
import { DEPARTMENTS_PART as C, INDUSTRY_NAMES } from "./departments-c";
import type { CategoryNode, Industry } from "./types";

/** Six departments › 3 categories each › 2 product kinds each (names translated in departments-*.ts). */
export const DEPARTMENTS: CategoryNode[] = [...A, ...B, ...C];

/** Industries group level-2 categories across departments. */
export const INDUSTRIES: Industry[] = [
  {
    key: "automotive",
    name: INDUSTRY_NAMES.automotive,
    categories: ["welding", "compressors", "workbenches-storage", "lifting"],
  },
  {
    key: "food-service",
    name: INDUSTRY_NAMES["food-service"],
    categories: ["cooking", "dishwashing", "cooling"],
  },
  {
    key: "farming",
    name: INDUSTRY_NAMES.farming,
    categories: ["lawn-care", "wood-processing", "water-pumps", "site-power"],
  },
  {
    key: "facility-management",
    name: INDUSTRY_NAMES["facility-management"],
    categories: ["pressure-washers", "vacuums", "floor-care", "shelving"],
  },
];
