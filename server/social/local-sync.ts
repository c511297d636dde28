/**
 * The embedded auth sync (SPEC §7 "auth sync", issue 23 item 5): what the middleware's service does,
 * over the embedded platform. The shop has already verified the provider's ID token and that the
 * e-mail is verified (service.ts); this links that e-mail to the shop's customer: the customer with
 * the e-mail when there is one, else a new customer created with it (no password: a random one
 * nobody knows, so only the provider or a password reset signs them in). The provider and subject are
 * kept on the customer (custom field `socialLogins`), so the link persists with the platform's data.
 */
import type { Customer } from "@commercetools/platform-sdk";
import { base64url } from "../base64";
import type { CommercePort } from "../commerce";
import { isCommerceError } from "../commerce/errors";
import type { AuthSyncPort, SyncContext, VerifiedIdentity } from "./auth-sync";

export const SOCIAL_LOGINS_FIELD = "socialLogins";

export interface LocalAuthSyncDeps {
  commerce: CommercePort;
  /** The embedded platform's look-up by e-mail (LocalCommerce.customerIdByEmail). */
  customerIdByEmail(email: string): Promise<string | null>;
}

const unguessablePassword = () => base64url(crypto.getRandomValues(new Uint8Array(32)));

const loginsOf = (customer: Customer): string[] => {
  const value = customer.custom?.fields?.[SOCIAL_LOGINS_FIELD];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
};

export function localAuthSync(deps: LocalAuthSyncDeps): AuthSyncPort {
  const { commerce } = deps;

  async function existingOrNew(identity: VerifiedIdentity, where: SyncContext): Promise<Customer> {
    const id = await deps.customerIdByEmail(identity.email);
    const known = id ? await commerce.customer(id) : null;
    if (known) return known;
    try {
      const { customer } = await commerce.signUp({
        email: identity.email,
        password: unguessablePassword(),
        firstName: identity.givenName,
        lastName: identity.familyName,
        locale: where.locale,
        stores: [{ typeId: "store", key: where.storeKey }],
      });
      return customer;
    } catch (error) {
      // A double click: the other request created the customer first; link to theirs.
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
      const login = `${identity.provider}:${identity.subject}`;
      const logins = loginsOf(customer);
      if (!logins.includes(login)) {
        await commerce
          .updateCustomer(customer.id, customer.version, [
            { action: "setCustomField", name: SOCIAL_LOGINS_FIELD, value: [...logins, login] },
          ])
          // The link is a record, not the sign-in: a concurrent change of the customer must not fail it.
          .catch((error: unknown) => console.warn("Auth sync: the social login was not recorded", error));
      }
      return { customerId: customer.id };
    },
  };
}
