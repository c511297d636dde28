/**
 * A provider sign-in waiting for the account's password (decision 0064): the social callback found an
 * account with the e-mail that the provider is not linked to and whose e-mail the shop has not
 * verified, so it keeps the provider, subject, account and e-mail in the signed, HTTP-only `social_flow`
 * cookie (ten minutes, config/cookies.ts; the time is also inside the signed value, so a kept copy
 * stops counting) and asks for the password. A successful password sign-in of THAT account (same id,
 * same e-mail) links the provider; any other sign-in, or a forged, expired or malformed cookie, links
 * nothing. The cookie is cleared at the password sign-in whatever the outcome.
 */
import type { Customer } from "@commercetools/platform-sdk";
import { z } from "zod";
import { COOKIES } from "../../config/cookies";
import { SOCIAL_PROVIDERS } from "../../config/social-paths";
import { flowCookieOf } from "./flow";

const pendingSchema = z.object({
  pendingLink: z.object({
    provider: z.enum(SOCIAL_PROVIDERS),
    subject: z.string().min(1).max(512),
    customerId: z.string().min(1).max(256),
    email: z.string().min(3).max(320),
    /** Epoch milliseconds. */
    issuedAt: z.number().int().nonnegative(),
  }),
});
export type PendingLink = z.infer<typeof pendingSchema>["pendingLink"];

/** How long a pending link counts: the flow cookie's own lifetime. */
const LIFETIME_MS = (COOKIES.socialFlow?.maxAge ?? 600) * 1000;

export const pendingLinkCookie = (request: Request, link: Omit<PendingLink, "issuedAt">, now = Date.now()) =>
  flowCookieOf(request).serialize({ pendingLink: { ...link, issuedAt: now } });

/** The request's pending link; undefined when there is none, or it is forged, malformed or expired. */
export async function readPendingLink(request: Request, now = Date.now()): Promise<PendingLink | undefined> {
  const parsed = pendingSchema.safeParse(await flowCookieOf(request).parse(request.headers.get("Cookie")));
  if (!parsed.success) return undefined;
  const { pendingLink } = parsed.data;
  const age = now - pendingLink.issuedAt;
  return age >= 0 && age < LIFETIME_MS ? pendingLink : undefined;
}

/** Whether the pending link belongs to the customer who just signed in with a password (pure). */
export const isLinkFor = (link: PendingLink, customer: Pick<Customer, "id" | "email">) =>
  link.customerId === customer.id && link.email.trim().toLowerCase() === customer.email.trim().toLowerCase();
