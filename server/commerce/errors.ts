import type { ErrorObject } from "@commercetools/platform-sdk";

/**
 * A platform error in commercetools' shape: an HTTP status code and the error objects of the
 * response body. Both adapters throw it, so services handle one kind of error.
 */
export class CommerceError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: ErrorObject[],
  ) {
    super(errors[0]?.message ?? `Commerce error ${statusCode}`);
    this.name = "CommerceError";
  }

  get code(): string | undefined {
    return this.errors[0]?.code;
  }

  /** The resource's current version, carried by a ConcurrentModification error. */
  get currentVersion(): number | undefined {
    const first = this.errors[0] as { currentVersion?: number } | undefined;
    return first?.currentVersion;
  }
}

/** Whether an error is a platform error with one of these codes ("ConcurrentModification", ...). */
export const isCommerceError = (error: unknown, ...codes: string[]): error is CommerceError =>
  error instanceof CommerceError && codes.includes(error.code ?? "");

export const concurrentModification = (id: string, expected: number, currentVersion: number) =>
  new CommerceError(409, [
    {
      code: "ConcurrentModification",
      message: `Object ${id} has a different version than expected. Expected: ${expected} - Actual: ${currentVersion}.`,
      currentVersion,
    },
  ]);

export const notFound = (what: string) =>
  new CommerceError(404, [
    { code: "ResourceNotFound", message: `The Resource with ID '${what}' was not found.` },
  ]);

export const invalidOperation = (message: string) =>
  new CommerceError(400, [{ code: "InvalidOperation", message }]);

export const invalidInput = (message: string, field?: string) =>
  new CommerceError(400, [{ code: "InvalidInput", message, ...(field ? { field } : {}) }]);

/** SPEC §8 review errors, as the platform's review extension answers them (both adapters
 * answer the same texts, and the storefront tells them apart by these). */
export const REVIEW_ERRORS = {
  notPurchased: "You haven't purchased this particular SKU",
  alreadyReviewed: "You have already submitted review for your purchase for SKU",
} as const;
