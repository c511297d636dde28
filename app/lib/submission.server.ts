import { parseWithZod } from "@conform-to/zod/v4";
import type * as z from "zod/v4/core";

/** The internals of a zod 4 schema that say which fields it reads. */
interface Def {
  type: string;
  shape?: Record<string, { _zod: { def: Def } }>;
  innerType?: { _zod: { def: Def } };
  in?: { _zod: { def: Def } };
  out?: { _zod: { def: Def } };
  options?: { _zod: { def: Def } }[];
  left?: { _zod: { def: Def } };
  right?: { _zod: { def: Def } };
  valueType?: { _zod: { def: Def } };
  element?: { _zod: { def: Def } };
}

/** A field name's path: `billing.street` → ["billing", "street"], `lines[2].sku` → ["lines", 2, "sku"]. */
const pathOf = (name: string) =>
  name
    .split(/\.|(?=\[)/)
    .map((part) => (part.startsWith("[") ? Number(part.slice(1, -1)) : part))
    .filter((part) => part !== "");

/** Whether a schema reads the value at `path` (objects by their shape, records any key, arrays any index). */
function reads(def: Def, path: (string | number)[]): boolean {
  const [head, ...rest] = path;
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
      return def.innerType ? reads(def.innerType._zod.def, path) : false;
    case "pipe":
      // z.preprocess: a transform in front of the schema that reads the fields.
      if (def.in?._zod.def.type === "transform") return def.out ? reads(def.out._zod.def, path) : false;
      return def.in ? reads(def.in._zod.def, path) : false;
    case "union":
      return (def.options ?? []).some((option) => reads(option._zod.def, path));
    case "intersection":
      return Boolean(
        (def.left && reads(def.left._zod.def, path)) || (def.right && reads(def.right._zod.def, path)),
      );
    case "object": {
      if (head === undefined) return true;
      const field = typeof head === "string" ? def.shape?.[head] : undefined;
      return field ? reads(field._zod.def, rest) : false;
    }
    case "record":
      return (
        head === undefined ||
        (typeof head === "string" && def.valueType !== undefined
          ? reads(def.valueType._zod.def, rest)
          : false)
      );
    case "array":
      return (
        head === undefined ||
        (typeof head === "number" && def.element !== undefined ? reads(def.element._zod.def, rest) : false)
      );
    default:
      // A leaf (string, enum, literal, unknown …) reads exactly its own name.
      return head === undefined || def.type === "unknown" || def.type === "any";
  }
}

/** The entries of a posted form that the schema reads; the rest (a forged `x[999]`, …) is left out. */
export function onlyFieldsOf(form: FormData, schema: z.$ZodType): FormData {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  const kept = new FormData();
  for (const [name, value] of form) if (reads(def, pathOf(name))) kept.append(name, value);
  return kept;
}

/**
 * parseWithZod over only the fields the form has: what `submission.reply()` sends back to the page
 * (the values typed, to keep them) never echoes fields the form does not have.
 */
export const parseSubmission = <S extends z.$ZodType>(form: FormData, schema: S) =>
  parseWithZod(onlyFieldsOf(form, schema), { schema });
