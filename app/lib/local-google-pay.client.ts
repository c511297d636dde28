/**
 * The local provider's test Google Pay sheet (server/payments/local-google-pay-sheet.ts): a window
 * of this origin, opened at the click (a window opened later would be blocked), in the place of
 * Google's sheet. It answers Google Pay's PaymentData through `postMessage`, or nothing when the
 * shopper cancels or closes it.
 */
const MESSAGE = "local-google-pay";

/** Opens the window at once (during the click); `show` then loads the sheet for the amount. */
export function openLocalSheet() {
  const popup = window.open("about:blank", "google-pay-sheet", "popup,width=520,height=760");
  return {
    show(sheetPath: string, query: { amount: number; currency: string; country: string }) {
      if (!popup) return Promise.resolve(null);
      popup.location.href = `${sheetPath}?${new URLSearchParams({
        amount: String(query.amount),
        currency: query.currency,
        country: query.country,
      })}`;
      return answerOf(popup);
    },
    close: () => popup?.close(),
  };
}

/** The sheet's PaymentData, or null when it was cancelled or closed. */
function answerOf(popup: Window): Promise<unknown | null> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (value: unknown | null) => {
      if (settled) return;
      settled = true;
      window.removeEventListener("message", onMessage);
      window.clearInterval(closed);
      resolve(value);
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; result?: { statusCode?: string } } | null;
      if (event.origin !== window.location.origin || event.source !== popup || data?.type !== MESSAGE) return;
      done(data.result?.statusCode === "CANCELED" ? null : (data.result ?? null));
    };
    window.addEventListener("message", onMessage);
    // A sheet closed without an answer is a cancellation (its last message may still be on its way).
    const closed = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(closed);
      window.setTimeout(() => done(null), 1000);
    }, 500);
  });
}
