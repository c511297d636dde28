import type { ProductVariant } from "@commercetools/platform-sdk";
import type { DeepReadonly } from "./port";

/** A localized string in a language, falling back to English, else "" (the catalog's base language). */
export const localizedText = (value: Record<string, string> | undefined, language: string): string =>
  value?.[language] ?? value?.en ?? "";

/** A variant's attributes by name, for reading several of them. */
export const attributesOf = (
  variant: Pick<DeepReadonly<ProductVariant>, "attributes"> | undefined,
): Map<string, unknown> => new Map((variant?.attributes ?? []).map((a) => [a.name, a.value as unknown]));
