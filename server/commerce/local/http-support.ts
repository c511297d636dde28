/**
 * What the routes of the local commercetools API share: the route type, JSON answers, the
 * platform's error bodies (docs.commercetools.com/api/errors: `{ statusCode, message, errors }`, each
 * error with its `code`), and the query parameters and bodies read with zod, so that hostile input
 * answers a 400 in the platform's shape, never a 500. The adapter's `toCommerceError`
 * (commercetools/request.ts) reads these bodies back into the engine's own CommerceError.
 */
import type { ErrorObject } from "@commercetools/platform-sdk";
import { z } from "zod";
import { ClientError, readText, json as respond } from "../../local-services/respond";
import { CommerceError, invalidInput } from "../errors";
import type { DocumentQuery } from "./document-query";
import type { LocalCommerce } from "./engine";
import type { Ast } from "./predicate";
import { parsePredicate } from "./predicate";

/** One request to a route: the engine, the path's parameters, the query, the body read once. */
export interface ApiRequest {
  engine: LocalCommerce;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The JSON body checked against a schema; a 400 InvalidJsonInput / InvalidInput otherwise. */
  body<T>(schema: z.ZodType<T>): Promise<T>;
}

/**
 * A route of one resource: a method and a path below the project key, whose segments are literals,
 * `:name` parameters, or `prefix=:name` (`key=:storeKey`, `order-number=:orderNumber`).
 */
export interface ApiRoute {
  method: "GET" | "POST" | "DELETE";
  path: string;
  handle(request: ApiRequest): Promise<Response> | Response;
}

/** A JSON answer (the local services' one, body first as the routes here write it). */
export const json = (body: unknown, status = 200) => respond(status, body);

/** The platform's error body for a status and its errors. */
export const errorResponse = (statusCode: number, errors: ErrorObject[]) =>
  json({ statusCode, message: errors[0]?.message ?? "Error", errors }, statusCode);

export const commerceErrorResponse = (error: CommerceError) => errorResponse(error.statusCode, error.errors);

export const notFoundResponse = (what: string) =>
  errorResponse(404, [
    { code: "ResourceNotFound", message: `The Resource with ID '${what}' was not found.` },
  ]);

/** The body a client may send at most; the shop's largest (a cart update) is a few kilobytes. */
const MAX_BODY_BYTES = 1_000_000;

const invalidJson = (detail: string) =>
  new CommerceError(400, [
    {
      code: "InvalidJsonInput",
      message: "Request body does not contain valid JSON.",
      detailedErrorMessage: detail,
    },
  ]);

/**
 * Reads a JSON body and checks it; the platform answers InvalidJsonInput for what is not JSON. The
 * body is read by the local services' bounded reader (counted as it arrives, also without a length).
 */
export async function readBody<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  let text: string;
  try {
    text = await readText(request, MAX_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof ClientError)) throw error;
    throw error.status === 413 ? bodyTooLarge() : invalidJson(error.message);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidJson("The body could not be parsed as JSON.");
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join(".") || undefined;
    throw invalidInput(
      `Request body does not contain valid JSON: ${field ?? "body"}: ${issue?.message}`,
      field,
    );
  }
  return parsed.data;
}

const bodyTooLarge = () =>
  new CommerceError(413, [{ code: "InvalidInput", message: "The request body is too large." }]);

const malformed = (name: string, why: string) => invalidInput(`Malformed parameter: ${name}: ${why}`, name);

/** Longer than any predicate the shop sends (an inventory look-up of a cart's SKUs). */
const MAX_PREDICATE_LENGTH = 20_000;
const SORT = /^([A-Za-z][\w]*(?:\.[A-Za-z][\w]*)*)(?:\s+(asc|desc))?$/i;

function wherePredicates(query: URLSearchParams): Ast[] {
  return query.getAll("where").map((source) => {
    if (source.length > MAX_PREDICATE_LENGTH) throw malformed("where", "the predicate is too long");
    try {
      return parsePredicate(source);
    } catch (error) {
      throw malformed("where", error instanceof Error ? error.message : "syntax error");
    }
  });
}

/** An integer query parameter within bounds (limit 0 to 500, as the platform allows), or the default. */
export function intParam(query: URLSearchParams, name: string, fallback: number, max: number): number {
  const raw = query.get(name);
  if (raw === null) return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) > max)
    throw malformed(name, `expected an integer from 0 to ${max}, got '${raw.slice(0, 40)}'`);
  return Number(raw);
}

export function boolParam(query: URLSearchParams, name: string, fallback: boolean): boolean {
  const raw = query.get(name);
  if (raw === null) return fallback;
  if (raw !== "true" && raw !== "false")
    throw malformed(name, `expected true or false, got '${raw.slice(0, 40)}'`);
  return raw === "true";
}

/** The where, sort, limit and offset of a query endpoint (docs.commercetools.com/api/general-concepts#query). */
export function documentQuery(query: URLSearchParams): DocumentQuery {
  const sort = query.getAll("sort").map((source): DocumentQuery["sort"][number] => {
    const match = SORT.exec(source.trim());
    if (!match?.[1]) throw malformed("sort", `'${source.slice(0, 80)}'`);
    return [match[1].split("."), (match[2]?.toLowerCase() ?? "asc") as "asc" | "desc"];
  });
  return {
    where: wherePredicates(query),
    sort,
    limit: intParam(query, "limit", 20, 500),
    offset: intParam(query, "offset", 0, 10_000),
  };
}

/** `withTotal`, true unless the client says false (the platform's default). */
export const withTotal = (query: URLSearchParams) => boolParam(query, "withTotal", true);

/** A required version in the query (`DELETE …?version=3`). */
export function versionParam(query: URLSearchParams): number {
  if (query.get("version") === null) throw invalidInput("Missing required parameter: version", "version");
  const version = intParam(query, "version", 0, 2_000_000_000);
  if (version < 1) throw malformed("version", "expected a positive integer");
  return version;
}

/** The envelope of every update: a version and a list of actions (each at least `{ action }`). */
export const updateSchema = z.object({
  version: z.number().int().positive(),
  actions: z.array(z.looseObject({ action: z.string().min(1).max(100) })).max(500),
});

/** A reference by id as drafts carry it (`{ typeId: "cart", id }`). */
export const idReference = (typeId: string) =>
  z.object({ typeId: z.literal(typeId).optional(), id: z.string().min(1).max(200) });

/**
 * Runs an engine operation on a client's update actions. The envelope is checked by zod; an
 * action whose fields have the wrong types can still trip the engine (a TypeError reading them),
 * which is the client's malformed input, answered as the platform does: a 400 InvalidInput.
 */
export async function applying<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof TypeError || error instanceof RangeError)
      throw invalidInput(`An update action is malformed: ${error.message}`);
    throw error;
  }
}
