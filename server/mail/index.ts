import { z } from "zod";
import { createOutbox } from "./outbox";
import { createMailRelay, type MailPort } from "./relay";

export { createOutbox } from "./outbox";
export { createMailRelay, type Mail, type MailPort } from "./relay";

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
