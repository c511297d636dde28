import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { maskEmail } from "../log";
import type { MailPort } from "./relay";

/**
 * The embedded default: every mail is written as JSON into an outbox folder (one file each) and
 * named in the log, so a developer or a test can open it. Nothing leaves the machine.
 */
export function createOutbox(dir: string): MailPort {
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.json`);
      // Written in a sibling folder, then moved in: whoever reads the outbox never sees a half-written mail.
      const pending = path.join(`${dir}.pending`, path.basename(file));
      await mkdir(path.dirname(pending), { recursive: true });
      await writeFile(pending, `${JSON.stringify(mail, null, 2)}\n`);
      await rename(pending, file);
      console.info(`Mail to ${maskEmail(mail.to)} written to ${file}`);
    },
  };
}
