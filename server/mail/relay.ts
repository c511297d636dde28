/**
 * The mail port and its production adapter: the mail is posted as JSON ({to, subject, text}) to the
 * operator's mail relay (the transactional e-mail service's webhook), with a bearer token when one is
 * configured. Fetch only, so the edge build sends mail the same way (issue 18 item 2).
 */

/** A plain-text e-mail to one shopper (password reset links). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface MailPort {
  send(mail: Mail): Promise<void>;
}

/** Not in SPEC: how long a mail may take to be accepted before the caller logs a failure. */
const RELAY_TIMEOUT_MS = 10_000;

export function createMailRelay(
  url: string,
  token?: string,
  // Looked up per call, so whatever wraps the global fetch after start-up (msw in tests) is used.
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): MailPort {
  return {
    async send(mail) {
      const response = await fetchImpl(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(mail),
        signal: AbortSignal.timeout(RELAY_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`The mail relay answered ${response.status}`);
    },
  };
}
