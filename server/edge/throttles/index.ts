/**
 * Shared throttles on the edge (issue 18 item 2, decision 0040): the Throttles Durable Object the
 * worker exports and the port over it that createAccounts takes. Runtime-neutral.
 */
export { createDurableThrottles, Throttles, type ThrottlesEnv } from "./throttles";
