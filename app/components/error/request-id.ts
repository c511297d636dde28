import { createContext, useContext, useState } from "react";

/** The element that shows the id, read back by the browser when it hydrates the server's error page. */
export const REQUEST_ID_ELEMENT = "request-id";

const RequestIdContext = createContext<string | undefined>(undefined);

/** The id of the request being rendered (X-Request-Id), given by app/entry.server.tsx. */
export const RequestIdProvider = RequestIdContext.Provider;

/**
 * The id support needs to find a failure's log line (issue 22 item 7). On the server it is this
 * request's; in the browser it is the one the server printed into the error page (so hydration sees
 * the same text). An error page the browser renders itself after a client-side navigation has no id
 * of its own to show (the failed data request's header is not readable there), so it shows none
 * rather than the document's older one.
 */
export function useRequestId(): string | undefined {
  const fromServer = useContext(RequestIdContext);
  const [id] = useState(
    () =>
      fromServer ??
      (typeof document === "undefined"
        ? undefined
        : (document.getElementById(REQUEST_ID_ELEMENT)?.textContent ?? undefined)),
  );
  return id || undefined;
}
