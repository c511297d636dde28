import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { vatMock } from "../../mocks/vat";
import { createVat, LOCAL_OWN_VAT_ID, normalizeVatId, parseVatResponse, RAW_RESPONSE_LIMIT } from ".";
import { localVatResponder } from "./local";

beforeAll(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("normalizeVatId (SPEC §5)", () => {
  it.each([
    ["sk", "sk 2020 000 000", "SK2020000000"],
    ["sk", "2020000004", "SK2020000004"],
    ["gr", "EL123456789", "EL123456789"],
    ["gr", "GR123456789", "EL123456789"],
    ["gr", "123 456 789", "EL123456789"],
    ["ch", "CHE-123.456.789", "CHE123.456.789"],
    ["ch", "ch-123.456.789 mwst", "CHE123.456.789MWST"],
    ["gb", "GB 123 4567 89", "GB123456789"],
    ["at", "atu 1234/5678", "ATU12345678"],
    ["nl", "NL123456789B01", "NL123456789B01"],
    ["es", "es-x1234567x", "ESX1234567X"],
    ["hu", "HU12345678-1-42", "HU12345678"],
    ["de", "DE 123.456.789", "DE123456789"],
  ] as const)("%s %j → %s", (country, input, full) => {
    expect(normalizeVatId(country, input)?.full).toBe(full);
  });

  it("splits prefix and number", () => {
    expect(normalizeVatId("gr", "gr 123456789")).toEqual({
      prefix: "EL",
      number: "123456789",
      full: "EL123456789",
    });
  });

  it.each([
    ["sk", "SK1"],
    ["sk", "SK"],
    ["de", "DE-ABC"],
    ["ch", "CHE-.-"],
    ["pl", ""],
  ] as const)("%s %j is too short → null", (country, input) => {
    expect(normalizeVatId(country, input)).toBeNull();
  });
});

describe("parseVatResponse", () => {
  it.each([
    ['<?xml version="1.0"?><VatResponse><ErrorCode>200</ErrorCode></VatResponse>', 200],
    ['<VatResponse>\n  <ErrorCode type="int">\n 216 \n</ErrorCode>\n</VatResponse>', 216],
    ['<ns:VatResponse xmlns:ns="urn:vat"><ns:ErrorCode>999</ns:ErrorCode></ns:VatResponse>', 999],
    [
      "<params><param><value><array><data><value><string>ErrorCode</string></value>\n" +
        "<value><string>201</string></value></data></array></value></param></params>",
      201,
    ],
  ])("reads %j", (xml, code) => {
    expect(parseVatResponse(xml)).toBe(code);
  });

  it.each([
    "",
    "<html>Bad gateway</html>",
    "<VatResponse><ErrorCode></ErrorCode></VatResponse>",
    "<ErrorCode>2",
  ])("gives null for %j", (xml) => {
    expect(parseVatResponse(xml)).toBeNull();
  });
});

describe("local responder", () => {
  const code = (buyer: string) => parseVatResponse(localVatResponder(LOCAL_OWN_VAT_ID, buyer));

  it("answers XML naming both VAT IDs", () => {
    expect(localVatResponder("SK<&>", "DE123456789")).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><VatResponse><OwnVatId>SK&lt;&amp;&gt;</OwnVatId>' +
        "<VatId>DE123456789</VatId><ErrorCode>200</ErrorCode></VatResponse>",
    );
  });

  it.each([
    LOCAL_OWN_VAT_ID,
    "ATU12345678",
    "BE0123456789",
    "CHE123.456.789",
    "CHE123456789MWST",
    "EL123456789",
    "ESX1234567X",
    "FRAB123456789",
    "GB123456789012",
    "IE1234567WA",
    "NL123456789B01",
    "NO123456789MVA",
    "RO12",
    "SE123456789001",
  ])("%s is well formed → 200", (id) => {
    expect(code(id)).toBe(200);
  });

  it.each([
    "SK2020000000", // 10 digits, but not divisible by 11
    "SK202000000",
    "AT12345678",
    "BE2123456789",
    "DE12345678",
    "NL123456789X01",
    "GR123456789", // Greece's VAT prefix is EL
    "XX123456789",
  ])("%s is not → 201", (id) => {
    expect(code(id)).toBe(201);
  });

  it.each(["SK9999999999", "DE999999999", "CHE999.999.999"])("the test number %s → 999", (id) => {
    expect(code(id)).toBe(999);
  });
});

describe("createVat without VAT_SERVICE_URL (local responder)", () => {
  const vat = createVat({});

  it("validates a normalised number", async () => {
    expect(await vat.validate({ country: "sk", vatId: "sk 2020 000 004" })).toEqual({
      kind: "valid",
      code: 200,
      vatId: "SK2020000004",
      raw: localVatResponder(LOCAL_OWN_VAT_ID, "SK2020000004"),
      timedOut: false,
    });
  });

  it("maps a wrong shape to invalid and the nines to unavailable", async () => {
    expect(await vat.validate({ country: "de", vatId: "DE12345" })).toMatchObject({
      kind: "invalid",
      code: 201,
    });
    expect(await vat.validate({ country: "sk", vatId: "SK9999999999" })).toMatchObject({
      kind: "unavailable",
      code: 999,
      timedOut: false,
    });
  });

  it("calls nothing for input that cannot be normalised", async () => {
    expect(await vat.validate({ country: "sk", vatId: " x " })).toEqual({
      kind: "invalid",
      code: null,
      vatId: "x",
      raw: "",
      timedOut: false,
    });
  });
});

describe("createVat with VAT_SERVICE_URL (HTTP adapter)", () => {
  const env = {
    VAT_SERVICE_URL: "https://vat.service.test/api/",
    VAT_OWN_ID: "SK2020000004",
    VAT_SERVICE_TOKEN: "vat-token",
  };
  const mock = vatMock("https://vat.service.test/api");
  const server = setupServer(...mock.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterAll(() => server.close());
  beforeEach(() => mock.reset());
  // Generous for answers (a busy machine), short only where the timeout itself is tested.
  const vat = createVat(env, undefined, { timeoutMs: 10_000 });

  it("sends GET validate with both VAT IDs and the bearer token", async () => {
    await vat.validate({ country: "gr", vatId: "GR 123 456 789" });
    expect(mock.state.requests).toEqual([
      {
        path: "/api/validate",
        params: { ownVatId: "SK2020000004", vatId: "EL123456789" },
        authorization: "Bearer vat-token",
      },
    ]);
  });

  it("sends no Authorization header without VAT_SERVICE_TOKEN", async () => {
    await createVat({ ...env, VAT_SERVICE_TOKEN: undefined }).validate({
      country: "de",
      vatId: "DE123456789",
    });
    expect(mock.state.requests[0]?.authorization).toBeNull();
  });

  it.each([
    [200, "valid"],
    [216, "valid"],
    [223, "valid"],
    [205, "unavailable"],
    [208, "unavailable"],
    [999, "unavailable"],
    [201, "invalid"],
  ] as const)("code %i → %s", async (code, kind) => {
    mock.state.code = code;
    const result = await vat.validate({ country: "de", vatId: "DE123456789" });
    expect(result).toMatchObject({ kind, code, vatId: "DE123456789", timedOut: false });
    expect(result.raw).toContain(`<ErrorCode>${code}</ErrorCode>`);
  });

  it("is unavailable with timedOut after the timeout", async () => {
    mock.state.delayMs = 5000;
    const impatient = createVat(env, undefined, { timeoutMs: 200 });
    expect(await impatient.validate({ country: "de", vatId: "DE123456789" })).toMatchObject({
      kind: "unavailable",
      code: null,
      timedOut: true,
    });
  });

  it("is unavailable on a network error", async () => {
    mock.state.networkError = true;
    expect(await vat.validate({ country: "de", vatId: "DE123456789" })).toMatchObject({
      kind: "unavailable",
      code: null,
      raw: "",
      timedOut: false,
    });
  });

  it("is unavailable for garbled XML, keeping the answer (cut to the limit)", async () => {
    mock.state.body = `<VatResponse><Error Code="200">${"x".repeat(3000)}`;
    const result = await vat.validate({ country: "de", vatId: "DE123456789" });
    expect(result).toMatchObject({ kind: "unavailable", code: null, timedOut: false });
    expect(result.raw).toBe(mock.state.body.slice(0, RAW_RESPONSE_LIMIT));
  });

  it("is unavailable when the service answers an HTTP error", async () => {
    mock.state.status = 503;
    expect(await vat.validate({ country: "de", vatId: "DE123456789" })).toMatchObject({
      kind: "unavailable",
      code: null,
    });
  });

  it("refuses a configuration without VAT_OWN_ID", () => {
    expect(() => createVat({ VAT_SERVICE_URL: env.VAT_SERVICE_URL })).toThrow(/VAT_OWN_ID/);
  });
});
