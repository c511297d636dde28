/**
 * The mail relay's HTTP API answered by a local mail port (the outbox), in the shape the production
 * adapter posts (./relay.ts): `POST /send` with `Authorization: Bearer <token>` and a JSON body
 * `{ to, subject, text }`, accepted with 202. So a storefront that sends through the relay (the edge
 * build) drops its mails into the same outbox `npm start` writes (issue 18 item 3).
 */
import { z } from "zod";
import { bearerMatches, invalidField, json, readJson } from "../local-services/respond";
import type { LocalApi } from "../local-services/types";
import type { MailPort } from "./relay";

/** A mail as the relay accepts it: one recipient, a subject line, a plain-text body. */
const mailSchema = z.object({
  to: z.email().max(254),
  subject: z
    .string()
    .min(1)
    .max(998)
    .refine((s) => !/[\r\n]/.test(s), "one line"),
  text: z.string().max(100_000),
});

const BODY_LIMIT_BYTES = 256 * 1024;

export function mailRelayApi(mail: MailPort, { token }: { token: string }): LocalApi {
  return async (request, path) => {
    if (path !== "/send") return json(404, { message: "Not found: the relay accepts POST /send" });
    if (request.method !== "POST")
      return json(405, { message: "Method not allowed: POST /send" }, { Allow: "POST" });
    if (!bearerMatches(request, token))
      return json(401, { message: "A valid bearer token is required" }, { "WWW-Authenticate": "Bearer" });
    const parsed = mailSchema.safeParse(await readJson(request, BODY_LIMIT_BYTES));
    if (!parsed.success) return invalidField(parsed.error);
    await mail.send(parsed.data);
    return json(202, { message: "Accepted" });
  };
}
