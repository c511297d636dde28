/**
 * The no-JavaScript addresses step's fields of a private buyer (Eva Novak, Hauptstraße 1, 10115
 * Berlin, shipping to the same address); `extra` replaces or adds fields (another country's
 * address, a consent value, a hostile one). Apart from buyers.ts, which imports Playwright's
 * `expect`, so that vitest suites use it too.
 */
export const privateAddresses = (email: string, extra: Record<string, string> = {}) => ({
  email,
  clientType: "private",
  "billing.firstName": "Eva",
  "billing.lastName": "Novak",
  "billing.streetName": "Hauptstraße",
  "billing.streetNumber": "1",
  "billing.postalCode": "10115",
  "billing.city": "Berlin",
  shippingType: "same",
  ...extra,
});
