/**
 * Debian's Chromium as the browser tests and Lighthouse run it (never a downloaded browser): its
 * path (`CHROMIUM_PATH`) and the flags both need, headless mode aside.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // <cc>.localhost must reach the server, which listens on 127.0.0.1 only.
  "--host-resolver-rules=MAP localhost 127.0.0.1, MAP *.localhost 127.0.0.1",
];
