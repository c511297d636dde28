/**
 * The one server entry of the route modules, the root and the components that render server-only
 * parts (issue 20 item 1, decision 0071). The browser build turns every `.server` module a browser
 * module imports into an empty CommonJS module, and one imported by several routes into a chunk of
 * its own: one entry leaves one such module, shared by every page, instead of a 112-byte chunk (and
 * a request) per module. Server modules keep importing each other directly.
 */
export * from "../components/cms/blocks/all.server";
export * from "../components/pages/page-kinds.server";
export * from "../components/tiers/tier-notes.server";
export * from "../components/widgets/footer-widgets.server";
export * from "../i18n.server";
export * from "./account-form.server";
export * from "./address-book.server";
export * from "./chunk-reload.server";
export * from "./cms-blocks.server";
export * from "./confirmation.server";
export * from "./consent-answer.server";
export * from "./form-schemas.server";
export * from "./link.server";
export * from "./my-orders.server";
export * from "./newsletter-sign-up.server";
export * from "./placed-order.server";
export * from "./receipt.server";
export * from "./recommendations.server";
export * from "./root-data.server";
export * from "./sign-in.server";
export * from "./submission.server";
export * from "./tiers.server";
export * from "./tracking.server";
