import type { Language } from "../../../../../config";

/** A text in each of the 21 languages of the shop. */
export type Text = Record<Language, string>;

/** What a leaf category sells; the generator makes products of this kind with believable values. */
export interface ProductKind {
  /** Singular noun as it stands in a product name, e.g. "MIG welder" ("Stamos MIG welder S-200"). */
  noun: Text;
  /** Range of the gross EUR price of one product. */
  priceEur: [number, number];
  /** Range of the net weight in kg. */
  weightKg: [number, number];
  /** Range of the rated power in watts; absent for goods without a motor or heater. */
  powerW?: [number, number];
  /** True for pallet goods that ship by freight (too big or heavy for a parcel). */
  freight: boolean;
}

export interface CategoryNode {
  /** Stable key, lower-case letters, digits and hyphens, unique in the whole tree. */
  key: string;
  /** Category name (plural where natural), e.g. "Welding machines". */
  name: Text;
  children?: CategoryNode[];
  /** Set on the deepest nodes of DEPARTMENTS only. */
  product?: ProductKind;
}

export interface Industry {
  key: string;
  name: Text;
  /** Keys of DEPARTMENTS' level-2 categories whose products also belong to this industry. */
  categories: string[];
}

/** Text templates; placeholders are written {{name}} and are never translated. */
export interface Texts {
  /** Product description, about 2 to 3 sentences; placeholders {{noun}}, {{brand}}, {{model}}. */
  description: Text;
  /** Five short product highlights (bullet points), generic for professional equipment. */
  highlights: Text[];
  /** Three questions and answers about a product, generic enough for any tool or machine. */
  faq: { question: Text; answer: Text }[];
  /** Items in the box besides the product itself, e.g. "User manual", "Carrying case". */
  deliveryPackage: Text[];
  /** Labels of technical details. */
  techLabels: Record<"power" | "weight" | "dimensions" | "warranty" | "model" | "ean", Text>;
  /** Eight short review titles (positive to mixed) and eight review texts of 1 to 2 sentences. */
  reviewTitles: Text[];
  reviewTexts: Text[];
  /**
   * Name of the extra-guarantee product for {{years}} extra years, by the language's plural category
   * of the number (Intl.PluralRules: "other" always, "one", "two", "few", "many" where the language
   * has them for 1 to 4).
   */
  guaranteeName: Record<keyof Text, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>;
  /** Qualifiers that split a level-3 category into two level-4 categories ("Compact", "Professional"). */
  qualifiers: { compact: Text; professional: Text };
  /** Names of the three special groups and of the two long-tail groups. */
  groups: {
    allCategories: Text;
    industryCategories: Text;
    longtailCategories: Text;
    spareParts: Text;
    accessories: Text;
  };
}
