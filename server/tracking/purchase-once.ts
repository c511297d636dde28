/**
 * The data layer's purchase once per order (issue 23 item 3, decision 0059): the thank-you page is
 * the order's receipt and may be reloaded, reopened from the history or left open in two tabs; the
 * tag manager would count each load as another sale. The browser keeps the ids of the orders it
 * already reported in a signed cookie (`purchases_reported`, as long as the `orders` cookie that
 * lets it see the page at all), so a reload renders the page without the purchase event.
 *
 * A cookie rather than a flag on the order: the event is the browser's (it goes to the browser's tag
 * manager, only with the visitor's analytics consent), and the platform is not written on a GET.
 */
import { shopCookie } from "../session/cookies";

/** How many order ids are kept (the orders cookie keeps as many). */
const KEPT = 5;

const reportedCookie = (request: Request) =>
  shopCookie("purchasesReported", { https: new URL(request.url).protocol === "https:" });

/** The orders this browser already reported (signed: a forged cookie gives none). */
async function reportedPurchases(request: Request): Promise<string[]> {
  const value = await reportedCookie(request).parse(request.headers.get("Cookie"));
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
}

/**
 * Whether this order's purchase is still to be reported; if so, the Set-Cookie header that records
 * it as reported, to be sent with the page that carries the event. Null once it was reported.
 */
export async function purchaseToReport(
  request: Request,
  orderId: string,
): Promise<{ setCookie: string } | null> {
  const reported = await reportedPurchases(request);
  if (reported.includes(orderId)) return null;
  return { setCookie: await reportedCookie(request).serialize([orderId, ...reported].slice(0, KEPT)) };
}
