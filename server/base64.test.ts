import { describe, expect, it } from "vitest";
import { base64, base64url, bytesOfBase64, utf8Base64 } from "./base64";

/** Bytes of every length up to 70, with every byte value, from a fixed pattern. */
const samples = Array.from({ length: 71 }, (_, length) =>
  Uint8Array.from({ length }, (_, i) => (i * 97 + length * 31) % 256),
);

describe("base64 without Buffer (issue 18 item 2)", () => {
  it("writes what Buffer writes, in both alphabets", () => {
    for (const bytes of samples) {
      expect(base64(bytes)).toBe(Buffer.from(bytes).toString("base64"));
      expect(base64url(bytes)).toBe(Buffer.from(bytes).toString("base64url"));
    }
    expect(utf8Base64('{"email":"eva.novák@example.com"}')).toBe(
      Buffer.from('{"email":"eva.novák@example.com"}').toString("base64"),
    );
  });

  it("reads both alphabets, padded or not, back to the same bytes", () => {
    for (const bytes of samples) {
      const padded = Buffer.from(bytes).toString("base64");
      expect(bytesOfBase64(padded)).toEqual(bytes);
      expect(bytesOfBase64(padded.replace(/=+$/, ""))).toEqual(bytes);
      expect(bytesOfBase64(Buffer.from(bytes).toString("base64url"))).toEqual(bytes);
    }
  });

  it("refuses what no encoding writes, without throwing", () => {
    for (const text of [
      "a",
      "abcde",
      "ab=c",
      "ab==c",
      "ab===",
      "a b",
      "ab\n",
      "é",
      "ab!d",
      "====",
      "=",
      "a=",
    ])
      expect(bytesOfBase64(text), text).toBeNull();
    expect(bytesOfBase64("")).toEqual(new Uint8Array());
  });
});
