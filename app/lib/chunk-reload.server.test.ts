import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TIMINGS } from "../../config";
import {
  CHUNK_RELOAD_KEY,
  chunkReloadScript,
  type GuardedWindow,
  installChunkReloadGuard,
} from "./chunk-reload.server";

type Listener = (event: Event & { reason?: unknown }) => void;

/** A window with a working sessionStorage that counts reloads and lets a test fire its events. */
function fakeWindow(storage = new Map<string, string>()) {
  const listeners = new Map<string, Listener>();
  const win = {
    reloads: 0,
    storage,
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    },
    location: { reload: () => void win.reloads++ },
    fire(type: string, event: Partial<Event & { reason: unknown }>) {
      listeners.get(type)?.(event as Event & { reason?: unknown });
    },
  };
  return win;
}
const failedImport = { reason: new TypeError("Failed to fetch dynamically imported module: /build/x.js") };
const failedModuleScript = { target: { tagName: "SCRIPT", type: "module" } as unknown as EventTarget };

describe("chunk reload guard", () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date("2026-11-26T10:00:00Z") }));
  afterEach(() => vi.useRealTimers());

  it("reloads once for a failed dynamic import and not again within the minute", () => {
    const win = fakeWindow();
    installChunkReloadGuard(win as GuardedWindow, TIMINGS.chunkReloadGuard, CHUNK_RELOAD_KEY);
    win.fire("unhandledrejection", failedImport);
    expect(win.reloads).toBe(1);
    expect(win.storage.get(CHUNK_RELOAD_KEY)).toBe(String(Date.now()));
    vi.advanceTimersByTime(TIMINGS.chunkReloadGuard - 1);
    win.fire("error", failedModuleScript);
    expect(win.reloads).toBe(1);
    vi.advanceTimersByTime(1);
    win.fire("error", failedModuleScript);
    expect(win.reloads).toBe(2);
  });

  it("keeps counting across page loads of the tab (the reloaded page's guard reads the same storage)", () => {
    const storage = new Map<string, string>();
    const first = fakeWindow(storage);
    installChunkReloadGuard(first as GuardedWindow, 60_000, CHUNK_RELOAD_KEY);
    first.fire("error", failedModuleScript);
    const second = fakeWindow(storage);
    installChunkReloadGuard(second as GuardedWindow, 60_000, CHUNK_RELOAD_KEY);
    second.fire("error", failedModuleScript);
    expect([first.reloads, second.reloads]).toEqual([1, 0]);
  });

  it("ignores other errors: a rejected fetch, a failed image, a classic script", () => {
    const win = fakeWindow();
    installChunkReloadGuard(win as GuardedWindow, 60_000, CHUNK_RELOAD_KEY);
    win.fire("unhandledrejection", { reason: new TypeError("Failed to fetch") });
    win.fire("error", { target: { tagName: "IMG" } as unknown as EventTarget });
    win.fire("error", { target: { tagName: "SCRIPT", type: "" } as unknown as EventTarget });
    expect(win.reloads).toBe(0);
  });

  it("reloads for a failed modulepreload, and despite a stored time in the future", () => {
    const win = fakeWindow(new Map([[CHUNK_RELOAD_KEY, String(Date.now() + 3_600_000)]]));
    installChunkReloadGuard(win as GuardedWindow, 60_000, CHUNK_RELOAD_KEY);
    win.fire("error", { target: { tagName: "LINK", rel: "modulepreload" } as unknown as EventTarget });
    expect(win.reloads).toBe(1);
  });

  it("never reloads when the browser blocks storage, so it cannot loop", () => {
    const win = fakeWindow();
    win.sessionStorage.getItem = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    installChunkReloadGuard(win as GuardedWindow, 60_000, CHUNK_RELOAD_KEY);
    win.fire("unhandledrejection", failedImport);
    expect(win.reloads).toBe(0);
  });

  it("takes html[data-js] off when a module script failed and no reload is allowed (decision 0084)", () => {
    const marks = new Set(["data-js"]);
    const documentElement = { removeAttribute: (name: string) => void marks.delete(name) };
    const win = Object.assign(fakeWindow(), { document: { documentElement } });
    win.sessionStorage.getItem = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    installChunkReloadGuard(win as GuardedWindow, 60_000, CHUNK_RELOAD_KEY);
    win.fire("error", failedModuleScript);
    expect([win.reloads, marks.has("data-js")]).toEqual([0, false]);
  });

  it("keeps html[data-js] when it reloads, and for a failed dynamic import of a running page", () => {
    const marks = new Set(["data-js"]);
    const documentElement = { removeAttribute: (name: string) => void marks.delete(name) };
    const first = Object.assign(fakeWindow(), { document: { documentElement } });
    installChunkReloadGuard(first as GuardedWindow, 60_000, CHUNK_RELOAD_KEY);
    first.fire("error", failedModuleScript);
    first.fire("unhandledrejection", failedImport);
    expect([first.reloads, marks.has("data-js")]).toEqual([1, true]);
  });

  it("runs as the self-contained inline script the document head carries", () => {
    const win = fakeWindow();
    new Function("window", chunkReloadScript())(win);
    win.fire("unhandledrejection", failedImport);
    win.fire("unhandledrejection", failedImport);
    expect(win.reloads).toBe(1);
    expect(chunkReloadScript()).toContain(`,${TIMINGS.chunkReloadGuard},"${CHUNK_RELOAD_KEY}")`);
  });
});
