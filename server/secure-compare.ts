import { timingSafeEqual } from "node:crypto";

/** Whether two strings are equal, compared in constant time (signatures and tokens). */
export function safeEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
