import { z } from "zod";
import { BLOCK_NAMES, BLOCKS, type BlockName } from "./blocks";
import { anchorId } from "./blocks/fields";

/**
 * JSON Schema of every block kind for editors (issue 21 item 1), generated from the registry's zod
 * schemas with zod 4's `z.toJSONSchema`, so the editors' schema and the shop's check are one rule.
 * Written to `cms/_schemas/<Name>.json` by `npm run cms:schemas`; `npm run cms:check` fails when a
 * written file is not what the schemas give. The input side is described (defaults optional), as an
 * editor writes it; rules zod checks in code (one cell per column) are stated in the description.
 */
export function blockJsonSchema(name: BlockName): Record<string, unknown> {
  const schema = z.toJSONSchema(BLOCKS[name].schema, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  } & Record<string, unknown>;
  const envelope = z.toJSONSchema(z.object({ anchor: anchorId.optional() })) as {
    properties: Record<string, unknown>;
  };
  return {
    ...schema,
    $id: `https://proequip.example/cms/_schemas/${name}.json`,
    title: name,
    properties: {
      component: { const: name },
      anchor: envelope.properties.anchor,
      ...schema.properties,
    },
    required: ["component", ...(schema.required ?? [])],
  };
}

const LINE_WIDTH = 110;

/**
 * JSON as the repository's formatter (biome, line width 110) writes it, so `npm run lint` and the
 * generated files agree: objects one key a line, a list of plain values on one line when it fits.
 */
export function formatJson(value: unknown, indent = "", lead = 0): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    const plain = value.every((v) => v === null || typeof v !== "object");
    const inline = `[${value.map((v) => JSON.stringify(v)).join(", ")}]`;
    if (plain && indent.length + lead + inline.length + 1 <= LINE_WIDTH) return inline;
    const inner = `${indent}  `;
    return `[\n${value.map((v) => `${inner}${formatJson(v, inner)}`).join(",\n")}\n${indent}]`;
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 0) return "{}";
    const inner = `${indent}  `;
    const lines = entries.map(([key, v]) => {
      const name = `${JSON.stringify(key)}: `;
      return `${inner}${name}${formatJson(v, inner, name.length)}`;
    });
    return `{\n${lines.join(",\n")}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/** Every kind's schema as the text of its file (stable key order, a final newline). */
export function blockSchemaFiles(): Map<string, string> {
  return new Map(BLOCK_NAMES.map((name) => [`${name}.json`, `${formatJson(blockJsonSchema(name))}\n`]));
}
