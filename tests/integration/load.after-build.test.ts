/**
 * Issue 22 item 2, the short run in `npm test`: `npm run load`'s own code (scripts/load/run.ts)
 * drives 5 scripted shoppers for about 15 s against the built shop on a fresh data folder, then
 * checks the platform's carts and orders against what the shoppers meant. Every step of the journey
 * must have run, and the goal holds: no 5xx, no cart line lost, no order missing or doubled.
 * About 40 s with the seeded template (.data/load-templates); the first run on a clone seeds it
 * (a minute or more on a busy machine), hence the bound.
 */
import { describe, expect, it } from "vitest";
import { STEPS } from "../../scripts/load/journey";
import { formatReport } from "../../scripts/load/report";
import { failures, runLoad } from "../../scripts/load/run";

describe("scripted shoppers against the built shop", () => {
  it("buy by cash on delivery, bank transfer and card with no 5xx, no line lost, no order missing or doubled", async () => {
    const result = await runLoad({ shoppers: 5, seconds: 15, coupon: "WELCOME10" });
    const report = formatReport(result);
    expect(result.abandoned, report).toEqual([]);
    expect(result.steps.map((s) => s.step).sort(), report).toEqual([...STEPS].sort());
    for (const step of result.steps) expect(step.requests, `${step.step}\n${report}`).toBeGreaterThan(0);
    expect(
      {
        status5xx: result.status5xx,
        noAnswer: result.noAnswer,
        linesLost: result.linesLost,
        ordersMissing: result.ordersMissing,
        ordersDoubled: result.ordersDoubled,
        ordersUnconfirmed: result.ordersUnconfirmed,
      },
      report,
    ).toEqual({
      status5xx: 0,
      noAnswer: 0,
      linesLost: 0,
      ordersMissing: 0,
      ordersDoubled: 0,
      ordersUnconfirmed: 0,
    });
    expect(failures(result)).toBe(0);
    // Every shopper placed at least its first round's order and kept a final cart to check.
    expect(result.ordersPlaced, report).toBeGreaterThanOrEqual(5);
    expect(result.finalCarts, report).toBe(5);
    expect(result.requestsPerSecond).toBeGreaterThan(0);
  }, 400_000);
});
