/** The load run's figures as the terminal shows them (and the README quotes). */
import type { LoadResult } from "./run";

const retried = (result: LoadResult) => result.steps.reduce((sum, s) => sum + s.retried, 0);
const ms = (n: number) => n.toFixed(0).padStart(7);
const num = (n: number, width = 7) => String(n).padStart(width);

export function formatReport(result: LoadResult): string {
  const lines = [
    `Scripted shoppers: ${result.shoppers} for ${result.seconds} s, ${result.rounds} rounds, ${result.ordersPlaced} orders placed`,
    `Requests: ${result.requests}, ${result.requestsPerSecond.toFixed(1)} per second`,
    "",
    `${"step".padEnd(20)}${"requests".padStart(9)}${"p50 ms".padStart(8)}${"p95 ms".padStart(8)}${"p99 ms".padStart(8)}${"4xx".padStart(7)}${"5xx".padStart(7)}`,
    ...result.steps.map(
      (s) =>
        `${s.step.padEnd(20)}${num(s.requests, 9)} ${ms(s.p50)} ${ms(s.p95)} ${ms(s.p99)}${num(s.status4xx)}${num(s.status5xx)}`,
    ),
    "",
    `5xx answers:            ${result.status5xx}${result.noAnswer ? ` (and ${result.noAnswer} requests without an answer)` : ""}`,
    `connections reset:      ${retried(result)} (kept-alive connections closed by the shop under a request; retried once)`,
    `cart lines lost:        ${result.linesLost} (${result.finalCarts} final carts and ${result.ordersPlaced} orders checked)`,
    `orders missing:         ${result.ordersMissing}`,
    `orders doubled:         ${result.ordersDoubled}`,
  ];
  if (result.ordersUnconfirmed) lines.push(`orders never confirmed: ${result.ordersUnconfirmed}`);
  if (result.abandoned.length) {
    lines.push("", `Rounds given up on an unexpected answer: ${result.abandoned.length}`);
    lines.push(...[...new Set(result.abandoned)].slice(0, 10).map((m) => `  ${m}`));
  }
  if (result.shopErrors.length) {
    lines.push("", `The shop logged ${result.shopErrors.length} errors; the first:`);
    lines.push(...result.shopErrors.slice(0, 5).map((line) => `  ${line.slice(0, 400)}`));
  }
  return lines.join("\n");
}
