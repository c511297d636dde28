import { shopCookie } from "../session/cookies";

/** How many recent order ids the cookie keeps (a shopper may order twice in a day). */
const KEPT = 5;

const ordersCookie = (request: Request) =>
  shopCookie("orders", { https: new URL(request.url).protocol === "https:" });

/** The ids of the orders this browser placed recently (signed: a forged cookie gives none). */
export async function placedOrders(request: Request): Promise<string[]> {
  const value = await ordersCookie(request).parse(request.headers.get("Cookie"));
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
}

/** The Set-Cookie header that adds an order to this browser's recent orders. */
export async function rememberOrder(request: Request, orderId: string): Promise<string> {
  const kept = (await placedOrders(request)).filter((id) => id !== orderId);
  return ordersCookie(request).serialize([orderId, ...kept].slice(0, KEPT));
}
