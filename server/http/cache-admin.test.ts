import { describe, expect, it } from "vitest";
import type { PipelineContext } from "../pipeline/types";
import { CACHE_ADMIN_PATH, cacheAdminSettings, cacheAdminStep } from "./cache-admin";

const USER = "cache-admin";
const PASSWORD = "a-long-enough-password";
const basic = `Basic ${btoa(`${USER}:${PASSWORD}`)}`;

function post(headers: Record<string, string>) {
  const request = new Request(`http://de.localhost${CACHE_ADMIN_PATH}`, { method: "POST", headers });
  return { request, path: CACHE_ADMIN_PATH } as unknown as PipelineContext;
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
    const step = cacheAdminStep({
      user: USER,
      password: PASSWORD,
      clear: async () => {
        cleared++;
        return { reference: 1, search: 2, cms: 3 };
      },
    });
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
    expect(await done?.json()).toEqual({ cleared: { reference: 1, search: 2, cms: 3 } });
    expect(cleared).toBe(1);
  });
});
