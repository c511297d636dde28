import { describe, expect, it } from "vitest";
import { holdHydration, hydrationGates } from "./hydration-gate";

/** A promise and its resolver, to finish held work when the test says. */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("the hydration gate (decisions 0050, 0077)", () => {
  it("waits for work held while it waits: an island evaluated by a held chunk", async () => {
    const kindChunk = deferred();
    const islandChunk = deferred();
    // The page kind's chunk; evaluating it runs an island's `island()`, which holds its own chunk.
    holdHydration(kindChunk.promise.then(() => holdHydration(islandChunk.promise)));
    let open = false;
    const gate = hydrationGates().then(() => {
      open = true;
    });
    kindChunk.resolve();
    // Long enough for every settled promise to run its callbacks, far below the gate's bound.
    await new Promise((done) => setTimeout(done, 50));
    expect(open).toBe(false);
    islandChunk.resolve();
    await gate;
    expect(open).toBe(true);
  });
});
