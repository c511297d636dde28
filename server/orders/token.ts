import { TIMINGS } from "../../config";
import { isSigned, signature } from "../session/signature";

/**
 * The token of the embedded my-orders pages (SPEC §2 "my orders (external, token)", issue 17.2): the
 * shop's own stand-in for the self-service site's tokenised URL. It names one customer and an expiry
 * (TIMINGS.seconds.myOrdersLink) and is signed with the session secret (server/session/signature.ts),
 * so it opens that customer's orders only, for a short while, and cannot be made up or altered.
 * Stateless on purpose: a link is checked without a store, on any process.
 */
const PURPOSE = "my-orders";
/** `<customer id>.<expiry in seconds>.<signature>`; ids of both platforms are UUID-like. */
const TOKEN = /^([A-Za-z0-9_-]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export type TokenReading =
  | { ok: true; customerId: string }
  /** "invalid": missing, altered, made up or signed with another secret; "expired": genuine but old. */
  | { ok: false; problem: "invalid" | "expired" };

/** A token for the customer's orders, valid for TIMINGS.seconds.myOrdersLink from `now`. */
export async function issueOrdersToken(
  customerId: string,
  { now = Date.now(), secrets }: { now?: number; secrets?: string[] } = {},
): Promise<string> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(customerId)) throw new Error("A customer id the token cannot carry");
  const exp = Math.floor(now / 1000) + TIMINGS.seconds.myOrdersLink;
  return `${customerId}.${exp}.${await signature(PURPOSE, [customerId, exp], secrets)}`;
}

/**
 * The customer a token opens. The signature is checked before the expiry, so "expired" is only ever
 * said of a token the shop issued (anything else is "invalid", whatever its expiry says).
 */
export async function readOrdersToken(
  token: string | null | undefined,
  { now = Date.now(), secrets }: { now?: number; secrets?: string[] } = {},
): Promise<TokenReading> {
  const match = TOKEN.exec(token ?? "");
  if (!match) return { ok: false, problem: "invalid" };
  const [, customerId = "", exp = "", sig = ""] = match;
  if (!(await isSigned(PURPOSE, [customerId, Number(exp)], sig, secrets)))
    return { ok: false, problem: "invalid" };
  if (Number(exp) * 1000 <= now) return { ok: false, problem: "expired" };
  return { ok: true, customerId };
}
