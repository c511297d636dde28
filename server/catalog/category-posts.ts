import { z } from "zod";

const slugs = z
  .array(
    z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .max(120),
  )
  .max(12);

/**
 * SPEC §3 "Category" custom field `categoryPosts`: JSON per locale, the slugs of the blog posts a
 * category page shows. The field is localized (a JSON list per language); the older single value
 * `"[]"` (no posts) reads as none. Anything else is logged with the category's key and shows no
 * posts, never breaking the category page (SPEC §8).
 */
export function categoryPostSlugs(field: unknown, language: string, categoryKey: string): string[] {
  if (field === undefined || field === null || typeof field === "string") return [];
  const text = (field as Record<string, unknown>)[language];
  if (text === undefined) return [];
  try {
    const parsed = slugs.safeParse(typeof text === "string" ? JSON.parse(text) : text);
    if (parsed.success) return parsed.data;
  } catch {}
  console.warn(`Category ${categoryKey}: categoryPosts for ${language} is not a list of post slugs`);
  return [];
}
