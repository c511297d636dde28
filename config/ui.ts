import type { PORTS_SCHEMA, UI_SCHEMA } from "./schemas/ui";
import type * as z from "./zod-mini";

/** SPEC §9 "UI" constants and §2 layout numbers. */
export const UI: z.output<typeof UI_SCHEMA> = {
  productSlider: { minVisible: 3, maxVisible: 6, gap: 16, mobileImageHeight: 100, itemWidth: 225 },
  compactSlider: { visibleSmall: 1.5, visible: 3, gaps: [20, 30] },
  carouselDragTransitionSeconds: 0.3,
  categoryBar: { gap: 8, height: 48 },
  breakpoints: { xs: 375, sm: 640, md: 768, mdMax: 1023, desktop: 1024, lg: 1200, xl: 1440, xxl: 1919 },
  defaultRating: "4,5",
  copyrightFromYear: 2007,
  metaCopyrightYear: 2014,
  legacyIconSizes: [64, 128, 192, 256, 384, 512],
  // SPEC does not give the quick-search lengths: 2 characters start it, 100 is the input's maximum.
  quickSearch: { minLength: 2, maxLength: 100, seeAllFrom: 5 },
  checkoutSteps: { cart: 1, shipping: 2, billing: 3, payment: 4, thankYou: 5 },
  contactFormSteps: ["step1", "step2", "step3"],
  scrollErrorOffset: -50,
  // SPEC §2 keeps a sticky height for the product page's anchor navigation without giving it: the
  // category bar's item height, so the two bars line up (decision 0052).
  anchorNav: { stickyHeight: 48 },
};

/**
 * SPEC §9 "Ports". The storefront listens on `app`; rooms (websockets) on `websocket`. Not in SPEC:
 * `services`, the local services host of `npm run services` (decision 0037).
 */
export const PORTS: z.output<typeof PORTS_SCHEMA> = {
  app: 3000,
  websocket: 2087,
  middleware: [8181, 4000],
  search: 443,
  services: 4400,
};
