/** The schemas of config/ui.ts, applied to its tables in tables.test.ts (decision 0081). */
import * as z from "../zod-mini";

export const UI_SCHEMA = z.object({
  productSlider: z.object({
    minVisible: z.number(),
    maxVisible: z.number(),
    gap: z.number(),
    mobileImageHeight: z.number(),
    itemWidth: z.number(),
  }),
  compactSlider: z.object({ visibleSmall: z.number(), visible: z.number(), gaps: z.array(z.number()) }),
  carouselDragTransitionSeconds: z.number(),
  categoryBar: z.object({ gap: z.number(), height: z.number() }),
  breakpoints: z.object({
    xs: z.number(),
    sm: z.number(),
    md: z.number(),
    mdMax: z.number(),
    desktop: z.number(),
    lg: z.number(),
    xl: z.number(),
    xxl: z.number(),
  }),
  defaultRating: z.string(),
  copyrightFromYear: z.number().check(z.int()),
  metaCopyrightYear: z.number().check(z.int()),
  legacyIconSizes: z.array(z.number().check(z.int())),
  quickSearch: z.object({
    minLength: z.number().check(z.int()),
    maxLength: z.number().check(z.int()),
    seeAllFrom: z.number().check(z.int()),
  }),
  checkoutSteps: z.object({
    cart: z.literal(1),
    shipping: z.literal(2),
    billing: z.literal(3),
    payment: z.literal(4),
    thankYou: z.literal(5),
  }),
  contactFormSteps: z.array(z.string()),
  scrollErrorOffset: z.number(),
  anchorNav: z.object({ stickyHeight: z.number().check(z.int(), z.positive()) }),
});

export const PORTS_SCHEMA = z.object({
  app: z.number().check(z.int()),
  websocket: z.number().check(z.int()),
  middleware: z.array(z.number().check(z.int())),
  search: z.number().check(z.int()),
  services: z.number().check(z.int()),
});
