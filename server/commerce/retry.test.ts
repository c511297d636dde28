import { describe, expect, it } from "vitest";
import { concurrentModification, notFound } from "./errors";
import { withVersionRetry } from "./retry";

describe("withVersionRetry (SPEC §4: one retry on a concurrent modification)", () => {
  it("writes once when the version holds, and once more on what the resource is now after a conflict", async () => {
    const seen: number[] = [];
    const write = async (r: { version: number }) => {
      seen.push(r.version);
      if (r.version === 1) throw concurrentModification("x", 1, 2);
      return `written at ${r.version}`;
    };
    expect(await withVersionRetry({ version: 3 }, async () => ({ version: 9 }), write)).toBe("written at 3");
    expect(await withVersionRetry({ version: 1 }, async () => ({ version: 2 }), write)).toBe("written at 2");
    expect(seen).toEqual([3, 1, 2]);
  });

  it("throws other errors, a second conflict and a resource gone on the re-read", async () => {
    const conflict = async () => {
      throw concurrentModification("x", 1, 2);
    };
    await expect(withVersionRetry({}, async () => ({}), conflict)).rejects.toThrow(/different version/);
    await expect(withVersionRetry({}, async () => null, conflict)).rejects.toThrow(/different version/);
    let reads = 0;
    await expect(
      withVersionRetry(
        {},
        async () => {
          reads++;
          return {};
        },
        async () => {
          throw notFound("x");
        },
      ),
    ).rejects.toThrow();
    expect(reads).toBe(0);
  });
});
