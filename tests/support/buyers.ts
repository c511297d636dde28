import { expect } from "@playwright/test";
import { privateAddresses } from "./addresses";
import { HttpShopper } from "./shopper";

/** A product sold in Germany and Czechia (the review and my-orders journeys buy it). */
export const BUYABLE = {
  de: "/torvik-druckspruher-to-900-10000828",
  cz: "/torvik-tlakovy-postrikovac-to-900-10000828",
};
const POSTAL = { de: "10115", cz: "11000" };
let customers = 0;

/** An e-mail no other run or test uses. */
export const uniqueEmail = (name: string) => `${name}-${Date.now()}-${++customers}@example.com`;

/**
 * A customer signed up over HTTP (Eva Novak, password geheim123); with `buys`, one who bought one
 * BUYABLE product by bank transfer (the order stays unpaid, so it shows the bank details).
 */
export async function signedUpShopper(
  country: "de" | "cz",
  { buys, email = uniqueEmail("reviewer") }: { buys: boolean; email?: string },
) {
  const shopper = new HttpShopper(country);
  await shopper.get("/create-account");
  const signUp = {
    firstName: "Eva",
    lastName: "Novak",
    email,
    password: "geheim123",
    passwordConfirm: "geheim123",
  };
  expect((await shopper.post("/create-account", signUp)).status).toBe(303);
  if (buys) await buy(shopper, country);
  return shopper;
}

/** The shopper buys one BUYABLE product by bank transfer; the thank-you page's path (with the order id). */
export async function buy(shopper: HttpShopper, country: "de" | "cz"): Promise<string> {
  const page = await shopper.get(BUYABLE[country]);
  const sku = /name="sku" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
  expect((await shopper.post("/checkout/cart", { intent: "add", sku, quantity: "1" })).status).toBe(303);
  const addresses = await shopper.post("/checkout/addresses", {
    clientType: "private",
    "billing.firstName": "Eva",
    "billing.lastName": "Novak",
    "billing.streetName": "Hauptstraße",
    "billing.streetNumber": "1",
    "billing.postalCode": POSTAL[country],
    "billing.city": "Berlin",
    shippingType: "same",
  });
  expect(addresses.status, addresses.body.slice(0, 300)).toBe(303);
  const placed = await shopper.post("/checkout/payment", { payment: "bank" });
  expect(placed.status).toBe(303);
  return String(placed.headers.location);
}

export { privateAddresses };

/** The addresses step posted as a private buyer over plain HTTP: it must answer 303 (to the payment step). */
export async function postAddresses(shopper: HttpShopper, email: string, extra: Record<string, string> = {}) {
  const response = await shopper.post("/checkout/addresses", privateAddresses(email, extra));
  expect(response.status, response.body.slice(0, 300)).toBe(303);
  return response;
}
