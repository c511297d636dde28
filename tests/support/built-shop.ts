import type { ChildProcess } from "node:child_process";

/**
 * Waits until a shop process started by a test answers `GET {base}/healthz` with 200, generously (a
 * busy CI machine starts a server slowly); fails at once when the process has exited, with `detail()`
 * (its captured stderr, say) in the message.
 */
export async function untilHealthy(
  base: string,
  shop: ChildProcess,
  { seconds = 170, detail = () => "" }: { seconds?: number; detail?: () => string } = {},
): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const alive = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (alive) return;
    if (shop.exitCode !== null || shop.signalCode !== null)
      throw new Error(`the shop exited (${shop.exitCode ?? shop.signalCode})${detail()}`);
    if (Date.now() > deadline) throw new Error(`the shop did not start within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
