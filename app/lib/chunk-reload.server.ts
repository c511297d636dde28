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
  /** The page's root element: the guard takes html[data-js] off when the page's scripts cannot run. */
  document?: { documentElement: { removeAttribute(name: string): void } };
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
 *
 * A module script or preload that failed and is not reloaded (the guard's minute, no storage) leaves a
 * page that will not hydrate: the guard removes html[data-js] then, so the stylesheet goes back to the
 * layout without JavaScript (the search and filter forms shown, both checkout addresses; decision 0084).
 */
export function installChunkReloadGuard(win: GuardedWindow, guardMs: number, key: string): void {
  /** Reloads unless the guard forbids it; answers whether it reloaded. */
  const reload = () => {
    try {
      const last = Number(win.sessionStorage.getItem(key));
      const now = Date.now();
      // A stored time in the future (a clock set back) does not block reloads for good.
      if (last > 0 && now - last < guardMs && last <= now) return false;
      win.sessionStorage.setItem(key, String(now));
    } catch {
      return false;
    }
    win.location.reload();
    return true;
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
      if ((isModule || isPreload) && !reload()) win.document?.documentElement.removeAttribute("data-js");
    },
    true,
  );
}

/** The guard as the inline script the document head carries (rendered on the server only). */
export function chunkReloadScript(guardMs: number = TIMINGS.chunkReloadGuard): string {
  return `(${installChunkReloadGuard.toString()})(window,${guardMs},${JSON.stringify(CHUNK_RELOAD_KEY)});`;
}
