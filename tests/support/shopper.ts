import { FormSession } from "../../scripts/load/form-session";
import { type RawResponse, rawRequest } from "./http";

/** A page that is never shared, so it carries a new visitor's CSRF token (decision 0047). */
const TOKEN_PAGE = "/checkout/cart";

/**
 * A shopper without JavaScript over raw HTTP, as curl would be: cookies kept between requests, every
 * form posted with the CSRF token of the pages, redirects not followed (a test reads them).
 */
export class HttpShopper {
  private readonly session = new FormSession();

  /** `port`: another server than the test server (a test's own storefront process). */
  constructor(
    readonly country: string,
    readonly port?: number,
  ) {}

  private remember(response: RawResponse) {
    this.session.remember(response.headers["set-cookie"], response.body);
    return response;
  }

  /** Sets a cookie as the browser could (a test's tampered value). */
  setCookie(name: string, value: string) {
    this.session.set(name, value);
  }

  /** The cookies kept, for a browser context to carry on as this shopper (`context.addCookies`). */
  cookiesFor(url: string): { name: string; value: string; url: string }[] {
    return this.session.entries().map(([name, value]) => ({ name, value, url }));
  }

  private get cookie() {
    return this.session.header();
  }

  async get(path: string): Promise<RawResponse> {
    return this.remember(
      await rawRequest(this.country, path, { headers: { cookie: this.cookie }, port: this.port }),
    );
  }

  /**
   * Posts a form as a browser without JavaScript does (a page is read first for the CSRF token: one a
   * shared cache never keeps, since shared pages carry none, decision 0047).
   */
  async post(path: string, fields: Record<string, string>): Promise<RawResponse> {
    if (!this.session.csrf) await this.get(TOKEN_PAGE);
    return this.remember(
      await rawRequest(this.country, path, {
        port: this.port,
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: this.cookie },
        body: new URLSearchParams({ csrf: this.session.csrf, ...fields }).toString(),
      }),
    );
  }

  /** Posts a urlencoded body as given, after the CSRF token: what no form sends (a field twice). */
  async postRaw(path: string, body: string): Promise<RawResponse> {
    if (!this.session.csrf) await this.get(TOKEN_PAGE);
    return this.remember(
      await rawRequest(this.country, path, {
        port: this.port,
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: this.cookie },
        body: `${new URLSearchParams({ csrf: this.session.csrf })}&${body}`,
      }),
    );
  }

  /** GETs a path and then each redirect it leads to on this shop, up to the page. */
  async follow(path: string, limit = 5): Promise<RawResponse> {
    let response = await this.get(path);
    for (let hops = 0; hops < limit && response.status >= 300 && response.status < 400; hops++) {
      const location = new URL(String(response.headers.location), "http://shop.invalid");
      response = await this.get(`${location.pathname}${location.search}`);
    }
    return response;
  }
}

/** The text of each element with a data-testid in a page, in order. */
export function testIdTexts(html: string, testId: string): string[] {
  return [...html.matchAll(new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`, "g"))].map((m) =>
    (m[1] ?? "").replace(/&nbsp;|\u00a0|\u202f/g, " ").trim(),
  );
}
