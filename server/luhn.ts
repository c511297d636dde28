/** The Luhn sum of digits whose last one is a check digit (card and loyalty numbers). */
function luhnSum(digits: readonly number[]): number {
  return digits
    .slice()
    .reverse()
    .reduce((acc, d, i) => acc + (i % 2 === 1 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d), 0);
}

/** Whether a number of 12 to 19 digits passes the Luhn check. */
export const passesLuhn = (number: string) =>
  /^\d{12,19}$/.test(number) && luhnSum([...number].map(Number)) % 10 === 0;

/** The check digit that makes `digits` followed by it pass the Luhn check. */
export const luhnCheckDigit = (digits: readonly number[]) => (10 - (luhnSum([...digits, 0]) % 10)) % 10;
