import { describe, expect, it } from "vitest";
import { issuesOf, readValidation, validationRequest, validationResponse } from "./mapping";
import type { CheckedAddress } from "./port";

const typed: CheckedAddress = {
  country: "AT",
  streetName: "Hauptstr.",
  streetNumber: "1",
  postalCode: "1010",
  city: "wien",
};

const confirmed = (type: string, text: string, extra: object = {}) => ({
  componentName: { text },
  componentType: type,
  confirmationLevel: "CONFIRMED",
  ...extra,
});

/** A response of the API for the typed address, with the verdict and components given. */
const answer = (verdict: object, components: object[]) => ({
  result: {
    verdict,
    address: {
      formattedAddress: "Hauptstraße 1, 1010 Wien, Österreich",
      postalAddress: {
        regionCode: "AT",
        postalCode: "1010",
        locality: "Wien",
        addressLines: ["Hauptstraße 1"],
      },
      addressComponents: components,
    },
    geocode: { location: { latitude: 48.2, longitude: 16.37 } },
  },
  responseId: "b0e1",
});

const good = [
  confirmed("route", "Hauptstraße"),
  confirmed("street_number", "1"),
  confirmed("postal_code", "1010"),
  confirmed("locality", "Wien"),
];

describe("the maps service's request and verdicts (SPEC §5 Google address validation, §7)", () => {
  it("sends the region code and the address lines: street, then postal code and city", () => {
    expect(validationRequest({ ...typed, streetName: "  Haupt   str. " })).toEqual({
      address: { regionCode: "AT", addressLines: ["Haupt str. 1", "1010 wien"] },
    });
  });

  it("confirms a complete address with every component confirmed; inferred parts alone do not fail it", () => {
    const body = answer({ addressComplete: true, hasInferredComponents: true }, [
      ...good,
      confirmed("country", "AT", { inferred: true }),
    ]);
    expect(readValidation(body, typed)).toEqual({ kind: "confirmed" });
  });

  it.each([
    ["incomplete", { addressComplete: false }, good],
    ["unconfirmed", { addressComplete: true, hasUnconfirmedComponents: true }, good],
    [
      "unconfirmed",
      { addressComplete: true },
      [
        ...good.slice(0, 3),
        confirmed("locality", "Wien", { confirmationLevel: "UNCONFIRMED_BUT_PLAUSIBLE" }),
      ],
    ],
    ["replaced", { addressComplete: true, hasReplacedComponents: true }, good],
    [
      "replaced",
      { addressComplete: true },
      [...good.slice(0, 3), confirmed("locality", "Wien", { replaced: true })],
    ],
    [
      "corrected",
      { addressComplete: true },
      [confirmed("route", "Hauptstraße", { spellCorrected: true }), ...good.slice(1)],
    ],
    [
      "unexpected",
      { addressComplete: true },
      [...good, confirmed("point_of_interest", "Tor 3", { unexpected: true })],
    ],
  ])("fails as %s and offers the service's reading", (issue, verdict, components) => {
    const check = readValidation(answer(verdict, components), typed);
    expect(check.kind).toBe("doubtful");
    if (check.kind !== "doubtful") return;
    expect(check.issues).toContain(issue);
    expect(check.suggestion).toEqual({
      streetName: "Hauptstraße",
      streetNumber: "1",
      postalCode: "1010",
      city: "Wien",
    });
  });

  it("counts an unset addressComplete as incomplete and keeps typed parts the answer leaves out", () => {
    const parsed = validationResponse.parse({ result: { address: { addressComponents: [] } } });
    expect(issuesOf(parsed)).toEqual(["incomplete"]);
    const check = readValidation({ result: { verdict: {}, address: {} } }, typed);
    expect(check).toEqual({
      kind: "doubtful",
      issues: ["incomplete"],
      suggestion: { streetName: "Hauptstr.", streetNumber: "1", postalCode: "1010", city: "wien" },
    });
  });

  it("reads a body that is not the API's shape as no answer", () => {
    for (const body of [
      null,
      "<html>",
      { error: { code: 403 } },
      { result: { verdict: { addressComplete: "yes" } } },
    ])
      expect(readValidation(body, typed)).toEqual({ kind: "unavailable" });
  });
});
