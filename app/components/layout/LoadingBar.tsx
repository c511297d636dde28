import { useNavigation } from "@remix-run/react";

/**
 * SPEC §4 "Others": the loading bar starts after a 200 ms throttle and runs 5 s (TIMINGS.loadingBar).
 * Remix's navigation state says when a page or form is loading; the stylesheet's animation does the
 * waiting and the running (its delay is the throttle, so a quick navigation shows nothing), so the
 * browser carries no timer code. The two times are ui.css custom properties (the CSP allows no style
 * attributes), kept equal to TIMINGS by app/styles/ui-css.test.ts. Decorative: the page's own content says when it has changed.
 */
export function LoadingBar() {
  const busy = useNavigation().state !== "idle";
  return <div className="loading-bar" aria-hidden="true" data-busy={busy ? "" : undefined} />;
}
