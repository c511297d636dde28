import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { maskEmail } from "../log";

/** A plain-text e-mail to one shopper (password reset links). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface MailPort {
  send(mail: Mail): Promise<void>;
}

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

/**
 * Production: the mail is posted as JSON ({to, subject, text}) to the operator's mail relay (the
 * transactional e-mail service's webhook), with a bearer token when one is configured.
 */
export function createMailRelay(url: string, token?: string, fetchImpl: typeof fetch = fetch): MailPort {
  return {
    async send(mail) {
      const response = await fetchImpl(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(mail),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`The mail relay answered ${response.status}`);
    },
  };
}

const mailEnv = z.object({
  MAIL_RELAY_URL: z.url().optional(),
  MAIL_RELAY_TOKEN: z.string().min(1).optional(),
  MAIL_OUTBOX_DIR: z.string().min(1).default(".data/mail"),
});

/** The relay when MAIL_RELAY_URL is set, else the local outbox (MAIL_OUTBOX_DIR, default .data/mail). */
export function createMail(env: Record<string, string | undefined> = process.env): MailPort {
  const config = mailEnv.parse(env);
  if (config.MAIL_RELAY_URL) {
    console.info(`Mail: relay ${new URL(config.MAIL_RELAY_URL).host}`);
    return createMailRelay(config.MAIL_RELAY_URL, config.MAIL_RELAY_TOKEN);
  }
  console.info(`Mail: local outbox ${config.MAIL_OUTBOX_DIR} (set MAIL_RELAY_URL to send e-mail)`);
  return createOutbox(config.MAIL_OUTBOX_DIR);
}
