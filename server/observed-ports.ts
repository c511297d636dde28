/**
 * Outbound call timing per port (issue 22 item 7: "outbound call durations and errors per port"):
 * every asynchronous method of a port is wrapped so its duration and outcome reach an observer (the
 * Node host's Prometheus metrics, server/node/metrics.ts). Runtime-neutral and optional: without an
 * observer the ports are used as given. The wrapper is a Proxy, so a port stays what it was for its
 * callers (`instanceof`, its other properties); methods run on the port itself (private fields work).
 */
export type PortObserver = (call: { port: string; operation: string; seconds: number; ok: boolean }) => void;

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === "function";

/** The port with each method call that returns a promise timed and reported to `observe`. */
export function observedPort<T extends object>(port: T, name: string, observe: PortObserver): T {
  // Keyed by the method itself, so a method replaced on the port is wrapped afresh.
  const wrapped = new WeakMap<object, unknown>();
  return new Proxy(port, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== "function" || property === "constructor") return value;
      let method = wrapped.get(value);
      if (!method) {
        const operation = String(property);
        method = (...args: unknown[]) => {
          const started = performance.now();
          const report = (ok: boolean) =>
            observe({ port: name, operation, seconds: (performance.now() - started) / 1000, ok });
          // A method that answers at once (onStockChange) is no outbound call: not reported.
          const result = (value as (...a: unknown[]) => unknown).apply(target, args);
          if (!isPromise(result)) return result;
          return result.then(
            (answer) => {
              report(true);
              return answer;
            },
            (error: unknown) => {
              report(false);
              throw error;
            },
          );
        };
        wrapped.set(value, method);
      }
      return method;
    },
  });
}
