import { describe, expect, it } from "vitest";
import { authSyncBody, httpAuthSync, parseAuthSyncReply } from "./auth-sync";

const identity = {
  provider: "google" as const,
  subject: "s",
  email: "a@example.com",
  emailVerified: true as const,
  accessToken: "token-1",
};
const where = { storeKey: "sk", locale: "sk-SK" };

describe("auth sync (SPEC §7)", () => {
  it("posts accessToken, tokenType Bearer, provider and sessionTtl 86400 s with basic auth", async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const port = httpAuthSync(
      { url: "https://sync.test/auth", user: "u", password: "p" },
      async (url, init = {}) => {
        seen.push({ url: String(url), init });
        return Response.json({ customerId: "c-7" });
      },
    );
    expect(await port.sync(identity, where)).toEqual({ customerId: "c-7" });
    const [call] = seen;
    expect(call?.url).toBe("https://sync.test/auth");
    expect(new Headers(call?.init.headers).get("Authorization")).toBe(`Basic ${btoa("u:p")}`);
    expect(JSON.parse(String(call?.init.body))).toEqual({
      accessToken: "token-1",
      tokenType: "Bearer",
      provider: "google",
      sessionTtl: 86400,
    });
    expect(call?.init.signal).toBeInstanceOf(AbortSignal);
    expect(authSyncBody(identity).sessionTtl).toBe(86400);
  });

  it("a refusal or a reply without customerId is an error, never a sign-in", async () => {
    const refusing = httpAuthSync(
      { url: "https://sync.test", user: "u", password: "p" },
      async () => new Response("", { status: 401 }),
    );
    await expect(refusing.sync(identity, where)).rejects.toThrow("401");
    expect(() => parseAuthSyncReply({ id: "x" })).toThrow(/customerId/);
    expect(() => parseAuthSyncReply(null)).toThrow(/customerId/);
  });
});
