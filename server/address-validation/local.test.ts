import { afterAll, describe, expect, it, vi } from "vitest";
import {
  createAddressValidation,
  createValidationPort,
  Gazetteer,
  localValidationAnswer,
  readValidation,
} from ".";
import type { CheckedAddress } from "./port";

const gazetteer = new Gazetteer(":memory:");
afterAll(() => gazetteer.close());
const ask = (address: CheckedAddress) =>
  readValidation(
    localValidationAnswer(gazetteer, {
      address: {
        regionCode: address.country,
        addressLines: [
          `${address.streetName} ${address.streetNumber}`,
          `${address.postalCode} ${address.city}`,
        ],
      },
    }),
    address,
  );
const vienna: CheckedAddress = {
  country: "AT",
  streetName: "Hauptstraße",
  streetNumber: "1",
  postalCode: "1010",
  city: "Wien",
};

describe("the embedded maps service (decision 0034), read by the adapter's own mapping", () => {
  it("confirms an address of a postal code it knows, written as the gazetteer writes it", () => {
    expect(ask(vienna)).toEqual({ kind: "confirmed" });
  });

  it("spell-corrects abbreviations, capitals and postal-code spacing", () => {
    expect(ask({ ...vienna, streetName: "hauptstr.", postalCode: "A-1010", city: "wien" })).toEqual({
      kind: "doubtful",
      issues: ["corrected"],
      suggestion: { streetName: "Hauptstraße", streetNumber: "1", postalCode: "1010", city: "Wien" },
    });
    const kosice = ask({
      country: "SK",
      streetName: "Hlavná",
      streetNumber: "5",
      postalCode: "04001",
      city: "Kosice",
    });
    expect(kosice).toMatchObject({ kind: "doubtful", suggestion: { postalCode: "040 01", city: "Košice" } });
  });

  it("replaces a city that does not belong to the postal code", () => {
    expect(ask({ ...vienna, city: "Graz" })).toEqual({
      kind: "doubtful",
      issues: ["replaced"],
      suggestion: { ...vienna, country: undefined, city: "Wien" },
    });
  });

  it("leaves an address of an unknown postal code unconfirmed, and one without a number incomplete", () => {
    expect(ask({ ...vienna, postalCode: "3999", city: "Irgendwo" })).toMatchObject({
      kind: "doubtful",
      issues: ["unconfirmed"],
      suggestion: { postalCode: "3999", city: "Irgendwo" },
    });
    const answer = localValidationAnswer(gazetteer, {
      address: { regionCode: "AT", addressLines: ["Hauptstraße", "1010 Wien"] },
    });
    expect(answer.result.verdict?.addressComplete).toBe(false);
  });

  it("keeps what an operator adds to the gazetteer", () => {
    gazetteer.put("AT", "3100", "St. Pölten");
    expect(ask({ ...vienna, postalCode: "3100", city: "St. Pölten" })).toEqual({ kind: "confirmed" });
  });
});

describe("the production adapter (maps service Address Validation API)", () => {
  const env = {
    ADDRESS_VALIDATION_URL: "https://addressvalidation.example.test/v1:validateAddress",
    ADDRESS_VALIDATION_API_KEY: "secret-key",
    ADDRESS_VALIDATION_COUNTRIES: "at, DE",
  };

  it("posts region code and address lines with the key, and reads the answer by SPEC §5", async () => {
    const fetchImpl = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      Response.json(
        localValidationAnswer(gazetteer, {
          address: { regionCode: "AT", addressLines: ["Hauptstr. 1", "1010 Wien"] },
        }),
      ),
    );
    const { port, countries } = createAddressValidation(env, fetchImpl as typeof fetch);
    expect(countries).toEqual(["at", "de"]);
    const check = await port.validate({ ...vienna, streetName: "Hauptstr." });
    expect(check).toMatchObject({ kind: "doubtful", suggestion: { streetName: "Hauptstraße" } });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(String(url)).toBe("https://addressvalidation.example.test/v1:validateAddress?key=secret-key");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      address: { regionCode: "AT", addressLines: ["Hauptstr. 1", "1010 Wien"] },
    });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    // Once per address: the same content is not sent again.
    await port.validate({ ...vienna, streetName: "hauptstr." });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("never blocks on a failing service: HTTP errors, timeouts and foreign bodies are 'unavailable'", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const failures = [
      async () => new Response("quota", { status: 429 }),
      async () => {
        throw new DOMException("The operation timed out.", "TimeoutError");
      },
      async () => Response.json({ error: "nope" }),
    ];
    for (const failure of failures) {
      const port = createValidationPort(async () => {
        const response = await failure();
        return { status: response.status, body: await response.json().catch(() => null) };
      });
      expect(await port.validate(vienna)).toEqual({ kind: "unavailable" });
    }
    expect(warn.mock.calls.flat().join(" ")).not.toContain("secret-key");
    warn.mockRestore();
  });

  it("refuses a service URL without its key, and a country that is not the shop's", () => {
    expect(() => createAddressValidation({ ADDRESS_VALIDATION_URL: env.ADDRESS_VALIDATION_URL })).toThrow(
      /API_KEY/,
    );
    expect(() => createAddressValidation({ ADDRESS_VALIDATION_COUNTRIES: "at,xx" })).toThrow(
      /unknown country "xx"/,
    );
    expect(createAddressValidation({}).countries).toEqual([]);
  });
});
