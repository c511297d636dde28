/**
 * The local provider's test Google Pay sheet (SPEC §1 "Google express pay", docs/decisions/0031): a
 * window the shop's express button opens, same-origin, in the place of Google's sheet. The shopper
 * picks what the sheet shares (a shipping address in any country, an e-mail, a phone number) and a
 * test card; the provider issues a token for that card, and the sheet hands Google Pay's
 * PaymentData object to the shop's page (`postMessage` to the window that opened it), which posts it
 * to the shop's express endpoint exactly as Adyen Web's Google Pay component does. Served below the
 * provider's HTTP mount too (`prefix`, decision 0038), with the same code.
 */
import { COUNTRY_CODES, type CountryCode, CURRENCY_CODES, PHONE_EXAMPLES } from "../../config";
import { escapeXml, scriptJson } from "../http/escape";
import { type Reply as Response, type Router, urlencoded } from "../pipeline/router";
import { LOCAL_GOOGLE_PAY_PATH, type LocalPayments } from "./local";
import { formatAmount, sameSiteForm, sendPage } from "./local-page";

/** The message type the shop's page listens for (app/lib/local-google-pay.client.ts). */
export const SHEET_MESSAGE = "local-google-pay";
const SCRIPT = `${LOCAL_GOOGLE_PAY_PATH}/sheet.js`;

/** Hands the payment data to the page that opened the sheet, on this origin only, and closes. */
const SHEET_JS = `(function () {
  var data = document.getElementById("payment-data");
  if (!data || !window.opener) return;
  window.opener.postMessage({ type: "${SHEET_MESSAGE}", result: JSON.parse(data.textContent) }, location.origin);
  window.close();
})();`;

const CARDS = {
  visa: { cardNetwork: "VISA", last4: "1111", refused: false, label: "Visa •••• 1111 (authorised)" },
  mc: { cardNetwork: "MASTERCARD", last4: "0002", refused: true, label: "Mastercard •••• 0002 (declined)" },
} as const;

/** A sample address the sheet starts with (the shopper may change every field). */
const sample = (country: CountryCode) => ({
  email: "erika.mustermann@example.com",
  name: "Erika Mustermann",
  phoneNumber: PHONE_EXAMPLES[country],
  address1: country === "de" ? "Hauptstraße 5" : "Main Street 5",
  address2: "Hinterhaus",
  address3: "2. OG",
  postalCode: country === "de" ? "10115" : "",
  locality: country === "de" ? "Berlin" : "",
  countryCode: country.toUpperCase(),
});
type Field = keyof ReturnType<typeof sample>;
const ADDRESS_FIELDS: readonly Exclude<Field, "email">[] = [
  "name",
  "phoneNumber",
  "address1",
  "address2",
  "address3",
  "postalCode",
  "locality",
  "countryCode",
];
const LABELS: Record<Field, string> = {
  email: "E-mail",
  name: "Name",
  phoneNumber: "Phone number",
  address1: "Address line 1",
  address2: "Address line 2",
  address3: "Address line 3",
  postalCode: "Postal code",
  locality: "City",
  countryCode: "Country code",
};

const single = (value: unknown, max = 200) => (typeof value === "string" ? value.trim().slice(0, max) : "");

export function googlePaySheetRoutes(router: Router, provider: LocalPayments, prefix = "") {
  router.get(SCRIPT, (_req, res) => {
    res.type("js").setHeader("Cache-Control", "no-store");
    res.send(SHEET_JS);
  });
  router.get(LOCAL_GOOGLE_PAY_PATH, (req, res) => {
    const country =
      COUNTRY_CODES.find((c) => c === single(req.url.searchParams.get("country")).toLowerCase()) ?? "de";
    const currency = CURRENCY_CODES.find((c) => c === single(req.url.searchParams.get("currency"))) ?? "EUR";
    const value = Number(single(req.url.searchParams.get("amount"), 16));
    const amount = Number.isSafeInteger(value) && value >= 0 ? formatAmount({ currency, value }) : "";
    sendPage(res, 200, "Google Pay (test sheet)", sheetForm(country, amount, prefix), prefix);
  });
  router.post(LOCAL_GOOGLE_PAY_PATH, urlencoded({ extended: false, limit: "4kb" }), (req, res) => {
    if (!sameSiteForm(req, res, "Cross-site sheets are refused")) return;
    const body = req.body as Record<string, unknown>;
    if (single(body.action) === "cancel") return sendResult(res, { statusCode: "CANCELED" }, prefix);
    const card = CARDS[single(body.card) === "mc" ? "mc" : "visa"];
    const { token } = provider.issueGooglePayToken({ cardNetwork: card.cardNetwork, refused: card.refused });
    const address = Object.fromEntries(
      ADDRESS_FIELDS.map((f) => [f, single(body[f])] as const).filter(([, v]) => v !== ""),
    );
    sendResult(
      res,
      {
        apiVersion: 2,
        apiVersionMinor: 0,
        ...(single(body.email) ? { email: single(body.email) } : {}),
        ...(body.shareAddress === "on" ? { shippingAddress: address } : {}),
        paymentMethodData: {
          type: "CARD",
          description: `${card.cardNetwork} •••• ${card.last4}`,
          info: { cardNetwork: card.cardNetwork, cardDetails: card.last4 },
          tokenizationData: { type: "PAYMENT_GATEWAY", token },
        },
      },
      prefix,
    );
  });
}

function sheetForm(country: CountryCode, amount: string, prefix: string) {
  const values = sample(country);
  const input = (f: Field) =>
    `<label for="${f}">${LABELS[f]}</label><input type="text" id="${f}" name="${f}" value="${escapeXml(values[f])}">`;
  const cards = Object.entries(CARDS)
    .map(
      ([key, c], i) =>
        `<label><input type="radio" name="card" value="${key}"${i === 0 ? " checked" : ""}> ${c.label}</label>`,
    )
    .join("\n");
  return `${amount ? `<dl><dt>Total</dt><dd id="sheet-total">${escapeXml(amount)}</dd></dl>` : ""}
<form method="post" action="${prefix}${LOCAL_GOOGLE_PAY_PATH}">
${input("email")}
<fieldset>
<legend>Shipping address</legend>
<label><input type="checkbox" name="shareAddress" checked> Share a shipping address</label>
${ADDRESS_FIELDS.map(input).join("\n")}
</fieldset>
<fieldset>
<legend>Card</legend>
${cards}
</fieldset>
<div class="actions">
<button type="submit" name="action" value="pay">Continue</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</div>
</form>`;
}

/** The sheet's answer: Google Pay's PaymentData (or its cancellation), handed to the opener by SCRIPT. */
function sendResult(res: Response, result: Record<string, unknown>, prefix: string) {
  // Inside <script type="application/json">, "<" could close the element: escaped.
  const json = scriptJson(result);
  sendPage(
    res,
    200,
    "Google Pay (test sheet)",
    `<p>Returning to the shop…</p>
<script type="application/json" id="payment-data">${json}</script>
<script src="${prefix}${SCRIPT}"></script>`,
    prefix,
  );
}
