import { maskEmail } from "../log";
import type { MailPort } from "../mail";
import { confirmationHash } from "./confirmation";
import type { NewsletterPort } from "./port";
import type { NewsletterStore } from "./store";

/**
 * The embedded double opt-in: the sign-up is stored pending and the confirmation mail, with the link
 * whose hash the guard-6 route honours, goes out through the mail port in the visitor's language. An
 * address already confirmed gets no second mail; the visitor's answer is the same (no enumeration),
 * and the mail is sent after the answer, so its time tells nothing either.
 */
export function createLocalNewsletter(store: NewsletterStore, mail: MailPort): NewsletterPort {
  return {
    async signUp({ email, locale, confirmLink, compose }) {
      try {
        if (store.request(email, locale) === "confirmed") return;
        const link = confirmLink(await confirmationHash({ email }));
        void mail
          .send({ to: email, ...compose(link) })
          .catch((error: unknown) =>
            console.error(`Newsletter confirmation mail to ${maskEmail(email)} failed`, error),
          );
      } catch (error) {
        console.error(`Newsletter sign-up of ${maskEmail(email)} could not be stored`, error);
      }
    },
    async confirmed(email) {
      try {
        return store.confirm(email) > 0;
      } catch (error) {
        console.error(`Newsletter confirmation of ${maskEmail(email)} could not be stored`, error);
        // Unknown: reported, as the production adapter's.
        return true;
      }
    },
  };
}
