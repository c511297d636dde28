import { useFetcher, useFetchers, useLocation, useNavigate } from "@remix-run/react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PaymentKind } from "../../../config";
import type { DropInHandle, DropInView } from "../../../server/checkout";
import { useRootData } from "../../lib/root-data";

/** The payment step's answer to the Drop-in's ask: its session, or why not (a `checkout` key). */
interface DropInAnswer {
  error: string | null;
  dropIn?: DropInHandle;
}

/**
 * Whether the payment step mounts the Drop-in (issue 19.5): only with JavaScript running, only for
 * the card option, and only while the cart can be ordered; the loader gives its settings only when
 * Adyen is configured with a client key. Otherwise the hosted page is the path.
 */
export const dropInWanted = ({
  hydrated,
  selected,
  blocked,
}: {
  hydrated: boolean;
  selected: PaymentKind;
  blocked: boolean;
}) => hydrated && selected === "card" && !blocked;

type Status = "asking" | "loading" | "ready" | "finishing" | "failed";

/**
 * Mounts Adyen Web's Drop-in into `element` once the session is there, loading Adyen Web by dynamic
 * import only then; its result goes to the hosted page's return (`sessionId`, `sessionResult`).
 */
function useMountedDropIn(
  element: RefObject<HTMLDivElement>,
  view: DropInView,
  handle: DropInHandle | undefined,
): Status {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [status, setStatus] = useState<Status>("asking");
  // Revalidated loader data is a new object with the same settings: the mounted Drop-in stays.
  const { clientKey, environment, locale, countryCode } = view;
  useEffect(() => {
    if (!handle || !element.current) return;
    const target = element.current;
    let unmount: (() => void) | undefined;
    let gone = false;
    setStatus("loading");
    import("../../lib/adyen-drop-in.client")
      .then(({ mountDropIn }) =>
        mountDropIn(target, { clientKey, environment, locale, countryCode }, handle, {
          finished: (sessionResult) => {
            setStatus("finishing");
            const query = new URLSearchParams({ sessionId: handle.id, sessionResult });
            navigate(`${pathname}?${query}`, { replace: true });
          },
          failed: (error) => {
            console.error("Adyen Web Drop-in failed", error);
            setStatus("failed");
          },
        }),
      )
      .then((done) => {
        if (gone) done();
        else {
          unmount = done;
          setStatus((now) => (now === "loading" ? "ready" : now));
        }
      })
      .catch((error: unknown) => {
        console.error("Loading Adyen Web failed", error);
        if (!gone) setStatus("failed");
      });
    return () => {
      gone = true;
      unmount?.();
    };
  }, [element, handle, clientKey, environment, locale, countryCode, navigate, pathname]);
  return status;
}

/**
 * Adyen Web's Drop-in below the payment form: asks the payment step's action for the session (a
 * CSRF-checked post, the same placing as the hosted page's), then mounts it. On a failure SPEC §8's
 * payment error shows and the hosted page's button above stays usable.
 */
export function DropIn({ view }: { view: DropInView }) {
  const { t } = useTranslation("dropin");
  const checkout = useTranslation("checkout").t;
  const csrf = useRootData()?.csrfToken ?? "";
  const session = useFetcher<DropInAnswer>();
  const element = useRef<HTMLDivElement>(null);
  const asked = useRef(false);
  // Choosing the card takes a cash-on-delivery fee off the cart: the session is for the cart after it.
  const choosing = useFetchers().some((f) => f.formData?.get("intent") === "choose");
  useEffect(() => {
    if (asked.current || choosing) return;
    asked.current = true;
    session.submit({ csrf, payment: "card", intent: "dropin" }, { method: "post" });
  }, [csrf, choosing, session.submit]);

  const handle = session.data?.dropIn;
  const status = useMountedDropIn(element, view, handle);
  const failed = status === "failed" || (session.state === "idle" && session.data !== undefined && !handle);
  const error = session.data?.error;
  return (
    <section className="drop-in" aria-labelledby="drop-in-heading" aria-busy={status !== "ready" && !failed}>
      <h2 id="drop-in-heading">{t("heading")}</h2>
      <p>{t("intro")}</p>
      <p aria-live="polite" className="field__hint">
        {status === "finishing" ? t("finishing") : !failed && status !== "ready" ? t("loading") : ""}
      </p>
      {failed && (
        <p className="notice notice--error" role="alert">
          {error && error !== "errors.paymentRequired"
            ? checkout(error)
            : checkout("paymentError.payment-error")}{" "}
          {t("useHosted", { button: checkout("payment.submit") })}
        </p>
      )}
      <div ref={element} className="drop-in__methods" hidden={failed} />
    </section>
  );
}
