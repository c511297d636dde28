import { describe, expect, it } from "vitest";
import { memoryThrottles } from "../account";
import type { ServicePorts } from "../services";
import { createFaultSwitch, faultsFromEnv, injectFaults, isServiceUnavailable, parseFaults } from ".";

describe("the FAULTS plan (decision 0054)", () => {
  it("reads fail and slow entries, and refuses what it cannot read", () => {
    expect(parseFaults("search:fail, vat:slow=3000")).toEqual({
      search: { kind: "fail" },
      vat: { kind: "slow", ms: 3000 },
    });
    expect(parseFaults("")).toEqual({});
    expect(parseFaults("none")).toEqual({});
    for (const bad of [
      "serch:fail",
      "vat:slow",
      "vat:slow=-1",
      "vat:slow=abc",
      "mail:crash",
      "vat:slow=999999",
    ])
      expect(() => parseFaults(bad), bad).toThrow(/FAULTS: cannot read/);
  });

  it("is off without FAULTS, a startup error in production unless the test flag says so", () => {
    expect(faultsFromEnv({ NODE_ENV: "production" })).toBeUndefined();
    expect(() => faultsFromEnv({ NODE_ENV: "production", FAULTS: "search:fail" })).toThrow(
      /FAULTS is set in production/,
    );
    expect(() => faultsFromEnv({ NODE_ENV: "production", FAULTS: "x", FAULTS_ALLOW: "yes" })).toThrow(
      /production/,
    );
    expect(
      faultsFromEnv({ NODE_ENV: "production", FAULTS: "vat:fail", FAULTS_ALLOW: "test" })?.plan(),
    ).toEqual({
      vat: { kind: "fail" },
    });
    expect(faultsFromEnv({ NODE_ENV: "development", FAULTS: "" })?.plan()).toEqual({});
    // No NODE_ENV, or any other value, is production to the host (server/index.ts): refused too.
    expect(() => faultsFromEnv({ FAULTS: "search:fail" })).toThrow(/FAULTS is set in production/);
    expect(() => faultsFromEnv({ NODE_ENV: "staging", FAULTS: "search:fail" })).toThrow(/production/);
    expect(faultsFromEnv({ NODE_ENV: "test", FAULTS: "search:fail" })?.plan()).toEqual({
      search: { kind: "fail" },
    });
  });
});

/** A port as a class with a private field: the wrapper must call it on the object itself. */
class Engine {
  #calls = 0;
  async getCart(id: string) {
    this.#calls++;
    return { id, calls: this.#calls };
  }
  onStockChange(listener: () => void) {
    listener();
  }
}

function ports(faults = createFaultSwitch()) {
  const engine = new Engine();
  const given = {
    commerce: engine,
    search: { search: async () => ({ found: 3 }) },
    vat: { validate: async () => ({ kind: "valid", code: 0, vatId: "SK1", raw: "", timedOut: false }) },
    caseManagement: { cases: { submit: async () => ({ ok: true, reference: "R1" }) }, settings: {} },
    throttles: memoryThrottles(),
    ...Object.fromEntries(
      ["cms", "mail", "payments", "newsletter", "myOrders", "roomBus"].map((name) => [name, {}]),
    ),
    addressValidation: { port: {}, countries: [] },
  } as unknown as ServicePorts;
  return { engine, faults, wrapped: injectFaults(given, faults), given };
}

describe("injectFaults", () => {
  it("leaves the ports as they are without a switch", () => {
    const { given } = ports();
    expect(injectFaults(given, undefined)).toBe(given);
  });

  it("fails a port as its service does, slows it, and heals it at runtime", async () => {
    const { engine, faults, wrapped } = ports();
    const commerce = wrapped.commerce as unknown as Engine;
    expect(commerce).toBeInstanceOf(Engine);
    expect(await commerce.getCart("c1")).toEqual({ id: "c1", calls: 1 });

    faults.set("commerce:fail");
    const failed = await commerce.getCart("c1").catch((error: unknown) => error);
    expect(isServiceUnavailable(failed)).toBe(true);
    // Wiring is never failed: the stock listener still registers.
    let registered = false;
    commerce.onStockChange(() => {
      registered = true;
    });
    expect(registered).toBe(true);

    faults.set("commerce:slow=300");
    const started = performance.now();
    expect(await commerce.getCart("c1")).toEqual({ id: "c1", calls: 2 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);

    faults.set("");
    expect(await engine.getCart("c1")).toEqual({ id: "c1", calls: 3 });
    expect(await commerce.getCart("c1")).toEqual({ id: "c1", calls: 4 });
  });

  it("answers a never-throwing port's own failure value", async () => {
    const { faults, wrapped } = ports(createFaultSwitch("vat:fail,cases:fail,search:fail"));
    expect(await wrapped.vat.validate({ country: "de", vatId: " DE123 " })).toMatchObject({
      kind: "unavailable",
      vatId: "DE123",
    });
    expect(await wrapped.caseManagement.cases.submit({} as never)).toEqual({ ok: false });
    await expect(wrapped.search.search({} as never, {} as never)).rejects.toThrow(
      /search: service unavailable/,
    );
    faults.set({});
    expect(await wrapped.vat.validate({ country: "de", vatId: "SK1" })).toMatchObject({ kind: "valid" });
  });

  it("fails the throttles the shop asks for by name", async () => {
    const { faults, wrapped } = ports(createFaultSwitch("throttles:fail"));
    const throttle = wrapped.throttles("sign-in", { max: 3, windowMinutes: 5 });
    await expect(throttle.count("k")).rejects.toThrow(/throttles/);
    faults.set("");
    expect((await throttle.count("k")).blockedFor).toBe(0);
  });
});

describe("isServiceUnavailable", () => {
  it("knows an injected fault and a timeout, also as a cause, and nothing else", () => {
    const timeout = new DOMException("The operation timed out.", "TimeoutError");
    expect(isServiceUnavailable(timeout)).toBe(true);
    expect(isServiceUnavailable(new Error("fetch failed", { cause: timeout }))).toBe(true);
    expect(isServiceUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isServiceUnavailable("down")).toBe(false);
  });
});
