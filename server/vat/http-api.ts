/**
 * The VAT service's HTTP API answered by the local responder (./local.ts), in the contract the
 * production adapter (./index.ts) calls: `GET /validate?ownVatId=…&vatId=…` with an optional
 * `Authorization: Bearer <token>`, answered with the XML of SPEC §7 ("The response is XML with an
 * ErrorCode followed by a numeric code"). The local API always requires its token, as a deployed
 * service would (issue 18 item 3).
 */
import { z } from "zod";
import { bearerMatches, json } from "../local-services/respond";
import type { LocalApi } from "../local-services/types";
import { localVatResponder } from "./local";

/** The longest VAT ID of the 25 countries is 14 characters with its prefix; spacing is allowed. */
const vatIdSchema = z.string().trim().min(1).max(40);
const querySchema = z.object({ ownVatId: vatIdSchema, vatId: vatIdSchema });

export function vatApi({ token }: { token: string }): LocalApi {
  return async (request, path) => {
    if (path !== "/validate")
      return json(404, { message: "Not found: the VAT service answers GET /validate" });
    if (request.method !== "GET" && request.method !== "HEAD")
      return json(405, { message: "Method not allowed: GET /validate" }, { Allow: "GET, HEAD" });
    if (!bearerMatches(request, token))
      return json(401, { message: "A valid bearer token is required" }, { "WWW-Authenticate": "Bearer" });
    const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success)
      return json(400, { message: "Both `ownVatId` and `vatId` are required (at most 40 characters each)" });
    return new Response(localVatResponder(query.data.ownVatId, query.data.vatId), {
      headers: { "Content-Type": "application/xml; charset=utf-8" },
    });
  };
}
