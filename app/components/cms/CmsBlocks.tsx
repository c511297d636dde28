import type { SerializeFrom } from "@remix-run/server-runtime";
import type { BlockName, BlockView } from "../../../server/cms";
import { BLOCK_COMPONENTS } from "./blocks";
import type { BlockComponent } from "./blocks/parts";

/**
 * Renders CMS blocks by component name (SPEC §2 CMS renderer). The blocks come parsed and resolved
 * from the server (server/cms/blocks, app/lib/cms-blocks.server.ts); editor text is rendered as text,
 * never HTML, except RichText's sanitised markup. A block's DOM id is its editor anchor, else
 * `cms-<position>`.
 */
export function CmsBlocks({
  blocks,
  named = false,
}: {
  blocks: readonly SerializeFrom<BlockView>[];
  /** The block catalogue's form: each block under its component name, for editors. */
  named?: boolean;
}) {
  // A view is plain JSON data (strings, numbers, lists), so the loader's JSON of it is the view itself.
  const views = blocks as readonly BlockView[];
  return (
    <>
      {views.map((block, index) => {
        const Component = BLOCK_COMPONENTS[block.component] as BlockComponent<BlockName>;
        const id = block.anchor ?? `cms-${index}`;
        const rendered = <Component key={`${block.component}-${id}`} block={block} id={id} />;
        if (!named) return rendered;
        return (
          <div
            key={`${block.component}-${id}`}
            className="cms-catalogue__item"
            data-component={block.component}
          >
            <p className="cms-catalogue__kind">
              <code>{block.component}</code>
            </p>
            {rendered}
          </div>
        );
      })}
    </>
  );
}
