import { describe, expect, it } from "vitest";
import type { PipelineContext } from "../pipeline/types";
import { readinessCheck } from "./health";

const get = (path = "/readyz") =>
  ({ request: new Request(`http://localhost${path}`), path }) as unknown as PipelineContext;

describe("/readyz (issue 22 item 7, decision 0059)", () => {
  it("probes the services once per period however many ask, and shares one run in flight", async () => {
    let clock = 0;
    const asked = { platform: 0, search: 0 };
    let searchUp = true;
    const step = readinessCheck({
      probes: {
        platform: async () => void asked.platform++,
        search: async () => {
          asked.search++;
          if (!searchUp) throw new Error("down");
        },
      },
      timeoutMs: 1_000,
      cacheMs: 2_000,
      now: () => clock,
    });
    const flood = await Promise.all(Array.from({ length: 50 }, () => step(get())));
    expect(flood.every((answer) => answer?.status === 200)).toBe(true);
    expect(asked).toEqual({ platform: 1, search: 1 });
    clock = 1_999;
    searchUp = false;
    expect((await step(get()))?.status).toBe(200);
    expect(asked).toEqual({ platform: 1, search: 1 });
    clock = 2_000;
    const after = await step(get());
    expect(after?.status).toBe(503);
    expect(await after?.json()).toEqual({ status: "unready", checks: { platform: "ok", search: "failed" } });
    expect(asked).toEqual({ platform: 2, search: 2 });
  });

  it("answers draining at once without probing, and leaves other paths alone", async () => {
    let probed = 0;
    const step = readinessCheck({
      probes: { platform: async () => void probed++ },
      timeoutMs: 1_000,
      cacheMs: 2_000,
      draining: () => true,
    });
    const answer = await step(get());
    expect(answer?.status).toBe(503);
    expect(await answer?.json()).toEqual({ status: "draining" });
    expect(await step(get("/healthz"))).toBeUndefined();
    expect(probed).toBe(0);
  });
});
