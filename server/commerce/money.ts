/**
 * Banker's rounding of an amount in minor units, as the platform rounds prices and discounts
 * (commercetools' HalfEven mode): 299.5 → 300, 300.5 → 300.
 */
export function roundHalfEven(value: number): number {
  const floor = Math.floor(value);
  const diff = value - floor;
  if (Math.abs(diff - 0.5) < 1e-9) return floor % 2 === 0 ? floor : floor + 1;
  return Math.round(value);
}
