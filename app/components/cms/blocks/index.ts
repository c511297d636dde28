import type { BlockName } from "../../../../server/cms";
import { commerceComponents } from "./commerce";
import { landingComponents } from "./landing";
import { mediaComponents } from "./media";
import { navigationComponents } from "./navigation";
import type { BlockComponents } from "./parts";
import { promotionComponents } from "./promotion";
import { serviceComponents } from "./service";
import { textComponents } from "./text";

/**
 * The renderer's side of the block registry (SPEC §2 CMS renderer, decision 0050): one component
 * per kind of server/cms/blocks. The type makes a kind without a component a compile error.
 */
export const BLOCK_COMPONENTS: BlockComponents<BlockName> = {
  ...promotionComponents,
  ...textComponents,
  ...mediaComponents,
  ...navigationComponents,
  ...commerceComponents,
  ...serviceComponents,
  ...landingComponents,
};
