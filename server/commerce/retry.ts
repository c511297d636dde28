import { isCommerceError } from "./errors";

/**
 * SPEC §4 "A concurrent-modification error with a current version gives one retry with that
 * version": `write` runs on the resource as the caller read it; when the platform answers
 * ConcurrentModification, the resource is read again and `write` runs once more on what it is now
 * (so whatever `write` plans is planned again). Any other error, a second conflict, or a resource
 * gone on the re-read is thrown.
 */
export async function withVersionRetry<T, R>(
  current: T,
  reread: () => Promise<T | null | undefined>,
  write: (resource: T) => Promise<R>,
): Promise<R> {
  try {
    return await write(current);
  } catch (error) {
    if (!isCommerceError(error, "ConcurrentModification")) throw error;
    const fresh = await reread();
    if (!fresh) throw error;
    return write(fresh);
  }
}
