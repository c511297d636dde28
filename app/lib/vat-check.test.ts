import { describe, expect, it } from "vitest";
import {
  readVatCheckAnswer,
  VAT_FIELD_IDLE,
  type VatFieldEvent,
  type VatFieldState,
  vatFieldReducer,
  vatFieldView,
} from "./vat-check";

const run = (events: VatFieldEvent[], from: VatFieldState = VAT_FIELD_IDLE) =>
  events.reduce(vatFieldReducer, from);

const left = (typed: string): VatFieldEvent => ({ type: "left", typed });
const answered = (typed: string, status: "valid" | "invalid" | "unavailable" | "timeout"): VatFieldEvent => ({
  type: "answered",
  typed,
  answer: { status, vatId: typed.replace(/\s/g, "") },
});

describe("the VAT ID field's check (SPEC §4 states)", () => {
  it("is triggered by leaving the field with an ID, trimmed, and not by one character or an over-long value", () => {
    expect(run([left("  DE123456789 ")])).toEqual({
      phase: "checking",
      typed: "DE123456789",
      trigger: "left",
      attempt: 1,
    });
    expect(run([left(" D ")])).toBe(VAT_FIELD_IDLE);
    expect(run([left("DE".padEnd(21, "1"))])).toBe(VAT_FIELD_IDLE);
  });

  it("succeeds with 'VAT ID successfully validated.' and offers no retry", () => {
    const state = run([left("DE123456789"), answered("DE123456789", "valid")]);
    expect(state).toMatchObject({ phase: "done", result: "valid" });
    expect(vatFieldView(state)).toEqual({
      tone: "success",
      messages: [{ ns: "checkout", key: "vat.validated" }],
      retry: false,
    });
  });

  it("fails for an ID that is not valid: correct it or continue, no retry (asking again gives the same)", () => {
    const state = run([left("DE12"), answered("DE12", "invalid")]);
    expect(vatFieldView(state)).toEqual({
      tone: "problem",
      messages: [
        { ns: "checkout", key: "vat.notValidated" },
        { ns: "checkout", key: "vat.correctOrContinue" },
      ],
      retry: false,
    });
    expect(vatFieldReducer(state, { type: "retry" })).toBe(state);
  });

  it("offers the retry button when the check could not be done (technical issue) or timed out", () => {
    const unavailable = run([left("DE999999999"), answered("DE999999999", "unavailable")]);
    expect(vatFieldView(unavailable)).toEqual({
      tone: "problem",
      messages: [
        { ns: "checkout", key: "vat.notValidated" },
        { ns: "checkout", key: "vat.technical" },
        { ns: "checkout", key: "vat.confirm" },
      ],
      retry: true,
    });
    const timeout = run([left("DE123456789"), answered("DE123456789", "timeout")]);
    expect(vatFieldView(timeout).messages.map((m) => m.key)).toEqual(["vat.tooSlow", "vat.confirm"]);
    expect(vatFieldView(timeout).retry).toBe(true);
    // The browser gave up waiting, or the request failed: the same two states.
    const slow = run([left("DE123456789"), { type: "failed", typed: "DE123456789", timedOut: true }]);
    expect(slow).toMatchObject({ phase: "done", result: "timeout" });
    const broken = run([left("DE123456789"), { type: "failed", typed: "DE123456789", timedOut: false }]);
    expect(broken).toMatchObject({ phase: "done", result: "unavailable" });
  });

  it("checks again on the button click (SPEC 'button click'), keeping the button while it checks", () => {
    const failed = run([left("DE999999999"), answered("DE999999999", "unavailable")]);
    const again = vatFieldReducer(failed, { type: "retry" });
    expect(again).toEqual({ phase: "checking", typed: "DE999999999", trigger: "button", attempt: 2 });
    expect(vatFieldView(again)).toEqual({
      tone: "busy",
      messages: [{ ns: "vat-check", key: "checking" }],
      retry: true,
    });
    // A second click while it checks starts nothing.
    expect(vatFieldReducer(again, { type: "retry" })).toBe(again);
    expect(vatFieldReducer(again, answered("DE999999999", "valid"))).toMatchObject({ result: "valid" });
  });

  it("asks nothing new when the field is left again unchanged, and checks a changed ID", () => {
    const done = run([left("DE123456789"), answered("DE123456789", "valid")]);
    expect(vatFieldReducer(done, left(" DE123456789"))).toBe(done);
    expect(vatFieldReducer(done, left("DE987654321"))).toMatchObject({
      phase: "checking",
      typed: "DE987654321",
      attempt: 2,
    });
  });

  it("drops a result once the ID is edited, and an answer for an ID that is no longer in the field", () => {
    const done = run([left("DE123456789"), answered("DE123456789", "valid")]);
    expect(vatFieldReducer(done, { type: "edited", typed: "DE12345678" })).toBe(VAT_FIELD_IDLE);
    expect(vatFieldReducer(done, { type: "edited", typed: "DE123456789 " })).toBe(done);
    const checking = run([left("DE111111111"), left("DE222222222")]);
    expect(vatFieldReducer(checking, answered("DE111111111", "valid"))).toBe(checking);
    expect(vatFieldReducer(checking, { type: "failed", typed: "DE111111111", timedOut: true })).toBe(
      checking,
    );
  });

  it("says when it was asked too often, and shows nothing in a store that does not validate", () => {
    const throttled = run([
      left("DE123456789"),
      { type: "answered", typed: "DE123456789", answer: { status: "throttled", retryAfterMinutes: 3 } },
    ]);
    expect(vatFieldView(throttled)).toEqual({
      tone: "problem",
      messages: [{ ns: "vat-check", key: "throttled" }],
      retry: false,
    });
    const disabled = run([
      left("DE123456789"),
      { type: "answered", typed: "DE123456789", answer: { status: "disabled" } },
    ]);
    expect(disabled).toBe(VAT_FIELD_IDLE);
    expect(vatFieldView(disabled)).toEqual({ tone: "none", messages: [], retry: false });
  });

  it("resets when the buyer is no company any more", () => {
    expect(run([left("DE123456789"), { type: "reset" }])).toBe(VAT_FIELD_IDLE);
  });
});

describe("reading the shop's answer", () => {
  it("takes only its known shapes", () => {
    expect(readVatCheckAnswer({ status: "valid", vatId: "DE123456789" })).toEqual({
      status: "valid",
      vatId: "DE123456789",
    });
    expect(readVatCheckAnswer({ status: "throttled", retryAfterMinutes: 2 })).toEqual({
      status: "throttled",
      retryAfterMinutes: 2,
    });
    expect(readVatCheckAnswer({ status: "disabled" })).toEqual({ status: "disabled" });
    for (const odd of [null, "valid", { status: "valid" }, { status: "error", errors: {} }, { status: "ok" }])
      expect(readVatCheckAnswer(odd)).toBeNull();
  });
});
