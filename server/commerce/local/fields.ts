import type { CustomFields } from "@commercetools/platform-sdk";

/** setCustomField as the platform applies it: a value sets the field, undefined or null removes it. */
export function setField(custom: CustomFields | undefined, name: string, value: unknown): CustomFields {
  const fields = { ...(custom?.fields ?? {}) };
  if (value === undefined || value === null) delete fields[name];
  else fields[name] = value;
  return { type: custom?.type ?? { typeId: "type", id: "default" }, fields };
}
