/**
 * What a browser without JavaScript keeps between requests to the shop: its cookies (as the shop's
 * Set-Cookie headers left them) and the CSRF token of the last page that carried a form. Shared by
 * the scripted shoppers (client.ts) and the raw-HTTP test shopper (tests/support/shopper.ts).
 */
export class FormSession {
  private readonly cookies = new Map<string, string>();
  private csrfToken = "";

  /** Reads an answer's Set-Cookie headers (Max-Age=0 or an empty value removes) and form token. */
  remember(setCookie: readonly string[] | undefined, body: string) {
    for (const header of setCookie ?? []) {
      const [pair = ""] = header.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (/max-age=0/i.test(header) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    this.csrfToken = /name="csrf" value="([^"]+)"/.exec(body)?.[1] ?? this.csrfToken;
  }

  get csrf(): string {
    return this.csrfToken;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string) {
    this.cookies.set(name, value);
  }

  delete(name: string) {
    this.cookies.delete(name);
  }

  entries(): [string, string][] {
    return [...this.cookies];
  }

  /** The Cookie request header. */
  header(): string {
    return this.entries()
      .map(([name, value]) => `${name}=${value}`)
      .join("; ");
  }
}
