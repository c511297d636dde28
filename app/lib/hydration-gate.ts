/**
 * Work a route module starts while the document loads and the browser finishes before it hydrates
 * (decision 0050: the CMS block families a page shows, loaded as separate chunks). Hydrating after
 * it means the server's HTML is hydrated by the same components in one pass: no block waits
 * unhydrated for its chunk, and none flashes. Bounded, so a chunk that never arrives delays
 * hydration by at most `HYDRATION_GATE_MS`; the page then hydrates and the block follows when it can.
 */
const gates: Promise<unknown>[] = [];
export const HYDRATION_GATE_MS = 3000;

export function holdHydration(work: Promise<unknown>): void {
  gates.push(work.catch(() => undefined));
}

/** Resolves when every held work is done, or after HYDRATION_GATE_MS. */
export function hydrationGates(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, HYDRATION_GATE_MS);
    Promise.all(gates).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
