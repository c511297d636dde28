import { createRouter } from "../pipeline/router";
import type { Step } from "../pipeline/types";
import { BLOCK_NAMES } from "./blocks";

/**
 * SPEC §2: "A GET /cms returns component file names; names ending .vue are registered." The CMS
 * reads this list to know which component names the storefront renders, and registers the names
 * that end in `.vue`; the suffix is that contract's mark of a registered component, so every kind of
 * the registry (server/cms/blocks) is answered as `<Name>.vue` (decision 0050), sorted. Public and
 * the same for every market: no session, cached for five minutes.
 */
export function cmsComponentsRoute(): Step {
  const router = createRouter();
  const body = BLOCK_NAMES.map((name) => `${name}.vue`);
  router.get("/cms", (_req, res) => {
    res.setHeader("Cache-Control", "public, max-age=300");
    res.json(body);
  });
  return router.step;
}
