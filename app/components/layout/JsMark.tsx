import { useNonce } from "./nonce";

/**
 * The attribute that tells the stylesheet "this page runs JavaScript" before the first paint
 * (decision 0084). `html[data-hydrated]` comes only with hydration, seconds later on a slow phone:
 * layouts keyed on it (the small screen's search toggle and filter button, checkout's hidden address
 * blocks) moved the page after it was painted. A browser without JavaScript never runs this, so it
 * keeps the simpler layout.
 */
export const JS_MARK_SCRIPT = 'document.documentElement.setAttribute("data-js","")';

export function JsMark() {
  return (
    <script
      nonce={useNonce()}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, no input in it
      dangerouslySetInnerHTML={{ __html: JS_MARK_SCRIPT }}
    />
  );
}
