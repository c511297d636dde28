import { TIMINGS } from "../../config";

/** Where the last reload for a failed chunk is kept (sessionStorage: per tab, gone with the tab). */
export const CHUNK_RELOAD_KEY = "chunk-reload-at";

/** The window as the guard uses it, so a test can hand it a fake. */
export interface GuardedWindow {
  addEventListener(
    type: string,
    listener: (event: Event & { reason?: unknown }) => void,
    capture?: boolean,
  ): void;
  sessionStorage: Pick<Storage, "getItem" | "setItem">;
  location: { reload(): void };
}

/**
 * SPEC §4 "Others": a chunk-load failure reloads the page, at most once a minute (the first of SPEC's
 * two readings; TIMINGS.chunkReloadGuard). A chunk fails when a deployment replaced the build the page
 * was served with: a fresh page names the new files. The reload happens for a module script or
 * modulepreload of the page that did not load, and for a dynamic import that failed unhandled.
 *
 * It runs as an inline script before the page's modules (see chunkReloadScript), so it must be
 * self-contained: it refers to nothing but its parameters and the browser's globals. Without storage
 * (blocked by the browser) it never reloads, so it cannot loop.
 */
export function installChunkReloadGuard(win: GuardedWindow, guardMs: number, key: string): void {
  const reload = () => {
    try {
      const last = Number(win.sessionStorage.getItem(key));
      const now = Date.now();
      // A stored time in the future (a clock set back) does not block reloads for good.
      if (last > 0 && now - last < guardMs && last <= now) return;
      win.sessionStorage.setItem(key, String(now));
    } catch {
      return;
    }
    win.location.reload();
  };
  const chunkMessage = /dynamically imported module|importing a module script failed|chunk/i;
  win.addEventListener("unhandledrejection", (event) => {
    const reason = event.reason as { message?: unknown } | undefined;
    if (chunkMessage.test(String(reason?.message ?? reason))) reload();
  });
  win.addEventListener(
    "error",
    (event) => {
      const element = event.target as { tagName?: string; type?: string; rel?: string } | null;
      const isModule = element?.tagName === "SCRIPT" && element.type === "module";
      const isPreload = element?.tagName === "LINK" && element.rel === "modulepreload";
      if (isModule || isPreload) reload();
    },
    true,
  );
}

/** The guard as the inline script the document head carries (rendered on the server only). */
export function chunkReloadScript(guardMs: number = TIMINGS.chunkReloadGuard): string {
  return `(${installChunkReloadGuard.toString()})(window,${guardMs},${JSON.stringify(CHUNK_RELOAD_KEY)});`;
}
