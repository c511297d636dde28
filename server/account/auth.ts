import { z } from "zod";
import { shopCookie } from "../session/cookies";

/**
 * The signed-in state travels in the `auth` cookie (SPEC §3: HTTP-only, secure, same-site strict,
 * signed with SESSION_SECRET). It holds only the customer's id; its lifetime (a day) is the cookie's.
 */
const authCookie = (request: Request) =>
  shopCookie("auth", { https: new URL(request.url).protocol === "https:" });

const authValue = z.object({ customerId: z.string().min(1) });

/** The signed-in customer's id, or undefined for anonymous visitors and forged or expired cookies. */
export async function readCustomerId(request: Request): Promise<string | undefined> {
  const parsed = authValue.safeParse(await authCookie(request).parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data.customerId : undefined;
}

/** The Set-Cookie header that signs a customer in, or (null) out. */
export function authCookieHeader(request: Request, customerId: string | null): Promise<string> {
  const cookie = authCookie(request);
  return customerId
    ? cookie.serialize({ customerId } satisfies z.infer<typeof authValue>)
    : cookie.serialize("", { maxAge: 0 });
}
