import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { roomToken, verifyRoomToken } from "./token";

const SECRETS = ["test-secret"];

describe("room tokens", () => {
  it("are signed for one cart, with any configured secret, and expire after a day", async () => {
    const now = Date.parse("2026-11-22T10:00:00Z");
    const token = await roomToken("c1", SECRETS, now);
    expect(await verifyRoomToken("c1", token, SECRETS, now)).toBe(true);
    expect(await verifyRoomToken("c1", token, ["new-secret", ...SECRETS], now)).toBe(true);
    expect(await verifyRoomToken("c2", token, SECRETS, now)).toBe(false);
    expect(await verifyRoomToken("c1", token, ["other"], now)).toBe(false);
    expect(await verifyRoomToken("c1", token, SECRETS, now + 86_401_000)).toBe(false);
    expect(await verifyRoomToken("c1", `9999999999.${token.split(".")[1]}`, SECRETS, now)).toBe(false);
    expect(await verifyRoomToken("c1", "garbage", SECRETS, now)).toBe(false);
    await expect(roomToken("c1", [], now)).rejects.toThrow("No secret");
  });

  it("are the same for one cart all hour long, so a repeat view's ETag still matches, and last a day at least", async () => {
    const at = (time: string) => Date.parse(`2026-11-22T${time}Z`);
    const first = await roomToken("c1", SECRETS, at("10:00:01"));
    expect(await roomToken("c1", SECRETS, at("10:59:59"))).toBe(first);
    expect(await roomToken("c1", SECRETS, at("11:00:01"))).not.toBe(first);
    expect(first.split(".")[0]).toBe(String(at("11:00:00") / 1000 + 86_400));
    expect(await verifyRoomToken("c1", first, SECRETS, at("10:59:59") + 86_400_000)).toBe(true);
    expect(await verifyRoomToken("c1", first, SECRETS, at("11:00:01") + 86_400_000)).toBe(false);
  });

  it("are byte for byte the node:crypto tokens issued before (Web Crypto on the edge, issue 18)", async () => {
    const now = Date.parse("2026-11-22T10:00:00Z");
    const expires = Math.floor(now / 1000) + 86_400;
    // Many cart ids, so base64url's "-" and "_" (where base64 has "+" and "/") show up too.
    for (let i = 0; i < 50; i++) {
      const cartId = `cart-${i}-${"x".repeat(i)}`;
      // What server/session/signature.ts computed with node:crypto before decision 0042.
      const mac = createHmac("sha256", "test-secret").update(`room:${cartId}:${expires}`).digest("base64url");
      const before = `${expires}.${mac}`;
      expect(await roomToken(cartId, SECRETS, now)).toBe(before);
      expect(await verifyRoomToken(cartId, before, SECRETS, now)).toBe(true);
    }
  });
});
