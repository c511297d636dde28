import type { Attribute, ProductVariant } from "@commercetools/platform-sdk";

/** A localized string in a language, falling back to English, else "" (the catalog's base language). */
export const localizedText = (value: Record<string, string> | undefined, language: string): string =>
  value?.[language] ?? value?.en ?? "";

/** A variant's attributes by name, for reading several of them. */
export const attributesOf = (variant: Pick<ProductVariant, "attributes"> | undefined): Map<string, unknown> =>
  new Map((variant?.attributes ?? []).map((a: Attribute) => [a.name, a.value as unknown]));
