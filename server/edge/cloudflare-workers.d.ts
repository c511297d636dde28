/**
 * The one export of workerd's `cloudflare:workers` module the worker uses (the full Workers types
 * would replace the DOM's in this project's shared tsconfig): keeps the invocation alive until a
 * promise settles, for publications the response does not wait for (decision 0040).
 */
declare module "cloudflare:workers" {
  export function waitUntil(promise: Promise<unknown>): void;
}
