const encoder = new TextEncoder();

/**
 * Whether two strings are equal, compared in constant time (signatures and tokens): every byte of
 * equal-length inputs is looked at. Plain JavaScript, so the edge build has it too (issue 18).
 */
export function safeEqual(expected: string, given: string): boolean {
  const a = encoder.encode(expected);
  const b = encoder.encode(given);
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}
