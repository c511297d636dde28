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

type Shown = Notification & { shownAt: number };

interface Regions {
  items: Shown[];
  dismiss: (id: string) => void;
  /** A modal dialog hosts the regions while it is open (the page behind it is inert). */
  host: () => () => void;
}
const RegionsContext = createContext<Regions>({ items: [], dismiss: () => {}, host: () => () => {} });

/**
 * The notification area: live regions, so screen readers announce each message (errors
 * assertively), with a dismiss button on dismissible ones. Only the page's script adds
 * notifications; without JavaScript, pages show their messages inline.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Shown[]>([]);
  const [hosts, setHosts] = useState(0);
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
  const host = useCallback(() => {
    setHosts((count) => count + 1);
    return () => setHosts((count) => count - 1);
  }, []);
  const regions = useMemo(() => ({ items, dismiss, host }), [items, dismiss, host]);
  return (
    <NotifyContext.Provider value={notify}>
      <RegionsContext.Provider value={regions}>
        {children}
        {hosts === 0 && <NotificationRegions items={items} dismiss={dismiss} />}
      </RegionsContext.Provider>
    </NotifyContext.Provider>
  );
}

/** Shows the notifications inside a modal dialog while it is open, where they stay perceivable. */
export function NotificationsHost() {
  const { items, dismiss, host } = useContext(RegionsContext);
  useEffect(() => host(), [host]);
  return <NotificationRegions items={items} dismiss={dismiss} />;
}

function NotificationRegions({ items, dismiss }: Pick<Regions, "items" | "dismiss">) {
  const list = (errors: boolean) =>
    items
      .filter((n) => (n.kind === "error") === errors)
      .map((n) => <NotificationItem key={`${n.id}-${n.shownAt}`} notification={n} onDismiss={dismiss} />);
  return (
    <div className="notifications">
      <div role="status" aria-live="polite">
        {list(false)}
      </div>
      <div role="alert" aria-live="assertive">
        {list(true)}
      </div>
    </div>
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
