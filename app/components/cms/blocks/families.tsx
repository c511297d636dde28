import { type ComponentType, lazy } from "react";
import type { BlockName, BlockView } from "../../../../server/cms";
import { navigationComponents } from "./navigation";
import type { BlockComponent } from "./parts";

/**
 * The block families as browser chunks (issue 20's JavaScript budget, decision 0050): a page's
 * scripts carry no block component; the families its blocks need load as chunks while the document
 * loads (`preloadFamilies`, held before hydration), and on a client navigation when first rendered.
 * The navigation family stays static: the root's 404 page renders it anyway (NotFoundBlocks).
 */
type Family = "promotion" | "text" | "media" | "commerce" | "service" | "landing";
type Components = Partial<Record<BlockName, BlockComponent<BlockName>>>;
type NavigationKind = keyof typeof navigationComponents;

const LOADERS: Record<Family, () => Promise<Components>> = {
  promotion: () => import("./promotion").then((m) => m.promotionComponents as Components),
  text: () => import("./text").then((m) => m.textComponents as Components),
  media: () => import("./media").then((m) => m.mediaComponents as Components),
  commerce: () => import("./commerce").then((m) => m.commerceComponents as Components),
  service: () => import("./service").then((m) => m.serviceComponents as Components),
  landing: () => import("./landing").then((m) => m.landingComponents as Components),
};

/** Each kind's family (the server's server/cms/blocks/<family>.ts); a test checks it against the modules. */
export const FAMILY_OF: Record<Exclude<BlockName, NavigationKind>, Family> = {
  Hero: "promotion",
  Banner: "promotion",
  PromoBanner: "promotion",
  CallToAction: "promotion",
  Countdown: "promotion",
  Notice: "promotion",
  UspBar: "promotion",
  FreeShipping: "promotion",
  Article: "text",
  RichText: "text",
  ImageWithText: "text",
  TextColumns: "text",
  Quote: "text",
  Table: "text",
  Faq: "text",
  Steps: "text",
  Timeline: "text",
  KeyFigures: "text",
  SectionHeading: "text",
  Video: "media",
  Gallery: "media",
  Downloads: "media",
  Divider: "media",
  ProductBlock: "commerce",
  ProductListing: "commerce",
  ProductSlider: "commerce",
  Comparison: "commerce",
  Testimonials: "commerce",
  TrustedPayments: "commerce",
  Newsletter: "service",
  ContactWebform: "service",
  PhoneNumber: "service",
  StoreDetails: "service",
  BankDetails: "service",
  ContactPersons: "service",
  AppFooter: "service",
  CampaignBanner: "landing",
  CampaignListing: "landing",
  BlogPosts: "landing",
  BlogPost: "landing",
};

const isNavigation = (kind: BlockName): kind is NavigationKind => Object.hasOwn(navigationComponents, kind);
const familyOf = (kind: string): Family | undefined =>
  Object.hasOwn(FAMILY_OF, kind) ? FAMILY_OF[kind as keyof typeof FAMILY_OF] : undefined;

const loaded: Partial<Record<Family, Components>> = {};
const loading: Partial<Record<Family, Promise<Components>>> = {};
/** A family's components, loaded once; a chunk that fails to load renders nothing (the page stays). */
function loadFamily(family: Family): Promise<Components> {
  loading[family] ??= LOADERS[family]().then(
    (components) => (loaded[family] = components),
    (): Components => ({}),
  );
  return loading[family];
}

type Rendered = ComponentType<{ block: BlockView; id: string }>;
const lazies: Partial<Record<Family, Rendered>> = {};
function lazyFamily(family: Family): Rendered {
  lazies[family] ??= lazy(() =>
    loadFamily(family).then((components) => ({
      default: ({ block, id }: { block: BlockView; id: string }) => {
        const Component = components[block.component];
        return Component ? <Component block={block} id={id} /> : null;
      },
    })),
  );
  return lazies[family];
}

/** The component that renders a kind in the browser: its family's if loaded, else one that loads it (suspends). */
export function browserComponent(kind: BlockName): Rendered {
  if (isNavigation(kind)) return navigationComponents[kind] as Rendered;
  const family = FAMILY_OF[kind];
  return (loaded[family]?.[kind] as Rendered | undefined) ?? lazyFamily(family);
}

/** Loads the families of these kinds (the document's blocks, before hydration). */
export function preloadFamilies(kinds: Iterable<string>): Promise<unknown> {
  const families = new Set([...kinds].map(familyOf).filter((f): f is Family => f !== undefined));
  return Promise.all([...families].map(loadFamily));
}

/** The kinds of the blocks in the loader data the document carries (Remix's `window.__remixContext`). */
export function kindsInDocument(): string[] {
  const context = (window as { __remixContext?: { state?: { loaderData?: Record<string, unknown> } } })
    .__remixContext;
  return Object.values(context?.state?.loaderData ?? {}).flatMap((data) => {
    const blocks = (data as { blocks?: unknown } | null)?.blocks;
    return Array.isArray(blocks)
      ? blocks.map((b) => (b as { component?: unknown })?.component).filter((c) => typeof c === "string")
      : [];
  });
}
