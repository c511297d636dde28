/**
 * Not in SPEC: how long a submit pressed before a form's checks arrive waits for them (decision 0081).
 * Then it goes to the server as without JavaScript (the server validates anyway), so a stalled chunk
 * on a slow mobile network holds a shopper's order or address no longer than this. A plain constant,
 * outside the parsed tables of `timings.ts`.
 */
export const FORM_CHECKS_WAIT_MS = 3000;
