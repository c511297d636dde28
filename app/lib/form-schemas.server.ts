/**
 * The form schemas as route actions read them, through ~/lib/routes.server (decision 0081). A
 * `.server` module: Remix's browser
 * build replaces it with an empty module, so a route module that parses its form in its action does
 * not carry the schema (and zod) into its page's scripts. Building a schema at module load is a side
 * effect the bundler keeps, even when only the action, dropped from the browser build, uses it.
 * The browser checks forms with the same schemas from the chunk a form loads on first use
 * (app/lib/form-schemas.ts), re-exported here; the rest are parsed by the server only.
 */

export { consentForm } from "../../config/consent-form";
export { googlePayExpressForm } from "../../config/express-form";
export { paymentForm, shippingAddressOf } from "../../config/forms";
export { vatCheckForm } from "../../config/vat-check-form";
export * from "./form-schemas";
