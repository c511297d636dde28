import type { ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server.browser";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrationGates } from "./hydration-gate";
import { chunk, island } from "./island";

/** The whole HTML of an element once every lazy part has loaded (Web Streams: no Node-only module). */
async function html(element: ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

/** The browser's document as far as island() asks: it holds every island named. */
function browserWith(names: string[]) {
  vi.stubGlobal("document", {
    querySelector: (selector: string) => (names.some((name) => selector.includes(`"${name}"`)) ? {} : null),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("islands load their chunk once (decision 0066)", () => {
  it("one island: the hydration gate and its lazy component share one load", async () => {
    browserWith(["note"]);
    const load = vi.fn(async () => ({ label }: { label: string }) => <b>{label}</b>);
    const Note = island("note", undefined, load);
    await hydrationGates();
    const page = await html(
      <div>
        <Note present label="first" />
        <Note present label="second" />
      </div>,
    );
    expect(page).toContain("<b>first</b>");
    expect(page).toContain("<b>second</b>");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("several islands of one chunk on one page: the chunk is loaded once", async () => {
    browserWith(["rating", "heureka"]);
    const importChunk = vi.fn(async () => ({
      Rating: () => <i>rating</i>,
      Heureka: () => <i>heureka</i>,
    }));
    const widgets = chunk(importChunk);
    const Rating = island("rating", undefined, () => widgets().then((module) => module.Rating));
    const Heureka = island("heureka", undefined, () => widgets().then((module) => module.Heureka));
    await hydrationGates();
    const page = await html(
      <footer>
        <Rating present />
        <Heureka present />
      </footer>,
    );
    expect(page).toContain("<i>rating</i>");
    expect(page).toContain("<i>heureka</i>");
    expect(importChunk).toHaveBeenCalledTimes(1);
  });

  it("tries a failed load again", async () => {
    let calls = 0;
    const flaky = chunk(async () => {
      calls++;
      if (calls === 1) throw new Error("network");
      return "module";
    });
    await expect(flaky()).rejects.toThrow("network");
    await expect(flaky()).resolves.toBe("module");
    await expect(flaky()).resolves.toBe("module");
    expect(calls).toBe(2);
  });
});
