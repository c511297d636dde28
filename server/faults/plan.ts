import * as z from "zod";

/**
 * The ports a fault can be injected into (issue 22 item 3): every port composeServices is given
 * (server/services.ts `ServicePorts`), by a short name. `cases` is the case-management port,
 * `addressValidation` the address check's, `roomBus` the rooms' publisher, `tracking` the
 * tracking service's (consent is settings, no calls: nothing to fail).
 */
export const FAULT_PORTS = [
  "commerce",
  "search",
  "cms",
  "mail",
  "payments",
  "vat",
  "cases",
  "addressValidation",
  "newsletter",
  "myOrders",
  "roomBus",
  "throttles",
  "tracking",
] as const;
export type FaultPort = (typeof FAULT_PORTS)[number];

/** A port fails (as its service does when it is down) or answers `ms` milliseconds late. */
export type Fault = { kind: "fail" } | { kind: "slow"; ms: number };
export type FaultPlan = Partial<Record<FaultPort, Fault>>;

/** The longest injected delay: beyond every outbound timeout of the shop, short of a test's patience. */
export const MAX_SLOW_MS = 120_000;

const entry = z.union([
  z.object({ port: z.enum(FAULT_PORTS), kind: z.literal("fail") }),
  z.object({
    port: z.enum(FAULT_PORTS),
    kind: z.literal("slow"),
    ms: z.coerce.number().int().positive().max(MAX_SLOW_MS),
  }),
]);

/**
 * Reads a fault plan as the FAULTS variable writes it: comma-separated `port:fail` or
 * `port:slow=MS`, e.g. `search:fail,vat:slow=3000`; empty or `none` is no fault (the wrapper is on
 * and may be switched later). Throws with the entry it could not read, so a typo is never ignored.
 */
export function parseFaults(spec: string): FaultPlan {
  const plan: FaultPlan = {};
  for (const part of spec.split(",").map((s) => s.trim())) {
    if (!part || part === "none") continue;
    const [port, rest = ""] = part.split(":");
    const [kind, ms] = rest.split("=");
    const parsed = entry.safeParse({ port, kind, ms });
    if (!parsed.success)
      throw new Error(
        `FAULTS: cannot read "${part}": write port:fail or port:slow=MS (ms 1–${MAX_SLOW_MS}), ports: ${FAULT_PORTS.join(", ")}`,
      );
    const fault = parsed.data;
    plan[fault.port] = fault.kind === "fail" ? { kind: "fail" } : { kind: "slow", ms: fault.ms };
  }
  return plan;
}

/** The plan back in the FAULTS syntax (for a log line that says what is injected). */
export function describeFaults(plan: FaultPlan): string {
  const parts = Object.entries(plan).map(([port, fault]) =>
    fault.kind === "fail" ? `${port}:fail` : `${port}:slow=${fault.ms}`,
  );
  return parts.join(",") || "none";
}
