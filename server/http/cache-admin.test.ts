import { describe, expect, it } from "vitest";
import { CACHE_ADMIN_ATTEMPTS } from "../../config";
import { memoryThrottles } from "../account";
import type { PipelineContext } from "../pipeline/types";
import { CACHE_ADMIN_PATH, cacheAdminSettings, cacheAdminStep } from "./cache-admin";

const USER = "cache-admin";
const PASSWORD = "a-long-enough-password";
const basic = `Basic ${btoa(`${USER}:${PASSWORD}`)}`;

const guess = (password: string) => `Basic ${btoa(`${USER}:${password}`)}`;

function post(headers: Record<string, string>, clientIp = "203.0.113.7") {
  const request = new Request(`http://de.localhost${CACHE_ADMIN_PATH}`, { method: "POST", headers });
  return { request, path: CACHE_ADMIN_PATH, host: { clientIp } } as unknown as PipelineContext;
}

describe("the shop cache admin (SPEC §6)", () => {
  it("is off without settings, and refuses a user with a colon or a password under 16 characters", () => {
    expect(cacheAdminSettings({})).toBeUndefined();
    expect(() => cacheAdminSettings({ CACHE_ADMIN_USER: USER, CACHE_ADMIN_PASSWORD: "short" })).toThrow(
      /at least 16/,
    );
    expect(() => cacheAdminSettings({ CACHE_ADMIN_USER: "a:b", CACHE_ADMIN_PASSWORD: PASSWORD })).toThrow(
      /colon/,
    );
    expect(() => cacheAdminSettings({ CACHE_ADMIN_PASSWORD: PASSWORD })).toThrow();
    expect(cacheAdminSettings({ CACHE_ADMIN_USER: USER, CACHE_ADMIN_PASSWORD: PASSWORD })).toEqual({
      user: USER,
      password: PASSWORD,
    });
  });

  it("empties the caches for its credentials only, and never for another site's form", async () => {
    let cleared = 0;
    const step = cacheAdminStep(
      {
        user: USER,
        password: PASSWORD,
        clear: async () => {
          cleared++;
          return { cleared: { reference: 1, search: 2, cms: 3, pages: 0 } };
        },
      },
      memoryThrottles(),
    );
    const crossSite = await step(
      post({ authorization: basic, origin: "https://evil.example", "sec-fetch-site": "cross-site" }),
    );
    expect(crossSite?.status).toBe(403);
    expect((await step(post({ authorization: basic, origin: "https://evil.example" })))?.status).toBe(403);
    expect(
      (await step(post({ authorization: `Basic ${btoa(`${USER}:wrong-password-guess`)}` })))?.status,
    ).toBe(401);
    expect(cleared).toBe(0);
    const done = await step(post({ authorization: basic, "sec-fetch-site": "same-origin" }));
    expect(done?.status).toBe(200);
    expect(await done?.json()).toEqual({ cleared: { reference: 1, search: 2, cms: 3, pages: 0 } });
    expect(cleared).toBe(1);
  });

  it("answers 429 after CACHE_ADMIN_ATTEMPTS wrong guesses from one address, even with the right ones then", async () => {
    let now = 1_000_000;
    let cleared = 0;
    const step = cacheAdminStep(
      {
        user: USER,
        password: PASSWORD,
        clear: async () => ({ cleared: { reference: ++cleared, search: 0, cms: 0, pages: 0 } }),
      },
      memoryThrottles(() => now),
    );
    // Right credentials are taken back: the operator's own uses never block them.
    for (let i = 0; i < CACHE_ADMIN_ATTEMPTS.max + 2; i++)
      expect((await step(post({ authorization: basic })))?.status).toBe(200);
    // Guesses sent at once are counted before any is judged: only `max` are even compared.
    const guesses = await Promise.all(
      Array.from({ length: CACHE_ADMIN_ATTEMPTS.max + 3 }, (_, i) =>
        step(post({ authorization: guess(`guess-number-${i}`) })),
      ),
    );
    expect(guesses.filter((answer) => answer?.status === 401)).toHaveLength(CACHE_ADMIN_ATTEMPTS.max);
    expect(guesses.filter((answer) => answer?.status === 429)).toHaveLength(3);
    const blocked = await step(post({ authorization: basic }));
    expect(blocked?.status).toBe(429);
    expect(Number(blocked?.headers.get("retry-after"))).toBe(CACHE_ADMIN_ATTEMPTS.windowMinutes * 60);
    expect(cleared).toBe(CACHE_ADMIN_ATTEMPTS.max + 2);
    // Malformed credentials count too; another address is not blocked; the window ends.
    expect((await step(post({ authorization: "Basic %%%" }, "198.51.100.1")))?.status).toBe(401);
    expect((await step(post({ authorization: basic }, "198.51.100.1")))?.status).toBe(200);
    now += CACHE_ADMIN_ATTEMPTS.windowMinutes * 60_000;
    expect((await step(post({ authorization: basic })))?.status).toBe(200);
    // No credentials at all is the browser's first request: a challenge, never counted.
    const challenge = await step(post({}, "192.0.2.1"));
    expect(challenge?.status).toBe(401);
    expect(challenge?.headers.get("www-authenticate")).toContain("Basic");
  });

  it("refuses the attempt when the throttle store fails", async () => {
    const failing = () => ({
      blockedFor: async () => 0,
      count: async (): Promise<never> => {
        throw new Error("store down");
      },
      clear: async () => {},
    });
    const step = cacheAdminStep(
      {
        user: USER,
        password: PASSWORD,
        clear: async () => ({ cleared: { reference: 1, search: 0, cms: 0, pages: 0 } }),
      },
      failing,
    );
    expect((await step(post({ authorization: basic })))?.status).toBe(503);
  });

  it("answers 200 with broadcast false when Redis goes away after the count, never a 500 (decision 0066)", async () => {
    const throttles = memoryThrottles();
    // Redis fails after the attempt was counted: taking the right one back fails too.
    const gone = (name: string, limit: typeof CACHE_ADMIN_ATTEMPTS) => {
      const throttle = throttles(name, limit);
      return {
        ...throttle,
        count: async (key: string) => ({
          ...(await throttle.count(key)),
          undo: async () => {
            throw new Error("The client is closed");
          },
        }),
      };
    };
    let emptied = 0;
    // What the broadcast answers when it cannot publish (server/redis/cache-broadcast.test.ts).
    const step = cacheAdminStep(
      {
        user: USER,
        password: PASSWORD,
        clear: async () => ({
          cleared: { reference: ++emptied, search: 2, cms: 1, pages: 0 },
          broadcast: false,
        }),
      },
      gone,
    );
    const answer = await step(post({ authorization: basic }));
    expect(answer?.status).toBe(200);
    expect(await answer?.json()).toEqual({
      cleared: { reference: 1, search: 2, cms: 1, pages: 0 },
      broadcast: false,
    });
    expect(emptied).toBe(1);
  });
});
