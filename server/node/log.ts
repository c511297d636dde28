/**
 * The Node host's structured logs (issue 22 item 7): one JSON line per event through pino, each line
 * inside a request carrying that request's id (the X-Request-Id the shopper's error page shows), so
 * support finds the line. The shop's modules keep logging through `console` (runtime-neutral: the edge
 * worker's console lines stay Cloudflare's); on Node, `console` is routed into pino here. Personal
 * data stays masked where it is logged (server/log.ts maskEmail, maskId); the access line names the
 * path without its query (tokens and e-mails travel in queries).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { format } from "node:util";
import pino, { type DestinationStream, type Logger } from "pino";

/** The request a piece of work belongs to: its id, for every line logged while serving it. */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** A pino logger whose lines carry the current request's id; `destination` for tests (stdout by default). */
export function createNodeLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? "info",
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const scope = requestScope.getStore();
        return scope ? { requestId: scope.requestId } : {};
      },
    },
    options.destination,
  );
}

/** A console call's arguments as one message and, when one of them is an Error, that error (with stack). */
function lineOf(args: unknown[]): [Record<string, unknown>, string] {
  const error = args.find((arg): arg is Error => arg instanceof Error);
  const rest = args.filter((arg) => arg !== error);
  return [error ? { err: error } : {}, format(...rest)];
}

/** Routes console.debug/log/info/warn/error into the logger, at the matching level. */
export function routeConsole(logger: Logger): void {
  const levels = { debug: "debug", log: "info", info: "info", warn: "warn", error: "error" } as const;
  for (const [method, level] of Object.entries(levels) as [
    keyof typeof levels,
    (typeof levels)[keyof typeof levels],
  ][]) {
    console[method] = (...args: unknown[]) => {
      const [fields, message] = lineOf(args);
      logger[level](fields, message);
    };
  }
}
