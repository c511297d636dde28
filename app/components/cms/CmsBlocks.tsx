import type { SerializeFrom } from "@remix-run/server-runtime";
import { Suspense } from "react";
import { BLOCK_COMPONENTS } from "~/lib/routes.server";
import type { BlockName, BlockView } from "../../../server/cms";
import { holdHydration } from "../../lib/hydration-gate";
import { browserComponent, kindsInDocument, preloadFamilies } from "./blocks/families";
import type { BlockComponent } from "./blocks/parts";

// The browser build empties `.server` modules: there the families load as chunks, those of the
// document's blocks before hydration (decision 0050), so the server's HTML hydrates in one pass.
if (typeof document !== "undefined" && !BLOCK_COMPONENTS) holdHydration(preloadFamilies(kindsInDocument()));

const componentOf = (kind: BlockName) =>
  (BLOCK_COMPONENTS?.[kind] as BlockComponent<BlockName> | undefined) ?? browserComponent(kind);

/**
 * Renders CMS blocks by component name (SPEC §2 CMS renderer). The blocks come parsed and resolved
 * from the server (server/cms/blocks, app/lib/cms-blocks.server.ts); editor text is rendered as text,
 * never HTML, except RichText's sanitised markup. A block's DOM id is its editor anchor, else
 * `cms-<position>`. Each block is its own Suspense boundary: on the server and at hydration its
 * component is there (nothing suspends, the HTML is complete without JavaScript); after a client
 * navigation a family not yet loaded shows when its chunk arrives.
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
        const Component = componentOf(block.component);
        const id = block.anchor ?? `cms-${index}`;
        const rendered = (
          <Suspense key={`${block.component}-${id}`} fallback={null}>
            <Component block={block} id={id} />
          </Suspense>
        );
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
