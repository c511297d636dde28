/** The query parameter that carries a page's success notice across the 303 after a form post. */
const NOTICE_PARAM = "notice";

/** The notice of the URL when it is one the page knows, else null (anything else is ignored). */
export function noticeOf<N extends string>(url: URL, known: readonly N[]): N | null {
  const value = url.searchParams.get(NOTICE_PARAM);
  return known.find((notice) => notice === value) ?? null;
}

/** The page's own path with a notice, for the redirect after a successful post. */
export function withNotice(url: URL, notice: string): string {
  return `${url.pathname}?${new URLSearchParams({ [NOTICE_PARAM]: notice })}`;
}

/**
 * The checkout's notices: the payment step confirms a VAT ID validated on the addresses step, and
 * whether the cart was made net under reverse charge or could not be (issue 19.1, SPEC §8).
 */
export const CHECKOUT_NOTICES = ["vatValidated", "vatNet", "vatNetFailed"] as const;

/**
 * The notice the addresses step hands to the payment step: the cart made net (or net due but not
 * made), else a VAT ID validated, else none. The payment step checks it against the cart itself.
 */
export function addressesNotice(
  net: "net" | "gross" | "failed",
  vatKind: "valid" | "invalid" | "unavailable" | undefined,
): (typeof CHECKOUT_NOTICES)[number] | null {
  if (net === "net") return "vatNet";
  if (net === "failed") return "vatNetFailed";
  return vatKind === "valid" ? "vatValidated" : null;
}

/** Set on the login page after a password reset, so it can say that the new password works. */
export const PASSWORD_CHANGED_PARAM = "password_changed";

/** Set after a card authorisation was reversed (no order was made for it): nothing was charged. */
export const RELEASED_PARAM = "released";
