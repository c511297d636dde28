import { LOCALE_CODES } from "../../config";
import { parseBlock } from "./blocks";
import { cmsPageSchema } from "./index";

/**
 * What `npm run cms:check` finds wrong in one content file (issue 21 item 1). Stricter than the
 * shop, which skips a broken block and shows the rest (SPEC §8): here every broken block is a
 * problem, named by the file, the block's position and component, and the field.
 */
export function contentFileProblems(file: string, text: string): string[] {
  const [folder, name, ...deeper] = file.split("/");
  if (!folder || !name || deeper.length > 0) return [`${file}: not <slug>/<locale>.json`];
  const locale = name.replace(/\.json$/, "");
  if (!name.endsWith(".json") || !(LOCALE_CODES as readonly string[]).includes(locale))
    return [`${file}: not named by a language-and-country code (SPEC §2), such as de-DE.json`];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return [`${file}: not JSON (${(error as Error).message})`];
  }
  const page = cmsPageSchema.safeParse(json);
  if (!page.success)
    return page.error.issues.map((i) => `${file}: ${i.path.join(".") || "(file)"}: ${i.message}`);
  return page.data.blocks.flatMap((raw, index) => {
    const result = parseBlock(raw);
    return result.ok ? [] : [`${file}: block ${index} (${result.component}): ${result.problem}`];
  });
}
