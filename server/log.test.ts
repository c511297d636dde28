import { describe, expect, it } from "vitest";
import { maskEmail, maskId } from "./log";

describe("log masking", () => {
  it("keeps an e-mail's first letter and domain, an id's first characters", () => {
    expect(maskEmail("jana.novakova@example.com")).toBe("j***@example.com");
    expect(maskEmail("x")).toBe("***");
    expect(maskEmail(undefined)).toBe("(none)");
    expect(maskId("DE123456789")).toBe("DE12***");
    expect(maskId("DE1")).toBe("***");
  });
});
