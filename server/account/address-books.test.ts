import { describe, expect, it } from "vitest";
import { newAddressKey } from "./address-books";

describe("a new address's key (SPEC §3: postal code plus timestamp)", () => {
  const now = 1_764_100_000_000;

  it("is the postal code without spaces followed by the time", () => {
    expect(newAddressKey("811 01", { addresses: [] }, now)).toBe(`81101${now}`);
  });

  it("moves the time on while the key is taken, so a second address in the same millisecond is kept", () => {
    const addresses = [{ key: `10115${now}` }, { key: `10115${now + 1}` }, { key: `80331${now + 2}` }];
    expect(newAddressKey("10115", { addresses } as never, now)).toBe(`10115${now + 2}`);
  });
});
