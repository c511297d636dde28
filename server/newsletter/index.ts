import { confirmationHash, readConfirmation } from "./confirmation";

export type { Confirmation } from "./confirmation";

/**
 * The newsletter's double opt-in (SPEC §2 guard 6, §7 newsletter-doi): the shop issues the hash of a
 * confirmation link for one subscriber and records consent only for hashes it issued.
 */
export function createNewsletter() {
  return {
    /** The hash of a subscriber's confirmation link (`/exConsents/confirm?hash=…`). */
    confirmationHash: (email: string, redirectTo?: string) => confirmationHash({ email, redirectTo }),
    readConfirmation: (hash: string) => readConfirmation(hash),
  };
}
export type Newsletter = ReturnType<typeof createNewsletter>;
