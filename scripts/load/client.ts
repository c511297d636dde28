/**
 * One shopper's HTTP client over loopback, as a browser without JavaScript talks to the shop: its
 * own keep-alive connections, its cookies kept between requests, the CSRF token read from the
 * forms of the pages it gets (SPEC §6; server/session/csrf.ts), redirects not followed by itself
 * (the journey reads each 303 as a browser would follow it). node:http rather than fetch: the
 * market comes from the Host header (`de.localhost`), which fetch does not let a caller set.
 */
import { Agent, type IncomingHttpHeaders, request } from "node:http";
import { performance } from "node:perf_hooks";
import { FormSession } from "./form-session";
import type { Stats } from "./stats";

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The server closed a kept-alive connection before reading the request sent on it. */
class ResetOnReuse extends Error {}

/** An answer the journey did not expect: it ends the shopper's current round (counted, logged once). */
export class Unexpected extends Error {}

/** A request that takes longer than this on loopback has failed for a shopper (it would give up). */
const REQUEST_TIMEOUT_MS = 60_000;

export class ShopperClient {
  private readonly session = new FormSession();
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });

  constructor(
    private readonly port: number,
    readonly country: string,
    private readonly stats: Stats,
  ) {}

  private get host() {
    return `${this.country === "sk" ? "" : `${this.country}.`}localhost:${this.port}`;
  }

  /** A cookie's raw value as the shop set it (the journey reads the signed cart id from it). */
  cookie(name: string): string | undefined {
    return this.session.get(name);
  }

  /** Drops the cart cookie: the next cart change starts a new cart (after an unknown outcome). */
  forgetCart() {
    this.session.delete("cart");
  }

  get csrf(): string {
    return this.session.csrf;
  }

  private remember(answer: Answer) {
    this.session.remember(answer.headers["set-cookie"], answer.body);
  }

  /** Sends one request of a step, timed; a missing answer is counted and thrown as Unexpected. */
  async send(step: string, method: "GET" | "POST", path: string, form?: Record<string, string>) {
    const body = form ? new URLSearchParams(form).toString() : undefined;
    const headers: Record<string, string> = {
      host: this.host,
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64) load-shopper",
      accept: "text/html",
      cookie: this.session.header(),
    };
    if (body !== undefined) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      headers["content-length"] = String(Buffer.byteLength(body));
    }
    const started = performance.now();
    let answer: Answer;
    try {
      answer = await this.exchange(method, path, headers, body).catch((error: unknown) => {
        if (!(error instanceof ResetOnReuse)) throw error;
        // As a browser does (and Node's http docs advise): a kept-alive connection the server closed
        // just as the request went out is retried once on a new one; counted in the report.
        this.stats.retry(step);
        return this.exchange(method, path, headers, body);
      });
    } catch (error) {
      this.stats.fail(step);
      throw new Unexpected(`${step}: ${method} ${path} got no answer (${(error as Error).message})`);
    }
    this.stats.record(step, performance.now() - started, answer.status);
    this.remember(answer);
    return answer;
  }

  /** Posts a form with the CSRF token of the pages this shopper has read. */
  post(step: string, path: string, fields: Record<string, string>) {
    return this.send(step, "POST", path, { csrf: this.session.csrf, ...fields });
  }

  get(step: string, path: string) {
    return this.send(step, "GET", path);
  }

  private exchange(method: string, path: string, headers: Record<string, string>, body?: string) {
    return new Promise<Answer>((resolve, reject) => {
      const req = request(
        { host: "127.0.0.1", port: this.port, method, path, headers, agent: this.agent },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => {
            text += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
          res.on("error", reject);
        },
      );
      req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error("timed out")));
      req.on("error", (error: NodeJS.ErrnoException) =>
        reject(req.reusedSocket && error.code === "ECONNRESET" ? new ResetOnReuse(error.message) : error),
      );
      req.end(body);
    });
  }

  close() {
    this.agent.destroy();
  }
}
