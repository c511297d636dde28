/**
 * The first step of `npm test`: the machine has what the browser tests need besides npm packages,
 * Debian's Chromium (Playwright never downloads a browser) and a Java runtime (the Nu HTML Checker,
 * vnu-jar). Missing ones are installed with apt when this runs as root (a fresh CI machine, a new
 * container); otherwise it stops at once with the exact command to run.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { CHROMIUM_PATH } from "./chromium";

export interface Machine {
  exists(path: string): boolean;
  has(command: string): boolean;
  isRoot: boolean;
}

/** What is missing, the command that installs it, and whether this process may run that command. */
export function toolsPlan(machine: Machine, chromiumPath = CHROMIUM_PATH) {
  const missing = [
    ...(machine.exists(chromiumPath) ? [] : ["chromium"]),
    ...(machine.has("java") ? [] : ["default-jre-headless"]),
  ];
  const command = `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${missing.join(" ")}`;
  return { missing, command, canInstall: machine.isRoot && machine.has("apt-get") };
}

function main() {
  const has = (command: string) =>
    spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
  const { missing, command, canInstall } = toolsPlan({
    exists: existsSync,
    has,
    isRoot: process.getuid?.() === 0,
  });
  if (missing.length === 0) return 0;
  const what = missing.join(" and ");
  if (!canInstall) {
    console.error(
      `The browser tests need ${what}, which this machine lacks. Run once, then npm test again:\n\n  sudo sh -c '${command}'\n`,
    );
    return 1;
  }
  console.info(`Installing ${what} for the browser tests (apt-get)…`);
  const run = spawnSync("sh", ["-c", command], { stdio: "inherit" });
  if (run.status === 0) return 0;
  console.error(`Installing ${what} failed. Run this, then npm test again:\n\n  ${command}\n`);
  return run.status ?? 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) process.exit(main());
