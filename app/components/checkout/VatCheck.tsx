import { type ReactNode, useEffect, useReducer, useRef } from "react";
import { useTranslation } from "react-i18next";
import { VAT_CHECK, VAT_CHECK_ROUTE } from "../../../config";
import { useHydrated } from "../../lib/hydrated";
import { useRootData } from "../../lib/root-data";
import {
  readVatCheckAnswer,
  VAT_FIELD_IDLE,
  type VatFieldEvent,
  type VatFieldState,
  vatFieldReducer,
  vatFieldView,
} from "../../lib/vat-check";

/** Posts one check to the shop, with the visitor's CSRF token; throws when there is no usable answer. */
async function postCheck(typed: string, csrf: string, signal: AbortSignal) {
  const response = await fetch(VAT_CHECK_ROUTE, {
    method: "POST",
    body: new URLSearchParams({ csrf, vatId: typed }),
    headers: { Accept: "application/json" },
    signal,
  });
  const answer = response.ok || response.status === 429 ? readVatCheckAnswer(await response.json()) : null;
  if (!answer) throw new Error(`VAT check answered HTTP ${response.status}`);
  return answer;
}

/** Runs the check whenever the state asks for one, and reports its end; a newer state aborts it. */
function useCheckRequest(state: VatFieldState, dispatch: (event: VatFieldEvent) => void) {
  const csrf = useRootData()?.csrfToken ?? "";
  useEffect(() => {
    if (state.phase !== "checking") return;
    const { typed } = state;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, VAT_CHECK.browserTimeoutMs);
    postCheck(typed, csrf, controller.signal)
      .then((answer) => dispatch({ type: "answered", typed, answer }))
      .catch(() => {
        // Aborted because the shopper moved on (a newer check, leaving the page): nothing to show.
        if (controller.signal.aborted && !timedOut) return;
        dispatch({ type: "failed", typed, timedOut });
      })
      .finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [state, csrf, dispatch]);
}

/** Listens to the field inside the returned element's box: leaving it and typing in it (when active). */
function useFieldEvents(active: boolean, dispatch: (event: VatFieldEvent) => void) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || !active) return;
    const typedOf = (event: Event) => (event.target instanceof HTMLInputElement ? event.target.value : null);
    const left = (event: Event) => {
      const typed = typedOf(event);
      if (typed !== null) dispatch({ type: "left", typed });
    };
    const edited = (event: Event) => {
      const typed = typedOf(event);
      if (typed !== null) dispatch({ type: "edited", typed });
    };
    element.addEventListener("focusout", left);
    element.addEventListener("input", edited);
    return () => {
      element.removeEventListener("focusout", left);
      element.removeEventListener("input", edited);
    };
  }, [active, dispatch]);
  return box;
}

/**
 * The VAT ID field with its check (SPEC §4 "VAT validation: runs on leaving the field when enabled.
 * A manual retry button appears when validation could not be done"), for a company buyer in a store
 * that validates VAT IDs. An enhancement: without JavaScript only the field renders, and the
 * addresses step's post checks the ID. The result is only shown: the post decides on the invoice.
 */
export function VatCheck({
  enabled,
  company,
  children,
}: {
  /** The store validates VAT IDs (vat_validation_enabled). */
  enabled: boolean;
  company: boolean;
  /** The VAT ID field. */
  children: ReactNode;
}) {
  const active = useHydrated() && enabled && company;
  const [state, dispatch] = useReducer(vatFieldReducer, VAT_FIELD_IDLE);
  useCheckRequest(state, dispatch);
  const box = useFieldEvents(active, dispatch);
  useEffect(() => {
    if (!active) dispatch({ type: "reset" });
  }, [active]);
  return (
    <div className="vat-check" ref={box}>
      {children}
      {active && <VatCheckStatus state={state} onRetry={() => dispatch({ type: "retry" })} />}
    </div>
  );
}

/** The check's state in words (a polite live region, so it is read out when it changes) and the retry. */
function VatCheckStatus({ state, onRetry }: { state: VatFieldState; onRetry: () => void }) {
  const { t } = useTranslation(["vat-check", "checkout"]);
  const view = vatFieldView(state);
  return (
    <>
      <div
        className={`vat-check__status vat-check__status--${view.tone}`}
        role="status"
        aria-live="polite"
        data-testid="vat-check-status"
      >
        {view.messages.map(({ ns, key }) => (
          <span key={key}>{t(key, { ns })} </span>
        ))}
      </div>
      {view.retry && (
        <button
          type="button"
          className="button vat-check__retry"
          // Not `disabled` while it checks: a disabled button would drop the keyboard focus.
          aria-disabled={view.tone === "busy"}
          onClick={onRetry}
        >
          {t("retry", { ns: "vat-check" })}
        </button>
      )}
    </>
  );
}
