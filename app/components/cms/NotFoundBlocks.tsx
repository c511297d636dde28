import type { SerializeFrom } from "@remix-run/server-runtime";
import type { BlockName, BlockView } from "../../../server/cms";
import { navigationComponents } from "./blocks/navigation";
import type { BlockComponent } from "./blocks/parts";

/**
 * The 404 page's CMS blocks (SPEC §2: shop by department, trusted brands). The error page is part of
 * the root, which every page loads, so it carries only the navigation family's components, not the
 * whole catalogue; a kind of another family in cms/not-found is not shown there.
 */
export function NotFoundBlocks({ blocks }: { blocks: readonly SerializeFrom<BlockView>[] }) {
  const components = navigationComponents as Partial<Record<BlockName, BlockComponent<BlockName>>>;
  return (
    <>
      {(blocks as readonly BlockView[]).map((block, index) => {
        const Component = components[block.component];
        const id = block.anchor ?? `cms-${index}`;
        return Component ? <Component key={`${block.component}-${id}`} block={block} id={id} /> : null;
      })}
    </>
  );
}
