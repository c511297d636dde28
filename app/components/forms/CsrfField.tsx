import { useRootData } from "../../lib/root-data";

/** The visitor's CSRF token; every POST form renders this (checked by context.session.readForm). */
export function CsrfField() {
  return <input type="hidden" name="csrf" value={useRootData()?.csrfToken ?? ""} />;
}
