import { describe, expect, it } from "vitest";
import { createKeyedQueue } from "./queue";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

/** A task that logs its start and end around an await, and returns its name. */
const logged = (log: string[], name: string) => async () => {
  log.push(`start ${name}`);
  await tick();
  log.push(`end ${name}`);
  return name;
};

describe("createKeyedQueue", () => {
  it("runs the tasks of one key one after another, in order", async () => {
    const queue = createKeyedQueue();
    const log: string[] = [];
    const results = await Promise.all([queue.run("a", logged(log, "1")), queue.run("a", logged(log, "2"))]);
    expect(results).toEqual(["1", "2"]);
    expect(log).toEqual(["start 1", "end 1", "start 2", "end 2"]);
  });

  it("runs different keys side by side", async () => {
    const queue = createKeyedQueue();
    const log: string[] = [];
    await Promise.all([queue.run("a", logged(log, "a")), queue.run("b", logged(log, "b"))]);
    expect(log.slice(0, 2)).toEqual(["start a", "start b"]);
  });

  it("goes on after a failed task and forgets idle keys", async () => {
    const queue = createKeyedQueue();
    const failed = queue.run("a", async () => {
      throw new Error("boom");
    });
    const next = queue.run("a", async () => "next");
    await expect(failed).rejects.toThrow("boom");
    await expect(next).resolves.toBe("next");
    await tick();
    expect(queue.size).toBe(0);
  });
});
