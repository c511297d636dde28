import { describe, expect, it } from "vitest";
import { consentKey } from "./port";

describe("consentKey", () => {
  it("is the SHA-256 hex of the lower-cased e-mail, as before it moved to Web Crypto (stored consents keep their keys)", async () => {
    expect(await consentKey("Eva.Novak@Example.com")).toBe(
      "aec375228207a8cd91a33a555893a25aebe711662701b5f6c1e6c62fc79d1e22",
    );
  });
});
