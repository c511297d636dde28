/**
 * Which shop customer a provider's sign-in may join (decision 0064, mending 0061's pre-account
 * takeover). A verified e-mail at the provider proves the shopper owns the mailbox, not that the
 * shop's account with that e-mail is theirs: anyone can register an e-mail with a password of their
 * own. So an existing customer is joined only when the provider sign-in is already linked to it, or
 * its own e-mail is verified with the shop (a completed password reset, or an account the social
 * sign-in created); otherwise the account's password, once, links it (pending-link.ts). Pure.
 */
import type { Customer, CustomerUpdateAction } from "@commercetools/platform-sdk";
import { SOCIAL } from "../../config/social";
import { customerFieldActions } from "../commerce/custom-fields";
import type { Identity } from "./providers";

/** The customer field that keeps the linked provider sign-ins. */
export const SOCIAL_LOGINS_FIELD = SOCIAL.customerFields.logins;

/** How a provider sign-in is recorded on the customer: "<provider>:<subject>". */
export const socialLoginOf = (identity: Pick<Identity, "provider" | "subject">) =>
  `${identity.provider}:${identity.subject}`;

/** The provider sign-ins linked to the customer. */
export function loginsOf(customer: Pick<Customer, "custom">): string[] {
  const value = customer.custom?.fields?.[SOCIAL_LOGINS_FIELD];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What a provider sign-in with a verified `email` may do with the customer the auth sync named:
 * `linked` (already linked: join), `verified` (the customer's e-mail is this one and verified with the
 * shop: join and link), `password` (same e-mail, not verified: the account's password first), or
 * `mismatch` (neither linked nor this e-mail: nothing to join).
 */
export function joinDecision(
  customer: Pick<Customer, "email" | "isEmailVerified" | "custom">,
  identity: Pick<Identity, "provider" | "subject"> & { email: string },
): "linked" | "verified" | "password" | "mismatch" {
  if (loginsOf(customer).includes(socialLoginOf(identity))) return "linked";
  if (!sameEmail(customer.email, identity.email)) return "mismatch";
  return customer.isEmailVerified ? "verified" : "password";
}

/**
 * The actions that add a provider sign-in to the customer's links: a customer without custom fields
 * gets the shop's customer type with the field; otherwise the field is set (other fields kept; one
 * rule for every customer field, server/commerce/custom-fields.ts). None when it is linked already.
 */
export function linkActions(customer: Pick<Customer, "custom">, login: string): CustomerUpdateAction[] {
  const logins = loginsOf(customer);
  if (logins.includes(login)) return [];
  return customerFieldActions(customer, { [SOCIAL_LOGINS_FIELD]: [...logins, login] });
}
