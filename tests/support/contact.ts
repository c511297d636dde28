import type { ContactRequestValue } from "../../config";

/** A complete, valid contact request (SPEC §2 customer-service webform): a login problem from a German shopper. */
export const CONTACT_REQUEST: ContactRequestValue = {
  reason: "account",
  subreason: "login-issue",
  contactName: "Max Muster",
  email: "max@example.com",
  subject: "Kein Login",
  description: "Ich komme nicht rein.",
} as ContactRequestValue;
