import * as z from "../zod-mini";

export const cookieSchema = z.object({
  name: z.string().check(z.regex(/^[a-z_]+$/)),
  /** Lifetime in seconds; undefined makes a session cookie. */
  maxAge: z.optional(z.number().check(z.int(), z.positive())),
  httpOnly: z.boolean(),
  secure: z.boolean(),
  sameSite: z.enum(["lax", "strict"]),
  /** Signed with the SESSION_SECRET when true. */
  signed: z.boolean(),
});

export const COOKIES_SCHEMA = z.record(z.string(), cookieSchema);
