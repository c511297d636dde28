/**
 * The shop under load: the built storefront (`npm run build` output, served by server/index.ts as
 * `npm start` serves it) on the embedded defaults, with every database in a fresh temporary folder,
 * on 127.0.0.1 and free ports. The run never builds: a missing build stops it with a message.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../server/node/free-port";
import { catalogueFingerprint, copyTemplate, saveTemplate } from "./template";

export interface ShopUnderLoad {
  port: number;
  /** The embedded platform's database file (read after the run for the orders and carts). */
  commerceDb: string;
  /** Whether the platform and index were copied from the seeded template (else seeded by this run). */
  fromTemplate: boolean;
  /** Lines the shop wrote to stderr (shown when the run fails). */
  errors: string[];
  stop(): Promise<void>;
}

/**
 * The environment of the shop's process: production mode (as `npm start`), every embedded store in
 * `dir`, and RATE_LIMITS=off because every shopper of the run posts from 127.0.0.1 (decision 0056;
 * the limits themselves are tested in server/http/rate-limit.test.ts).
 */
export function shopEnvironment(dir: string, port: number, roomsPort: number): Record<string, string> {
  const file = (name: string) => path.join(dir, name);
  return {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    ROOMS_PORT: String(roomsPort),
    SESSION_SECRET: `load-${process.pid}-${Date.now()}`,
    RATE_LIMITS: "off",
    COMMERCE_DB_PATH: file("commerce.sqlite"),
    SEARCH_DB_PATH: file("search.sqlite"),
    PAYMENTS_DB_PATH: file("payments.sqlite"),
    NEWSLETTER_DB_PATH: file("newsletter.sqlite"),
    CASES_DB_PATH: file("cases.sqlite"),
    TRACKING_DB_PATH: file("tracking.sqlite"),
    ADDRESS_VALIDATION_DB_PATH: file("address-validation.sqlite"),
    MAIL_OUTBOX_DIR: file("mail"),
  };
}

/**
 * A library's own warning on stderr (oidc-provider's "Unsupported runtime" on Node 20, Node's
 * `(node:123) ExperimentalWarning`): printed at start, not an error of the run.
 */
const LIBRARY_WARNING = /^([\w-]+ WARNING: |\(node:\d+\) ExperimentalWarning: )/;

/** A log line of level error or worse (pino's JSON, level >= 50), or a plain line on stderr that is not a library's warning. */
export function isError(line: string, plainIsError: boolean): boolean {
  if (!line.trim()) return false;
  try {
    return Number((JSON.parse(line) as { level?: unknown }).level) >= 50;
  } catch {
    return plainIsError && !LIBRARY_WARNING.test(line);
  }
}

const alive = (port: number) =>
  fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
    (r) => r.ok,
    () => false,
  );

/**
 * Starts the built shop and resolves once /healthz answers. Its platform and index are a copy of
 * the seeded template (template.ts); without one the shop seeds them, and they become the template.
 */
export async function startBuiltShop({ startSeconds = 300 } = {}): Promise<ShopUnderLoad> {
  if (!existsSync("build/index.js")) throw new Error("No build: run `npm run build` first.");
  const dir = mkdtempSync(path.join(tmpdir(), "load-shop-"));
  const fingerprint = catalogueFingerprint();
  const fromTemplate = copyTemplate(fingerprint, dir);
  const [port, roomsPort] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...process.env, ...shopEnvironment(dir, port, roomsPort) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const errors: string[] = [];
  for (const [stream, plainIsError] of [
    [child.stdout, false],
    [child.stderr, true],
  ] as const) {
    const keep = (line: string) => {
      if (errors.length < 200 && isError(line, plainIsError)) errors.push(line.slice(0, 2000));
    };
    let rest = "";
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      lines.forEach(keep);
    });
  }
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const stop = async () => {
    if (!gone) child.kill("SIGTERM");
    const cut = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(cut);
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + startSeconds * 1000;
  while (!(await alive(port))) {
    if (gone || Date.now() > deadline) {
      await stop();
      throw new Error(`The shop did not start (${errors.slice(-5).join(" | ") || "no output"})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!fromTemplate) await saveTemplate(fingerprint, dir);
  return { port, commerceDb: path.join(dir, "commerce.sqlite"), fromTemplate, errors, stop };
}
