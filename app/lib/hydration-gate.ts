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

/**
 * Every held work, including work held while it was waited for: an island whose module is evaluated
 * by a held chunk (a product page's tier note, in the product kind's chunk, decision 0077) holds its
 * own chunk only then, so the list is awaited again until it stops growing.
 */
async function allHeld(): Promise<void> {
  for (let waited = 0; waited < gates.length; ) {
    const count = gates.length;
    await Promise.all(gates.slice(waited));
    waited = count;
  }
}

/** Resolves when every held work is done, or after HYDRATION_GATE_MS. */
export function hydrationGates(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, HYDRATION_GATE_MS);
    allHeld().then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
