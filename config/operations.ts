import * as z from "./zod";

const ms = z.number().int().positive();

/**
 * The storefront's operations settings (issue 22 item 7, decision 0053): how long readiness waits for
 * each service, how long a graceful shutdown drains, and the buckets of the request and outbound call
 * durations in /metrics. Imported as `config/operations` (not through config/index.ts).
 */
export const OPERATIONS = z
  .object({
    /** /readyz: each service (platform, search, Redis) must answer within this. */
    readinessTimeoutMs: ms,
    /**
     * /readyz: one answer is kept this long and shared by every request meanwhile (decision 0059), so
     * a flood of /readyz on the public port costs the platform and search one probe each per period.
     */
    readinessCacheMs: ms,
    /** SIGTERM: in-flight requests get this long to finish; then the process exits 1. */
    shutdownDrainMs: ms,
    /** SIGTERM: room sockets get this long to complete their closing handshake. */
    roomsCloseGraceMs: ms,
    /** Histogram buckets in seconds: page requests and outbound calls (a 2 s page is slow, 10 s broken). */
    durationBuckets: z.array(z.number().positive()).min(3),
  })
  .parse({
    readinessTimeoutMs: 2_000,
    readinessCacheMs: 2_000,
    shutdownDrainMs: 10_000,
    roomsCloseGraceMs: 2_000,
    durationBuckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  });
