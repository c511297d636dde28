/**
 * Custom objects over the local commercetools API (docs.commercetools.com/api/projects/custom-objects),
 * beside the engine's custom-objects.ts: created or replaced by `POST /custom-objects` (the
 * platform's upsert, optionally versioned) and read by container and key.
 */
import { z } from "zod";
import { type ApiRoute, json, notFoundResponse } from "./http-support";

/** The platform's rule for containers and keys. */
const name = z.string().regex(/^[-_~.a-zA-Z0-9]{1,256}$/, "letters, digits and -_~. (at most 256)");

const draftSchema = z.object({
  container: name,
  key: name,
  value: z.unknown().refine((v) => v !== undefined, "a value is required"),
  version: z.number().int().min(0).optional(),
});

export const customObjectRoutes: ApiRoute[] = [
  {
    method: "POST",
    path: "custom-objects",
    handle: async ({ engine, body }) => {
      const draft = await body(draftSchema);
      const existed = await engine.customObject(draft.container, draft.key);
      return json(await engine.upsertCustomObject(draft), existed ? 200 : 201);
    },
  },
  {
    method: "GET",
    path: "custom-objects/:container/:key",
    handle: async ({ engine, params }) => {
      const object = await engine.customObject(params.container ?? "", params.key ?? "");
      return object ? json(object) : notFoundResponse(`${params.container}/${params.key}`);
    },
  },
];
