import path from "node:path";

/**
 * The environment of a shop on the embedded defaults for a test: the search index in memory, every
 * other embedded service's file (payments, newsletter, case management, tracking, address
 * validation) and the mail outbox in `dir`, a folder of the test's own. A test adds what it needs
 * beyond it (a secret, a production adapter's URL, file-based search for a server process).
 */
export function embeddedTestEnv(dir: string): Record<string, string> {
  return {
    NODE_ENV: "test",
    SEARCH_DB_PATH: ":memory:",
    PAYMENTS_DB_PATH: path.join(dir, "payments.sqlite"),
    MAIL_OUTBOX_DIR: path.join(dir, "mail"),
    NEWSLETTER_DB_PATH: path.join(dir, "newsletter.sqlite"),
    CASES_DB_PATH: path.join(dir, "cases.sqlite"),
    TRACKING_DB_PATH: path.join(dir, "tracking.sqlite"),
    ADDRESS_VALIDATION_DB_PATH: path.join(dir, "address-validation.sqlite"),
  };
}
