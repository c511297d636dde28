import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerBuild } from "@remix-run/server-runtime";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readPageChunks } from "./page-chunks";

const build = {
  assets: {
    entry: { module: "/build/entry.client-E.js" },
    routes: { "routes/$": { module: "/build/$-1.js" } },
  },
} as unknown as ServerBuild;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the Node host's page-kind chunks (decision 0077)", () => {
  it("are none, with a warning, for a broken metafile or one without a kind's chunk: the shop still starts", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const folder = mkdtempSync(join(tmpdir(), "page-chunks-"));
    const broken = join(folder, "broken.json");
    writeFileSync(broken, '{"outputs":');
    expect(readPageChunks(build, broken)).toBeUndefined();
    const withoutKinds = join(folder, "empty.json");
    writeFileSync(withoutKinds, JSON.stringify({ outputs: {} }));
    expect(readPageChunks(build, withoutKinds)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[1]?.[0])).toMatch(/no chunk of the product page/);
  });
});
