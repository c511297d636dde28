import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isSigned, signature } from "./signature";

/** Printed by signature() with node:crypto's createHmac at ed9133d, before Web Crypto (decision 0042). */
const ISSUED_BEFORE: [string, (string | number)[], string, string][] = [
  ["room", ["cart-1", 123], "s1", "VcdII-MDHrinaRCRaQzeoispiBOEWAunyD_tz4es81M"],
  ["my-orders", ["cust-a1", 1795000000], "prod-secret-ü", "4mgBRD6IGmdpDrXHYDVJYkJ53gXHDdaXOsyS5_oy3aw"],
  [
    "newsletter-confirmation",
    ["eva.novák@example.com", "/faq/", 1795000000],
    "development-only-secret",
    "-v-Zp_fquZDeFsgt3XCa9VvMrk7cjeeoCArihRO2USU",
  ],
  ["x", [], "k", "w47ciBXISJ9kc4l49EAI-FljRVRfC6po72_PXFPlcYk"],
];

describe("signatures with Web Crypto (issue 18 item 2)", () => {
  it.each(ISSUED_BEFORE)(
    "%s: the same signature as before, still accepted",
    async (purpose, parts, secret, before) => {
      expect(await signature(purpose, parts, [secret])).toBe(before);
      expect(await isSigned(purpose, parts, before, ["rotated-in", secret])).toBe(true);
    },
  );

  it("is node:crypto's HMAC-SHA256 in base64url for any text, secret and parts", async () => {
    const texts = ["", "a", "ü€𝄞", "a:b", "x".repeat(200), "0", "\u0000", "Bratislava 811 06"];
    for (const [i, text] of texts.entries()) {
      const secret = `secret-${text}-${i}`;
      const parts = [text, i, text.toUpperCase()];
      const expected = createHmac("sha256", secret)
        .update(["p", ...parts].join(":"))
        .digest("base64url");
      expect(await signature("p", parts, [secret])).toBe(expected);
    }
  });

  it("refuses forged, truncated, padded, empty and other-purpose signatures without throwing", async () => {
    const secrets = ["s1"];
    const good = await signature("room", ["cart-1", 123], secrets);
    const flipped = `${good.slice(0, -1)}${good.endsWith("A") ? "B" : "A"}`;
    for (const forged of [
      flipped,
      good.slice(0, -1),
      `${good}=`,
      `${good}A`,
      "",
      " ",
      "💥".repeat(11),
      good.toUpperCase(),
    ])
      expect(await isSigned("room", ["cart-1", 123], forged, secrets)).toBe(false);
    expect(await isSigned("room", ["cart-1", 124], good, secrets)).toBe(false);
    expect(await isSigned("my-orders", ["cart-1", 123], good, secrets)).toBe(false);
    expect(await isSigned("room", ["cart-2", 123], good, secrets)).toBe(false);
  });

  it("accepts nothing without a secret, skips empty ones, and signs only with one", async () => {
    const good = await signature("room", ["c"], ["s1"]);
    expect(await isSigned("room", ["c"], good, [])).toBe(false);
    expect(await isSigned("room", ["c"], good, ["", "s1"])).toBe(true);
    await expect(signature("room", ["c"], [])).rejects.toThrow("No secret");
    await expect(signature("room", ["c"], [""])).rejects.toThrow("No secret");
  });

  it("gives the same answers when signing concurrently with many secrets (the imported keys are kept)", async () => {
    const secrets = Array.from({ length: 40 }, (_, i) => `secret-${i}`);
    const expected = secrets.map((secret) => createHmac("sha256", secret).update("p:1").digest("base64url"));
    for (let round = 0; round < 2; round++)
      expect(await Promise.all(secrets.map((secret) => signature("p", [1], [secret])))).toEqual(expected);
  });
});
