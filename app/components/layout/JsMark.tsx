import { TIMINGS } from "../../../config";
import { useNonce } from "./nonce";

/**
 * The attribute that tells the stylesheet "this page runs JavaScript" before the first paint
 * (decision 0084). `html[data-hydrated]` comes only with hydration, seconds later on a slow phone:
 * layouts keyed on it (the small screen's search toggle and filter button, checkout's hidden address
 * blocks) moved the page after it was painted. A browser without JavaScript never runs this, so it
 * keeps the simpler layout.
 *
 * A browser whose JavaScript runs but whose app scripts never do (a content blocker drops /build/*, a
 * chunk failed and the reload guard refused another reload) must not keep a layout only the scripts
 * make work. The mark comes off when hydration is known to have failed (the chunk guard, the catch in
 * entry.client) and, as the last resort, when html[data-hydrated] has not appeared
 * TIMINGS.hydrationFallback after the load event; root puts it back if hydration comes later still.
 */
export function jsMarkScript(fallbackMs: number = TIMINGS.hydrationFallback): string {
  return (
    '(function(d){d.setAttribute("data-js","");addEventListener("load",function(){setTimeout(function(){' +
    `if(!d.hasAttribute("data-hydrated"))d.removeAttribute("data-js")},${fallbackMs})})})(document.documentElement)`
  );
}

export const JS_MARK_SCRIPT = jsMarkScript();

/** Hydration failed: the stylesheet goes back to the layout without JavaScript. */
export function dropJsMark() {
  document.documentElement.removeAttribute("data-js");
}

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
