/**
 * Personal data stays out of the logs: what a log line needs to tell cases apart, and no more.
 */

/** `jana.novakova@example.com` → `j***@example.com`: the domain helps an operator, the person is hidden. */
export function maskEmail(email: string | undefined | null): string {
  if (!email) return "(none)";
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

/** An identifier (a VAT ID, which may be a person's tax number) shown by its first characters only. */
export function maskId(id: string, shown = 4): string {
  return id.length <= shown ? "***" : `${id.slice(0, shown)}***`;
}
