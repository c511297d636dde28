import { createFaultSwitch, type FaultSwitch } from "./inject";
import { describeFaults } from "./plan";

/** The value of FAULTS_ALLOW that lets a production-mode test server inject faults (`npm start` is production). */
export const FAULTS_ALLOW_FLAG = "test";

/**
 * The fault switch a host's environment asks for (issue 22 item 3, decision 0054): none without
 * FAULTS. With NODE_ENV=production it is a startup error unless FAULTS_ALLOW=test says that this
 * production-mode server is a test server: a shop that fails its services on purpose must never be
 * deployed by a forgotten variable, and a refused start is noticed where a warning is not.
 */
export function faultsFromEnv(env: Record<string, string | undefined>): FaultSwitch | undefined {
  const spec = env.FAULTS;
  if (spec === undefined) return undefined;
  // The host takes every NODE_ENV but "development" for production (server/index.ts), so only a
  // development or test run may inject faults without the explicit flag.
  const testing = env.NODE_ENV === "development" || env.NODE_ENV === "test";
  if (!testing && env.FAULTS_ALLOW !== FAULTS_ALLOW_FLAG)
    throw new Error(
      `FAULTS is set in production: fault injection is for tests only (set FAULTS_ALLOW=${FAULTS_ALLOW_FLAG} on a test server).`,
    );
  const faults = createFaultSwitch(spec);
  console.warn(`Fault injection is on: ${describeFaults(faults.plan())}`);
  return faults;
}
