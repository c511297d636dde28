import type { CustomFields } from "@commercetools/platform-sdk";
import { invalidOperation } from "../errors";

/**
 * setCustomField as the platform applies it: a value sets the field, undefined or null removes it.
 * As commercetools (and @labdigital/commercetools-mock), a resource without a custom type refuses it
 * with 400 InvalidOperation: setCustomType comes first (decision 0073).
 */
export function setField(custom: CustomFields | undefined, name: string, value: unknown): CustomFields {
  if (!custom) throw invalidOperation("Resource has no custom type");
  const fields = { ...custom.fields };
  if (value === undefined || value === null) delete fields[name];
  else fields[name] = value;
  return { type: custom.type, fields };
}
