/** The part of autocannon 8's programmatic API (its README, "API") that scripts/bench/http.ts uses. */
declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    /** Requests to make before ending; takes precedence over `duration`. */
    amount?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
  }
  interface Result {
    requests: { average: number; total: number };
    throughput: { average: number };
    latency: { p50: number; p99: number };
    duration: number;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface Instance extends PromiseLike<Result> {
    /** Each response: its status, its bytes and the milliseconds from request to the response's end. */
    on(
      event: "response",
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): Instance;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
