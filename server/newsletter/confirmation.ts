import { z } from "zod";
import { FIELD_RULES, TIMINGS } from "../../config";
import { bytesOfBase64, utf8Base64 } from "../base64";
import { isSigned, signature } from "../session/signature";

/**
 * The newsletter confirmation hash of SPEC §2 guard 6: base64 JSON with an optional `redirect_to`.
 * The shop issues it for one subscriber (their e-mail), with an expiry, signed with the session
 * secret, so a confirmation records consent only for a hash the shop issued to that subscriber: a
 * made-up hash records nothing, and nobody can confirm for an address they were not sent a link for.
 * Web Crypto and no Buffer, so the edge worker reads the same hashes (issue 18 item 2): hashes
 * issued before (UTF-8 JSON in padded base64) keep their form and stay valid.
 */
const PURPOSE = "newsletter-confirmation";
const MAX_HASH_LENGTH = 2048;

const content = z.object({
  email: z.email().max(254),
  redirect_to: z.string().max(FIELD_RULES.maxRedirectLength).optional(),
  exp: z.number().int().positive(),
  sig: z.string().max(100),
});

export interface Confirmation {
  email: string;
  redirectTo?: string;
}

const signedParts = (email: string, redirectTo: string | undefined, exp: number) => [
  email.toLowerCase(),
  redirectTo ?? "",
  exp,
];

/** The hash of a confirmation link for `email`, valid for TIMINGS.seconds.newsletterConfirmLink. */
export async function confirmationHash(
  { email, redirectTo }: Confirmation,
  { now = Date.now(), secrets }: { now?: number; secrets?: string[] } = {},
): Promise<string> {
  const exp = Math.floor(now / 1000) + TIMINGS.seconds.newsletterConfirmLink;
  const sig = await signature(PURPOSE, signedParts(email, redirectTo, exp), secrets);
  const body = { email, ...(redirectTo ? { redirect_to: redirectTo } : {}), exp, sig };
  return utf8Base64(JSON.stringify(body));
}

/** The subscriber and target of a hash the shop issued and that has not expired; null for anything else. */
export async function readConfirmation(
  hash: string,
  { now = Date.now(), secrets }: { now?: number; secrets?: string[] } = {},
): Promise<Confirmation | null> {
  if (hash.length > MAX_HASH_LENGTH) return null;
  const bytes = bytesOfBase64(hash);
  if (!bytes) return null;
  let parsed: z.infer<typeof content>;
  try {
    parsed = content.parse(JSON.parse(new TextDecoder().decode(bytes)));
  } catch {
    return null;
  }
  if (parsed.exp * 1000 < now) return null;
  const parts = signedParts(parsed.email, parsed.redirect_to, parsed.exp);
  if (!(await isSigned(PURPOSE, parts, parsed.sig, secrets))) return null;
  return { email: parsed.email, ...(parsed.redirect_to ? { redirectTo: parsed.redirect_to } : {}) };
}
