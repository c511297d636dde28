/**
 * What every resource module of the adapter shares: the SDK's request builder, a request's body or
 * its failure as the port's error, a missing resource as null, a query result as the port's page,
 * and the quoting of values in query predicates.
 */
import type { ByProjectKeyRequestBuilder, ErrorObject } from "@commercetools/platform-sdk";
import { CommerceError } from "../errors";
import type { Page } from "../port";

/** The project's request builder, which every resource module receives. */
export type Api = ByProjectKeyRequestBuilder;

/** Quotes a value for a query predicate. */
export const q = (value: string) => JSON.stringify(value);
export const list = (values: string[]) => values.map(q).join(", ");

/** The SDK's failures as the port's error. */
export function toCommerceError(error: unknown): CommerceError {
  if (error instanceof CommerceError) return error;
  const e = error as {
    statusCode?: number;
    body?: { statusCode?: number; message?: string; errors?: ErrorObject[] };
    message?: string;
  };
  const statusCode = e.statusCode ?? e.body?.statusCode ?? 500;
  const errors = e.body?.errors ?? [
    { code: "General", message: e.body?.message ?? e.message ?? "commercetools request failed" },
  ];
  return new CommerceError(statusCode, errors);
}

/** A platform query result as the port's page. */
export const toPage = <T>(result: {
  limit: number;
  offset: number;
  count: number;
  total?: number;
  results: T[];
}): Page<T> => ({
  limit: result.limit,
  offset: result.offset,
  count: result.count,
  total: result.total ?? result.count,
  results: result.results,
});

export async function call<T>(request: { execute(): Promise<{ body: T }> }): Promise<T> {
  try {
    return (await request.execute()).body;
  } catch (error) {
    throw toCommerceError(error);
  }
}

export async function orNull<T>(request: { execute(): Promise<{ body: T }> }): Promise<T | null> {
  try {
    return await call(request);
  } catch (error) {
    if (error instanceof CommerceError && error.statusCode === 404) return null;
    throw error;
  }
}
