/**
 * The VAT ID field's check in the browser (SPEC §4 "VAT validation": states triggered, button click,
 * success, failed, failed with no rate change, timeout; decision 0030), as a pure reducer the
 * component drives, and what each state shows (SPEC §8 VAT messages). Without JavaScript none of
 * this runs: the addresses step's post checks the ID.
 */
import { FIELD_RULES, VAT_NUMBER_FORMATS } from "../../config";
import type { VatCheckAnswer } from "../../server/checkout";

/** A finished check: SPEC's success, failed, failed with no rate change (unavailable), timeout. */
export type VatFieldResult = "valid" | "invalid" | "unavailable" | "timeout" | "throttled";

export type VatFieldState =
  | { phase: "idle" }
  /** SPEC "triggered" (the field was left) or "button click" (the retry button); `attempt` tells retries apart. */
  | { phase: "checking"; typed: string; trigger: "left" | "button"; attempt: number }
  | { phase: "done"; typed: string; result: VatFieldResult; attempt: number };

export type VatFieldEvent =
  /** The field was left with this value. */
  | { type: "left"; typed: string }
  /** The field's value changed: a result shown for another value is no longer true. */
  | { type: "edited"; typed: string }
  /** The retry button. */
  | { type: "retry" }
  /** The shop answered the check of `typed`. */
  | { type: "answered"; typed: string; answer: VatCheckAnswer }
  /** The shop did not answer: the browser's wait ran out, or the request failed. */
  | { type: "failed"; typed: string; timedOut: boolean }
  /** The buyer is no company any more, or the check is off. */
  | { type: "reset" };

export const VAT_FIELD_IDLE: VatFieldState = { phase: "idle" };

/** Results after which the retry button shows: the check could not be done (SPEC §4). */
const RETRIABLE: readonly VatFieldResult[] = ["unavailable", "timeout"];

const typedOf = (state: VatFieldState) => (state.phase === "idle" ? null : state.typed);
const attemptOf = (state: VatFieldState) => (state.phase === "idle" ? 0 : state.attempt);

/**
 * Whether a value is worth sending: SPEC §5 "Input needs at least 2 characters", and no longer than
 * the field takes (the form's own check says so on the field).
 */
export function isCheckable(typed: string): boolean {
  const { length } = typed.trim();
  return length >= VAT_NUMBER_FORMATS.minLength && length <= FIELD_RULES.maxVatIdLength;
}

export function vatFieldReducer(state: VatFieldState, event: VatFieldEvent): VatFieldState {
  switch (event.type) {
    case "left": {
      const typed = event.typed.trim();
      if (!isCheckable(typed)) return VAT_FIELD_IDLE;
      // Leaving the field again without a change asks nothing new (a double blur, tabbing through).
      if (typedOf(state) === typed) return state;
      return { phase: "checking", typed, trigger: "left", attempt: attemptOf(state) + 1 };
    }
    case "edited":
      return typedOf(state) === null || typedOf(state) === event.typed.trim() ? state : VAT_FIELD_IDLE;
    case "retry":
      return state.phase === "done" && RETRIABLE.includes(state.result)
        ? { phase: "checking", typed: state.typed, trigger: "button", attempt: state.attempt + 1 }
        : state;
    case "answered": {
      // An answer for a value the shopper has since changed is dropped.
      if (state.phase !== "checking" || state.typed !== event.typed) return state;
      const { answer } = event;
      if (answer.status === "disabled") return VAT_FIELD_IDLE;
      return { phase: "done", typed: state.typed, result: answer.status, attempt: state.attempt };
    }
    case "failed":
      if (state.phase !== "checking" || state.typed !== event.typed) return state;
      return {
        phase: "done",
        typed: state.typed,
        result: event.timedOut ? "timeout" : "unavailable",
        attempt: state.attempt,
      };
    case "reset":
      return VAT_FIELD_IDLE;
  }
}

/** A message key with its namespace. */
export type MessageKey = { ns: "checkout" | "vat-check"; key: string };

/** What the field shows in a state: its messages (SPEC §8), their tone, and whether to offer the retry. */
export function vatFieldView(state: VatFieldState): {
  tone: "none" | "busy" | "success" | "problem";
  messages: MessageKey[];
  retry: boolean;
} {
  const c = (key: string): MessageKey => ({ ns: "checkout", key });
  if (state.phase === "idle") return { tone: "none", messages: [], retry: false };
  // A check started by the retry button keeps the button (inactive), so the focus stays on it.
  if (state.phase === "checking")
    return {
      tone: "busy",
      messages: [{ ns: "vat-check", key: "checking" }],
      retry: state.trigger === "button",
    };
  switch (state.result) {
    case "valid":
      return { tone: "success", messages: [c("vat.validated")], retry: false };
    case "invalid":
      return { tone: "problem", messages: [c("vat.notValidated"), c("vat.correctOrContinue")], retry: false };
    case "unavailable":
      return {
        tone: "problem",
        messages: [c("vat.notValidated"), c("vat.technical"), c("vat.confirm")],
        retry: true,
      };
    case "timeout":
      return { tone: "problem", messages: [c("vat.tooSlow"), c("vat.confirm")], retry: true };
    case "throttled":
      return { tone: "problem", messages: [{ ns: "vat-check", key: "throttled" }], retry: false };
  }
}

/** The shop's answer read defensively: anything that is not one of its shapes counts as no answer. */
export function readVatCheckAnswer(body: unknown): VatCheckAnswer | null {
  if (typeof body !== "object" || body === null) return null;
  const { status, vatId, retryAfterMinutes } = body as Record<string, unknown>;
  if (status === "disabled") return { status };
  if (status === "throttled" && typeof retryAfterMinutes === "number") return { status, retryAfterMinutes };
  if (
    (status === "valid" || status === "invalid" || status === "unavailable" || status === "timeout") &&
    typeof vatId === "string"
  )
    return { status, vatId };
  return null;
}
