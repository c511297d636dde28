/**
 * The embedded auth sync (SPEC §7 "auth sync", issue 23 item 5): what the middleware's service does,
 * over the embedded platform. The shop has already verified the provider's ID token and that the
 * e-mail is verified (service.ts); this names the shop's customer for that e-mail: the customer with
 * the e-mail when there is one, else a new customer created with it (no password: a random one
 * nobody knows, so only the provider or a password reset signs them in). A new customer's e-mail is
 * verified (the provider verified it) and the provider sign-in is linked to it (custom field
 * `socialLogins`) from the start. An existing customer is only named: whether the sign-in may join it
 * is the shop's rule, for every auth sync alike (links.ts, service.ts; decision 0064). Served over
 * HTTP by the local services host too (./http-api.ts, decision 0074), where the market is unknown.
 */
import type { Customer } from "@commercetools/platform-sdk";
import { SOCIAL } from "../../config/social";
import { base64url } from "../base64";
import type { CommercePort } from "../commerce";
import { isCommerceError } from "../commerce/errors";
import type { AuthSyncPort, SyncContext, VerifiedIdentity } from "./auth-sync";
import { SOCIAL_LOGINS_FIELD, socialLoginOf } from "./links";

export { SOCIAL_LOGINS_FIELD } from "./links";

export interface LocalAuthSyncDeps {
  commerce: CommercePort;
  /** The embedded platform's look-up by e-mail (LocalCommerce.customerIdByEmail). */
  customerIdByEmail(email: string): Promise<string | null>;
}

const unguessablePassword = () => base64url(crypto.getRandomValues(new Uint8Array(32)));

export function localAuthSync(deps: LocalAuthSyncDeps): AuthSyncPort {
  const { commerce } = deps;

  async function existingOrNew(identity: VerifiedIdentity, where?: SyncContext): Promise<Customer> {
    const id = await deps.customerIdByEmail(identity.email);
    const known = id ? await commerce.customer(id) : null;
    if (known) return known;
    try {
      const { customer } = await commerce.signUp({
        email: identity.email,
        password: unguessablePassword(),
        firstName: identity.givenName,
        lastName: identity.familyName,
        // Without the market (the HTTP API, decision 0074): a customer of every store, as
        // commercetools has it for a customer without stores.
        ...(where
          ? { locale: where.locale, stores: [{ typeId: "store" as const, key: where.storeKey }] }
          : {}),
        isEmailVerified: true,
        custom: {
          type: { typeId: "type", key: SOCIAL.customerFields.typeKey },
          fields: { [SOCIAL_LOGINS_FIELD]: [socialLoginOf(identity)] },
        },
      });
      return customer;
    } catch (error) {
      // A double click: the other request created the customer first; name theirs.
      if (!isCommerceError(error, "DuplicateField")) throw error;
      const raced = await deps.customerIdByEmail(identity.email);
      const customer = raced ? await commerce.customer(raced) : null;
      if (!customer) throw error;
      return customer;
    }
  }

  return {
    description: "embedded (links to the embedded platform's customers)",
    async sync(identity, where) {
      const customer = await existingOrNew(identity, where);
      return { customerId: customer.id };
    },
  };
}
