import { createHash } from "node:crypto";
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
  it("fingerprints the content the service reads, ignoring case and spacing", async () => {
    const print = await fingerprint(address);
    expect(print).toMatch(/^[0-9a-f]{16}$/);
    expect(await fingerprint({ ...address, streetName: " hauptstraße ", city: "WIEN" })).toBe(print);
    expect(await fingerprint({ ...address, streetNumber: "2" })).not.toBe(print);
    expect(await fingerprint({ ...address, country: "DE" })).not.toBe(print);
  });

  it("gives the fingerprints node:crypto gave, so the memo cookies browsers hold keep their meaning", async () => {
    // Printed by the node:crypto fingerprint (createHash("sha256") … .digest("hex").slice(0, 16)) before
    // it moved to Web Crypto (issue 18 item 2, decision 0042).
    expect(await fingerprint(address)).toBe("e22c5ca5a9a31836");
    const slovak = {
      country: "SK",
      streetName: "  Námestie  SNP ",
      streetNumber: "12/A",
      postalCode: "811 06",
    };
    expect(await fingerprint({ ...slovak, city: "BRATISLAVA" })).toBe("6dd4e9f6fda02f40");
    expect(await fingerprint({ ...address, city: "Graz" })).toBe(
      createHash("sha256")
        .update(["at", "hauptstraße", "1", "1010", "graz"].join("\u001f"))
        .digest("hex")
        .slice(0, 16),
    );
  });

  it("keeps the newest fingerprints of a cookie and drops anything else in it", async () => {
    const a = await fingerprint(address);
    const b = await fingerprint({ ...address, streetNumber: "2" });
    const c = await fingerprint({ ...address, streetNumber: "3" });
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
