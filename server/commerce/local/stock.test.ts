/**
 * The stock feed's poll (StockFeed): it runs while a listener is added, stops with the last one's
 * removal (no timer left behind), and runs again, passing on the log's changes, for a new listener.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StockChange } from "../port";
import { type Db, openDatabase } from "./db";
import { StockFeed } from "./stock";

let db: Db;

beforeEach(() => {
  vi.useFakeTimers();
  db = openDatabase(":memory:");
});

afterEach(() => {
  vi.useRealTimers();
  db.close();
});

/** A change another process wrote to the log (what the inventory trigger writes). */
function logged(sku: string, availableQuantity: number) {
  db.prepare("INSERT INTO stock_changes (sku, available_quantity) VALUES (?, ?)").run(sku, availableQuantity);
}

describe("the stock feed's poll", () => {
  it("keeps no timer once the last listener is removed, and polls again for a new one", async () => {
    const feed = new StockFeed(db);
    expect(vi.getTimerCount()).toBe(0);
    const first: StockChange[][] = [];
    const second: StockChange[][] = [];
    const stopFirst = feed.listen((changes) => first.push(changes));
    const stopSecond = feed.listen((changes) => second.push(changes));
    // One poll for all the listeners.
    expect(vi.getTimerCount()).toBe(1);
    logged("EX1", 4);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(first).toEqual([[{ sku: "EX1", availableQuantity: 4 }]]);
    stopFirst();
    expect(vi.getTimerCount()).toBe(1);
    stopSecond();
    expect(vi.getTimerCount()).toBe(0);
    // Removing a listener twice changes nothing.
    stopSecond();
    expect(vi.getTimerCount()).toBe(0);

    const third: StockChange[][] = [];
    const stopThird = feed.listen((changes) => third.push(changes));
    expect(vi.getTimerCount()).toBe(1);
    logged("EX2", 0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(third).toEqual([[{ sku: "EX2", availableQuantity: 0 }]]);
    expect(second).toEqual([[{ sku: "EX1", availableQuantity: 4 }]]);
    stopThird();
    expect(vi.getTimerCount()).toBe(0);
  });
});
