import { describe, expect, it, vi } from "vitest";
import { fingerprint, memoised, memoOf, remember } from "./memo";
import type { AddressCheck, AddressValidationPort, CheckedAddress } from "./port";

const address: CheckedAddress = {
  country: "AT",
  streetName: "Hauptstraße",
  streetNumber: "1",
  postalCode: "1010",
  city: "Wien",
};

describe("once per address (SPEC §4 Address validation)", () => {
  it("fingerprints the content the service reads, ignoring case and spacing", () => {
    const print = fingerprint(address);
    expect(print).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprint({ ...address, streetName: " hauptstraße ", city: "WIEN" })).toBe(print);
    expect(fingerprint({ ...address, streetNumber: "2" })).not.toBe(print);
    expect(fingerprint({ ...address, country: "DE" })).not.toBe(print);
  });

  it("keeps the newest fingerprints of a cookie and drops anything else in it", () => {
    const a = fingerprint(address);
    const b = fingerprint({ ...address, streetNumber: "2" });
    const c = fingerprint({ ...address, streetNumber: "3" });
    expect(memoOf([a, "x", 3, b, { a }], 8)).toEqual([a, b]);
    expect(memoOf("not a list", 8)).toEqual([]);
    expect(remember([a, b], c, 2)).toEqual([b, c]);
    expect(remember([a, b], a, 2)).toEqual([b, a]);
  });

  it("asks the service once per address content, but again after it could not answer", async () => {
    const answers: AddressCheck[] = [{ kind: "unavailable" }, { kind: "confirmed" }];
    const validate = vi.fn(async () => answers.shift() ?? { kind: "confirmed" as const });
    const port: AddressValidationPort = memoised({ validate }, 2);
    expect(await port.validate(address)).toEqual({ kind: "unavailable" });
    expect(await port.validate(address)).toEqual({ kind: "confirmed" });
    expect(await port.validate({ ...address, city: "wien" })).toEqual({ kind: "confirmed" });
    expect(validate).toHaveBeenCalledTimes(2);
    // Bounded: the oldest answer goes when a third address comes.
    await port.validate({ ...address, streetNumber: "2" });
    await port.validate({ ...address, streetNumber: "3" });
    await port.validate(address);
    expect(validate).toHaveBeenCalledTimes(5);
  });
});
