import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hex, sha256, sha256Hex } from "./digest";

describe("digest", () => {
  it("gives node:crypto's SHA-256 for UTF-8 text, as bytes and as hex", async () => {
    for (const text of ["", "max@example.com", "Straße 1\u001f10115", "🛒".repeat(100)]) {
      const expected = createHash("sha256").update(text).digest();
      expect(await sha256(text)).toEqual(new Uint8Array(expected));
      expect(await sha256Hex(text)).toBe(expected.toString("hex"));
    }
  });

  it("writes each byte as two lower-case digits", () => {
    expect(hex(new Uint8Array([0, 1, 15, 16, 171, 255]))).toBe("00010f10abff");
  });
});
