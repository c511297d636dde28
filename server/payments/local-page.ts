/**
 * The local provider's hosted payment page, served by the shop under the reserved `/__pay/local`
 * prefix: it plays the provider's own page (plain English, no JavaScript). The shop's CSP allows
 * styles only from 'self', so the page links a stylesheet served here instead of inline styles.
 * The provider's Adyen-shaped HTTP API serves the same pages below its mount (`prefix`, e.g.
 * "/adyen"), so a storefront that reaches the provider over HTTP sends shoppers there (decision 0038).
 */

import { CURRENCIES, type CurrencyCode, toMajor } from "../../config/currencies";
import { escapeXml } from "../http/escape";
import {
  createRouter,
  type Reply as Response,
  type RouteRequest,
  type Router,
  urlencoded,
} from "../pipeline/router";
import type { Step } from "../pipeline/types";
import { isCrossSiteWrite } from "../session/csrf";
import {
  LOCAL_ATM_PATH,
  LOCAL_METHODS,
  LOCAL_PAGE_PATH,
  type LocalPayments,
  type LocalSession,
  type LocalSubmission,
  TEST_CARDS,
} from "./local";
import { googlePaySheetRoutes } from "./local-google-pay-sheet";
import type { Amount } from "./port";

const SESSION_ID = /^CS[0-9A-F]{32}$/;
const STYLESHEET = `${LOCAL_PAGE_PATH}/page.css`;

/** Where the pages are served: the path prefix their links carry ("" on the shop itself). */
export interface PageOptions {
  prefix?: string;
}

const CSS = `body{font:1rem/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1f24}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #c9ced6;border-radius:.5rem}
h1{font-size:1.375rem;margin:0 0 1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
fieldset{border:1px solid #c9ced6;border-radius:.25rem;margin:1rem 0}fieldset label{display:block;padding:.25rem 0}
input[type=text]{display:block;width:100%;box-sizing:border-box;padding:.5rem;font:inherit;border:1px solid #6b7280;border-radius:.25rem}
.hint{font-size:.875rem;color:#4b5563}.error{color:#a4161a;font-weight:600}
.actions{display:flex;gap:.75rem;margin-top:1rem}button{font:inherit;padding:.5rem 1.25rem;border-radius:.25rem;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}
button[value=cancel]{background:#fff;color:#1d4ed8}:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}`;

const FINISHED: Record<Exclude<LocalSession["status"], "active">, string> = {
  completed: "The payment is authorised.",
  paymentPending: "The Multibanco payment reference is issued: the payment completes when it is paid.",
  refused: "The payment was refused.",
  canceled:
    "The payment was cancelled (by you, or by the shop because the order changed): nothing was charged.",
  expired: "This payment session has expired.",
};

const ERRORS = { card: "Enter a valid card number", method: "Choose a payment method" } as const;

/**
 * Whether a post to one of the provider's pages is a form from this site; when not, it answers
 * itself: 400 for a body that is no form, 403 with `refusal` for a cross-site post.
 */
export function sameSiteForm(req: RouteRequest, res: Response, refusal: string): boolean {
  if (!req.is("application/x-www-form-urlencoded")) {
    res.status(400).type("text").send("Expected a form");
    return false;
  }
  const crossSite = isCrossSiteWrite(req.method, {
    origin: req.get("origin"),
    host: req.get("host"),
    fetchSite: req.get("sec-fetch-site"),
  });
  if (crossSite) res.status(403).type("text").send(refusal);
  return !crossSite;
}

export function localPaymentRoutes(provider: LocalPayments, { prefix = "" }: PageOptions = {}): Step {
  const router = createRouter();
  router.get(STYLESHEET, (_req, res) => {
    res.type("css").setHeader("Cache-Control", "public, max-age=3600");
    res.send(CSS);
  });
  atmRoutes(router, provider, prefix);
  googlePaySheetRoutes(router, provider, prefix);
  router.get(`${LOCAL_PAGE_PATH}/:id`, (req, res) => {
    const session = SESSION_ID.test(req.params.id ?? "")
      ? provider.session(String(req.params.id))
      : undefined;
    if (!session) return sendUnknown(res, prefix);
    if (session.status !== "active") return sendFinished(res, 200, provider, session, prefix);
    sendForm(res, { status: 200, provider, session, prefix });
  });
  router.post(`${LOCAL_PAGE_PATH}/:id`, urlencoded({ extended: false, limit: "4kb" }), (req, res) => {
    if (!sameSiteForm(req, res, "Cross-site payment submissions are refused")) return;
    // A field sent twice arrives as an array: only single values count.
    const form = Object.fromEntries(
      Object.entries(req.body as Record<string, unknown>).filter(
        (e): e is [string, string] => typeof e[1] === "string",
      ),
    ) as Record<string, string | undefined>;
    const submission: LocalSubmission =
      form.action === "cancel"
        ? { action: "cancel" }
        : { action: "pay", method: form.method ?? "", cardNumber: form.cardNumber };
    const result = provider.submit(String(req.params.id), submission);
    switch (result.kind) {
      case "redirect":
        return res.redirect(303, result.location);
      case "invalid": {
        const session = provider.session(String(req.params.id));
        // The card number is never echoed back.
        if (session)
          return sendForm(res, { status: 422, provider, session, prefix }, result.field, form.method);
        break;
      }
      case "closed":
        if (result.session) return sendFinished(res, 409, provider, result.session, prefix);
    }
    sendUnknown(res, prefix);
  });
  return router.step;
}

const atmForm = (prefix: string) => `<form method="post" action="${prefix}${LOCAL_ATM_PATH}">
<label for="entity">Entity</label><input type="text" id="entity" name="entity" inputmode="numeric">
<label for="reference">Reference</label><input type="text" id="reference" name="reference" inputmode="numeric">
<div class="actions"><button type="submit">Pay the reference</button></div>
</form>`;

/**
 * The test ATM: a Multibanco voucher is paid by its entity and reference, as at a real ATM; the
 * provider then notifies the shop (AUTHORISATION). Plain form posts, no JavaScript.
 */
function atmRoutes(router: Router, provider: LocalPayments, prefix: string) {
  router.get(LOCAL_ATM_PATH, (_req, res) => sendPage(res, 200, "Multibanco ATM", atmForm(prefix), prefix));
  router.post(LOCAL_ATM_PATH, urlencoded({ extended: false, limit: "4kb" }), (req, res) => {
    if (!sameSiteForm(req, res, "Cross-site payments are refused")) return;
    const body = req.body as Record<string, unknown>;
    const digits = (value: unknown) =>
      typeof value === "string" ? value.replace(/\s/g, "").slice(0, 20) : "";
    const paid = provider.payVoucher({ entity: digits(body.entity), reference: digits(body.reference) });
    if (paid)
      return sendPage(
        res,
        200,
        "Reference paid",
        "<p>The Multibanco reference is paid: the shop is notified.</p>",
        prefix,
      );
    sendPage(
      res,
      404,
      "Unknown reference",
      `<p class="error" role="alert">No unpaid reference matches.</p>\n${atmForm(prefix)}`,
      prefix,
    );
  });
}

const sendUnknown = (res: Response, prefix: string) =>
  sendPage(res, 404, "Unknown payment session", "<p>This payment session does not exist.</p>", prefix);

interface FormPage {
  status: number;
  provider: LocalPayments;
  session: LocalSession;
  prefix: string;
}

function sendForm(
  res: Response,
  { status, provider, session, prefix }: FormPage,
  error?: keyof typeof ERRORS,
  chosen?: string,
) {
  const methods = provider.methodsFor(session);
  const checked = methods.find((m) => m === chosen) ?? methods[0];
  const radios = methods
    .map(
      (m) =>
        `<label><input type="radio" name="method" value="${m}"${m === checked ? " checked" : ""}> ${LOCAL_METHODS[m]}</label>`,
    )
    .join("\n");
  const cardError = error === "card";
  const card = methods.includes("scheme")
    ? `<label for="card">Card number (when paying by card)</label>
<input type="text" id="card" name="cardNumber" inputmode="numeric" autocomplete="cc-number" aria-describedby="${cardError ? "error " : ""}card-hint"${cardError ? ' aria-invalid="true"' : ""}>
<p id="card-hint" class="hint">Test cards: ${spaced(TEST_CARDS.authorised)} is authorised, ${spaced(TEST_CARDS.refused)} is refused; any other valid number is authorised.</p>`
    : "";
  const body = `${summary(session)}
<form method="post" action="${prefix}${LOCAL_PAGE_PATH}/${session.id}">
${error ? `<p id="error" class="error" role="alert">${ERRORS[error]}</p>` : ""}
${
  methods.length
    ? `<fieldset>\n<legend>Payment method</legend>\n${radios}\n</fieldset>\n${card}`
    : "<p>None of the allowed payment methods is available on this test page.</p>"
}
<div class="actions">
${methods.length ? '<button type="submit" name="action" value="pay">Pay</button>' : ""}
<button type="submit" name="action" value="cancel">Cancel</button>
</div>
</form>`;
  sendPage(res, status, `Pay ${formatAmount(session.amount)}`, body, prefix);
}

function sendFinished(
  res: Response,
  status: number,
  provider: LocalPayments,
  session: LocalSession,
  prefix: string,
) {
  if (session.status === "active") throw new Error("The session is still active");
  sendPage(
    res,
    status,
    "Payment finished",
    `${summary(session)}
<p>${FINISHED[session.status]}</p>
<p><a href="${escapeXml(provider.returnLocation(session))}">Return to the shop</a></p>`,
    prefix,
  );
}

function summary(session: LocalSession) {
  return `<dl>
<dt>Amount</dt><dd>${escapeXml(formatAmount(session.amount))}</dd>
<dt>Reference</dt><dd>${escapeXml(session.reference)}</dd>
</dl>`;
}

export function sendPage(res: Response, status: number, title: string, body: string, prefix = "") {
  res.status(status).setHeader("Cache-Control", "no-store");
  res.type("html").send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeXml(title)} – Local test payments</title>
<link rel="stylesheet" href="${prefix}${STYLESHEET}">
</head>
<body>
<main>
<h1>Local test payments</h1>
<p class="hint">A test payment page of the shop's development setup: no real money is taken.</p>
${body}
</main>
</body>
</html>`);
}

/** The amount in English, with the shop's digits and symbol of the currency (HUF has no digits). */
export function formatAmount({ currency, value }: Amount): string {
  const known = CURRENCIES[currency as CurrencyCode];
  const digits = known?.fractionDigits ?? 2;
  return new Intl.NumberFormat("en-GB", {
    style: "currency",
    currency,
    currencyDisplay: known?.display ?? "symbol",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(toMajor(value, currency));
}

const spaced = (card: string) => card.replace(/(\d{4})(?=\d)/g, "$1 ");
