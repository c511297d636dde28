import * as z from "../zod-mini";

export const CONSENT_SCHEMA = z.object({
  /** The consent manager's script below its configured base URL (SPEC §7 "Script loads"). */
  managerScriptPath: z.string().check(z.startsWith("/")),
  /** How long a tracking call may take before it is given up (it never delays a page). */
  trackingTimeoutMs: z.number().check(z.int(), z.positive(), z.maximum(5000)),
  /** SPEC §9 "Tracking visit interval": a view of the same thing by the same visitor within it is one visit. */
  visitIntervalMs: z.number().check(z.int(), z.positive()),
  /** How many visitors' last views are remembered for the visit interval (memory bound). */
  visitMemory: z.number().check(z.int(), z.positive()),
  /** The latest events the local collector's command shows by default. */
  latestEvents: z.number().check(z.int(), z.positive()),
  /** The tag manager's script host (Google Tag Manager), listed in the CSP only when configured. */
  tagManagerOrigin: z.url(),
});
