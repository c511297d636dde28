import * as z from "./zod";

const ms = z.number().int().positive();

/**
 * `npm run start:cluster` (issue 22 item 6, decision 0057): how many storefront processes run behind
 * the one front port, how long the front leaves out a process that refused a connection, how soon a
 * process that died is started again, and how long a process may take to answer /healthz at start
 * (a first start may build the storefront). Imported as `config/cluster`.
 */
export const CLUSTER = z
  .object({
    /** Storefront processes behind the front (CLUSTER_SIZE overrides, within 1–8). */
    processes: z.number().int().min(1).max(8),
    /** A process that refused a connection is not picked again for this long. */
    restMs: ms,
    /** A process that exited on its own is started again after this pause. */
    restartDelayMs: ms,
    /** A process must answer /healthz within this after it was started. */
    startTimeoutMs: ms,
    /** The test-only cookie that pins a request to a process by its index (CLUSTER_PINNING=on). */
    pinCookie: z.string().regex(/^[a-z_]+$/),
  })
  .parse({
    processes: 2,
    restMs: 2_000,
    restartDelayMs: 1_000,
    startTimeoutMs: 240_000,
    pinCookie: "cluster_backend",
  });

/** CLUSTER_SIZE when set (an integer 1–8), else CLUSTER.processes; anything else is refused. */
export function clusterSize(value: string | undefined): number {
  if (value === undefined || value === "") return CLUSTER.processes;
  const parsed = z.coerce.number().int().min(1).max(8).safeParse(value);
  if (!parsed.success) throw new Error(`CLUSTER_SIZE: a whole number from 1 to 8, not "${value}"`);
  return parsed.data;
}
