import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { TIMINGS } from "../../../config";

export interface Notification {
  /** Stable id (SPEC §8: 'cart-adding-problem'); a notification with the same id replaces the older one. */
  id: string;
  kind: "info" | "warning" | "error";
  message: string;
  dismissible?: boolean;
  /** Milliseconds until a dismissible notification goes (SPEC §4: 3000 by default). */
  duration?: number;
}

const NotifyContext = createContext<(notification: Notification) => void>(() => {});

/** Shows a notification (SPEC §2 "notifications", §4: auto-dismissed after their duration when dismissible). */
export const useNotify = () => useContext(NotifyContext);

/**
 * The notification area: a live region, so screen readers announce each message (errors
 * assertively), with a dismiss button on dismissible ones. Only the page's script adds
 * notifications; without JavaScript, pages show their messages inline.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<(Notification & { shownAt: number })[]>([]);
  const dismiss = useCallback((id: string) => setItems((list) => list.filter((n) => n.id !== id)), []);
  const notify = useCallback(
    (notification: Notification) =>
      setItems((list) => [
        ...list.filter((n) => n.id !== notification.id),
        // A repeated notification shows again for its whole duration.
        { dismissible: true, ...notification, shownAt: performance.now() },
      ]),
    [],
  );
  const value = useMemo(() => notify, [notify]);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      <div className="notifications" role="status" aria-live="polite">
        {items
          .filter((n) => n.kind !== "error")
          .map((n) => (
            <NotificationItem key={`${n.id}-${n.shownAt}`} notification={n} onDismiss={dismiss} />
          ))}
      </div>
      <div className="notifications notifications--errors" role="alert" aria-live="assertive">
        {items
          .filter((n) => n.kind === "error")
          .map((n) => (
            <NotificationItem key={`${n.id}-${n.shownAt}`} notification={n} onDismiss={dismiss} />
          ))}
      </div>
    </NotifyContext.Provider>
  );
}

function NotificationItem({
  notification,
  onDismiss,
}: {
  notification: Notification;
  onDismiss: (id: string) => void;
}) {
  const { t } = useTranslation("cart");
  const { id, dismissible, duration = TIMINGS.notification.default } = notification;
  useEffect(() => {
    if (!dismissible) return;
    const timer = setTimeout(() => onDismiss(id), duration);
    return () => clearTimeout(timer);
  }, [id, dismissible, duration, onDismiss]);
  return (
    <div id={id} className={`notification notification--${notification.kind}`}>
      <p>{notification.message}</p>
      {dismissible && (
        <button type="button" className="notification__dismiss" onClick={() => onDismiss(id)}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t("dismiss")}</span>
        </button>
      )}
    </div>
  );
}
