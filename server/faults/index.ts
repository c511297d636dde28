export { FAULTS_ALLOW_FLAG, faultsFromEnv } from "./env";
export { createFaultSwitch, type FaultSwitch, injectFaults, ServiceUnavailable } from "./inject";
export { describeFaults, FAULT_PORTS, type Fault, type FaultPlan, type FaultPort, parseFaults } from "./plan";
export { isServiceUnavailable, RETRY_AFTER_SECONDS } from "./unavailable";
