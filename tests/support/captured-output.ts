import { vi } from "vitest";

/**
 * Everything a test's process writes from now on: every console method and both output streams
 * (pino writes to stdout directly), kept instead of printed. For tests that grep what the shop
 * logged (issue 22 item 8: no secrets or personal data in logs). `restore` gives the output back.
 */
export function captureOutput() {
  const written: string[] = [];
  const record = (...args: unknown[]) => void written.push(args.map((a) => String(a)).join(" "));
  for (const method of ["log", "info", "warn", "error", "debug"] as const)
    vi.spyOn(console, method).mockImplementation(record);
  for (const stream of [process.stdout, process.stderr])
    vi.spyOn(stream, "write").mockImplementation((chunk: unknown) => {
      written.push(String(chunk));
      return true;
    });
  return {
    /** All written so far, one entry a line or call. */
    text: () => written.join("\n"),
    restore: () => vi.restoreAllMocks(),
  };
}
