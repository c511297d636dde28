import type { z } from "zod";
import { commerceBlocks } from "./commerce";
import type { BlockContext, BlockDefinition } from "./define";
import { anchorId } from "./fields";
import { landingBlocks } from "./landing";
import { mediaBlocks } from "./media";
import { navigationBlocks } from "./navigation";
import { promotionBlocks } from "./promotion";
import { serviceBlocks } from "./service";
import { textBlocks } from "./text";

/**
 * The block registry (SPEC §2 CMS renderer, issue 21 item 1, decision 0050): every component name
 * an editor may use, with its schema and its server-side resolver. A new kind is one entry in a
 * family module (or a new family module and one line here) plus its component in
 * app/components/cms/blocks/, which TypeScript then requires (app/components/cms/blocks/index.ts).
 *
 * The schemas stay on the server: pages get parsed, resolved data, so no zod schema reaches a
 * browser bundle.
 */
export const BLOCKS = {
  ...promotionBlocks,
  ...textBlocks,
  ...mediaBlocks,
  ...navigationBlocks,
  ...commerceBlocks,
  ...serviceBlocks,
  ...landingBlocks,
} satisfies Record<string, BlockDefinition<z.ZodObject, unknown>>;

export type BlockName = keyof typeof BLOCKS;
export const BLOCK_NAMES = Object.keys(BLOCKS).sort() as BlockName[];

/** What every block may carry besides its own fields: its component name and its fragment id. */
interface Envelope<N extends BlockName> {
  component: N;
  anchor?: string;
}

type ViewOf<D> = D extends BlockDefinition<z.ZodObject, infer V> ? V : never;

/** A block as the content file holds it, parsed. */
export type CmsBlock<N extends BlockName = BlockName> = {
  [K in N]: Envelope<K> & z.output<(typeof BLOCKS)[K]["schema"]>;
}[N];

/** A block as a page renders it: its content plus the shop's data its resolver read. */
export type BlockView<N extends BlockName = BlockName> = {
  [K in N]: Envelope<K> & ViewOf<(typeof BLOCKS)[K]>;
}[N];

const isBlockName = (name: unknown): name is BlockName =>
  typeof name === "string" && Object.hasOwn(BLOCKS, name);

/** Why a raw block is not a block, or its parsed form. */
export function parseBlock(
  raw: unknown,
): { ok: true; block: CmsBlock } | { ok: false; component: string; problem: string } {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    return { ok: false, component: "?", problem: "not an object" };
  const { component, anchor, ...fields } = raw as Record<string, unknown>;
  if (!isBlockName(component))
    return { ok: false, component: String(component), problem: "unknown component" };
  if (anchor !== undefined && !anchorId.safeParse(anchor).success)
    return { ok: false, component, problem: "anchor: lower-case letters, digits and hyphens" };
  const parsed = BLOCKS[component].schema.safeParse(fields);
  if (!parsed.success) {
    const problem = parsed.error.issues
      .map((i) => `${i.path.join(".") || "(block)"}: ${i.message}`)
      .join("; ");
    return { ok: false, component, problem };
  }
  const block = { component, ...(anchor === undefined ? {} : { anchor }), ...parsed.data };
  return { ok: true, block: block as CmsBlock };
}

/**
 * The valid blocks of a content file. SPEC §8: an invalid block is logged with the content key
 * (`slug/locale`), its position and why, and left out; the rest of the page still shows.
 */
export function parseBlocks(raw: readonly unknown[], key: string, warn = console.warn): CmsBlock[] {
  return raw.flatMap((item, index) => {
    const result = parseBlock(item);
    if (result.ok) return [result.block];
    warn(`CMS: invalid block ${index} (${result.component}) in ${key}: ${result.problem}`);
    return [];
  });
}

/**
 * A page's blocks with the shop's data they show, read for the visitor's market. A block whose
 * resolver finds nothing, or fails, is left out (SPEC §8: a block without its data is not shown;
 * the failure is logged with the content key).
 */
export async function resolveBlocks(
  blocks: readonly CmsBlock[],
  context: BlockContext,
  key: string,
): Promise<BlockView[]> {
  const views = await Promise.all(
    blocks.map(async (b) => {
      const definition = BLOCKS[b.component] as BlockDefinition<z.ZodObject, unknown>;
      if (!definition.resolve) return b as BlockView;
      const { component, anchor, ...fields } = b;
      try {
        const data = await definition.resolve(fields, context);
        if (data === null) return null;
        return { component, ...(anchor === undefined ? {} : { anchor }), ...(data as object) } as BlockView;
      } catch (error) {
        console.warn(`CMS: block ${component} in ${key} could not read its data: ${String(error)}`);
        return null;
      }
    }),
  );
  return views.filter((view) => view !== null);
}

export type { BlockContext, StoreBankDetails, Testimonial } from "./define";
