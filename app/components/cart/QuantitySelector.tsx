import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { clampQuantity } from "../../../config";
import { useHydrated } from "../../lib/hydrated";

/**
 * SPEC §4 "Quantity selector". Without JavaScript a number field bounded by min and max (the server
 * clamps again); with it, − and + buttons: 1 or less or not a number becomes 1 (decrement disabled),
 * above the maximum it is clamped with 'You have reached the maximum quantity' and increment is
 * disabled while the warning shows.
 */
// Layout effects run before the browser paints hydrated markup; on the server they would only warn.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

export function QuantitySelector({ max, name = "quantity" }: { max: number; name?: string }) {
  const { t } = useTranslation("common");
  const hydrated = useHydrated();
  const id = useId();
  const [value, setValue] = useState("1");
  const [capped, setCapped] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const apply = (raw: unknown) => {
    const next = clampQuantity(raw, max);
    setValue(String(next.quantity));
    setCapped(next.capped);
  };
  // A quantity typed before JavaScript arrived is kept (and clamped), not reset to the initial 1;
  // this runs once, on hydration.
  useBrowserLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== "1") apply(typed);
  }, []);
  const current = Number(value);
  return (
    <div className="quantity">
      <label htmlFor={`${id}-input`}>{t("cart.quantity")}</label>
      <div className="quantity__controls">
        {hydrated && (
          <button
            type="button"
            className="quantity__step"
            aria-label={t("cart.decrease")}
            aria-controls={`${id}-input`}
            disabled={!(current > 1)}
            onClick={() => apply(current - 1)}
          >
            −
          </button>
        )}
        <input
          ref={input}
          id={`${id}-input`}
          type="number"
          inputMode="numeric"
          name={name}
          min={1}
          max={Math.max(1, max)}
          step={1}
          required
          value={value}
          aria-describedby={`${id}-warning`}
          onChange={(event) => setValue(event.target.value)}
          onBlur={(event) => apply(event.target.value)}
        />
        {hydrated && (
          <button
            type="button"
            className="quantity__step"
            aria-label={t("cart.increase")}
            aria-controls={`${id}-input`}
            disabled={capped}
            onClick={() => apply(current + 1)}
          >
            +
          </button>
        )}
      </div>
      <p id={`${id}-warning`} className="quantity__warning" role="status">
        {capped ? t("cart.maxQuantity") : ""}
      </p>
    </div>
  );
}
