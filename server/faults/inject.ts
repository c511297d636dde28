import type { ServicePorts } from "../services";
import { type Fault, type FaultPlan, type FaultPort, parseFaults } from "./plan";

/**
 * What a failing port throws: the shape of a service that cannot be reached. `isServiceUnavailable`
 * (server/faults/unavailable.ts) reads it, as it reads a timeout's abort, to answer 503 (SPEC §8).
 */
export class ServiceUnavailable extends Error {
  override name = "ServiceUnavailable";
  constructor(readonly port: FaultPort) {
    super(`${port}: service unavailable (injected fault)`);
  }
}

/** The faults in force, switchable while the shop runs (a test turns a service off and on again). */
export interface FaultSwitch {
  faultOf(port: FaultPort): Fault | undefined;
  /** Replaces the plan (a FAULTS-style string or a plan); `set("")` heals every port. */
  set(plan: FaultPlan | string): void;
  plan(): FaultPlan;
}

export function createFaultSwitch(initial: FaultPlan | string = {}): FaultSwitch {
  let current: FaultPlan = {};
  const set = (plan: FaultPlan | string) => {
    current = typeof plan === "string" ? parseFaults(plan) : { ...plan };
  };
  set(initial);
  return { faultOf: (port) => current[port], set, plan: () => ({ ...current }) };
}

/**
 * How each port fails. Ports whose contract is "never throws" (VAT, case management, address
 * validation, my orders) fail the way their adapters report a service that does not answer, so the
 * shop's own handling of that answer (SPEC §8 messages) is what the fault exercises; the others
 * throw, as their production adapters do when the service is down.
 */
const FAILURES: Partial<Record<FaultPort, (args: unknown[]) => unknown>> = {
  vat: (args) => {
    const input = args[0] as { vatId?: string } | undefined;
    return { kind: "unavailable", code: null, vatId: input?.vatId?.trim() ?? "", raw: "", timedOut: false };
  },
  cases: () => ({ ok: false }),
  addressValidation: () => ({ kind: "unavailable" }),
  myOrders: () => null,
};

/** Members that wire things up or answer synchronously rather than call the service: left alone. */
const WIRING = new Set(["onStockChange", "setStock", "insertReview", "expressClient"]);

/**
 * The payment port's calls (server/payments/port.ts `PaymentProvider`): the local provider's object
 * also serves its own hosted pages with synchronous methods, which are the provider's side, not calls.
 */
const PAYMENT_CALLS = new Set([
  "createSession",
  "sessionOutcome",
  "createMultibanco",
  "payGooglePay",
  "verifyNotifications",
  "cancelSession",
  "reverse",
]);
const CALLS: Partial<Record<FaultPort, Set<string>>> = { payments: PAYMENT_CALLS };

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One call of a port under the switch: a failing port answers its failure (after no delay), a slow
 * one answers the real answer `ms` late (a rejection too). Asked per call, so switching takes effect
 * on the next call.
 */
function faulty(port: FaultPort, faults: FaultSwitch, call: (args: unknown[]) => unknown) {
  return (...args: unknown[]) => {
    const fault = faults.faultOf(port);
    if (!fault) return call(args);
    if (fault.kind === "slow") return delay(fault.ms).then(() => call(args));
    const failure = FAILURES[port];
    return failure ? Promise.resolve(failure(args)) : Promise.reject(new ServiceUnavailable(port));
  };
}

/**
 * A port object whose methods go through `faulty`. A Proxy keeps the object's identity for
 * `instanceof` (the Node host asks whether payments are the local provider) and calls each method
 * on the original object, so classes with private fields keep working.
 */
function wrapObject<T extends object>(port: FaultPort, target: T, faults: FaultSwitch): T {
  return new Proxy(target, {
    get(object, key) {
      const value = Reflect.get(object, key);
      if (typeof value !== "function" || typeof key !== "string" || key === "constructor") return value;
      if (WIRING.has(key) || (CALLS[port] && !CALLS[port].has(key))) return value.bind(object);
      return faulty(port, faults, (args) => Reflect.apply(value, object, args));
    },
  });
}

/**
 * The ports with faults injected (issue 22 item 3, decision 0054): what composeServices runs on when
 * a host was given a fault switch (FAULTS, never in production: server/faults/env.ts). Without a
 * switch the ports are returned as they are, so a shop without FAULTS pays nothing.
 */
export function injectFaults(ports: ServicePorts, faults: FaultSwitch | undefined): ServicePorts {
  if (!faults) return ports;
  const throttles: ServicePorts["throttles"] = (name, limit) =>
    wrapObject("throttles", ports.throttles(name, limit), faults);
  return {
    ...ports,
    commerce: wrapObject("commerce", ports.commerce, faults),
    search: wrapObject("search", ports.search, faults),
    cms: wrapObject("cms", ports.cms, faults),
    mail: wrapObject("mail", ports.mail, faults),
    payments: wrapObject("payments", ports.payments, faults),
    vat: wrapObject("vat", ports.vat, faults),
    caseManagement: {
      ...ports.caseManagement,
      cases: wrapObject("cases", ports.caseManagement.cases, faults),
    },
    addressValidation: {
      ...ports.addressValidation,
      port: wrapObject("addressValidation", ports.addressValidation.port, faults),
    },
    newsletter: wrapObject("newsletter", ports.newsletter, faults),
    myOrders: wrapObject("myOrders", ports.myOrders, faults),
    roomBus: wrapObject("roomBus", ports.roomBus, faults),
    throttles,
    ...(ports.tracking ? { tracking: wrapObject("tracking", ports.tracking, faults) } : {}),
  };
}
