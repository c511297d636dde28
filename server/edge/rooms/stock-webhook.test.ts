import { describe, expect, it, vi } from "vitest";
import type { StockChange } from "../../commerce/port";
import { contextOf } from "../../pipeline/test-context";
import { STOCK_WEBHOOK_PATH } from "./protocol";
import { stockWebhookStep } from "./stock-webhook";

const post = (body: string, headers: Record<string, string> = {}) =>
  contextOf(
    new Request(`https://shop.example${STOCK_WEBHOOK_PATH}`, {
      method: "POST",
      body,
      headers: { Authorization: "Bearer s3cret", "Content-Type": "application/json", ...headers },
    }),
  );

describe("the stock webhook step (hostile and odd requests)", () => {
  it("answers 400 to a body that is no JSON or not JSON at all, and publishes nothing", async () => {
    const published: StockChange[][] = [];
    const step = stockWebhookStep("s3cret", async (changes) => void published.push(changes));
    await expect(step(post("{not json"))).rejects.toMatchObject({ status: 400 });
    const form = await step(
      post("sku=A&availableQuantity=1", { "Content-Type": "application/x-www-form-urlencoded" }),
    );
    expect(form?.status).toBe(400);
    const withoutBearer = await step(post('{"changes":[]}', { Authorization: "s3cret" }));
    expect(withoutBearer?.status).toBe(401);
    expect(published).toEqual([]);
  });

  it("is nobody's path without a secret, and lets other paths and methods go on", async () => {
    const published: StockChange[][] = [];
    const off = stockWebhookStep(undefined, async (changes) => void published.push(changes));
    expect(
      await off(post('{"changes":[{"sku":"A","availableQuantity":1}]}', { Authorization: "Bearer " })),
    ).toBeUndefined();
    const on = stockWebhookStep("s3cret", async (changes) => void published.push(changes));
    expect(await on(contextOf(`https://shop.example${STOCK_WEBHOOK_PATH}`))).toBeUndefined();
    expect(published).toEqual([]);
  });

  it("answers 503 when the rooms cannot be reached, so the sender tries again", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const step = stockWebhookStep("s3cret", () => Promise.reject(new Error("object overloaded")));
    const answer = await step(post('{"changes":[{"sku":"A","availableQuantity":1}]}'));
    expect([answer?.status, await answer?.json()]).toEqual([
      503,
      { error: "The rooms could not be reached; try again" },
    ]);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});
