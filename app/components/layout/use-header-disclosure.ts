import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * The header's native disclosures (account and contact menus, SPEC §4 "close on outside click"):
 * with JavaScript a `<details>` closes on a click outside it, on Escape (focus back on its summary)
 * and on navigation. `closeOn` names what counts as navigation: a new path, or also a new query.
 */
export function useHeaderDisclosure(closeOn: "path" | "pathAndQuery" = "path") {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const navigationKey = closeOn === "path" ? location.pathname : `${location.pathname}${location.search}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [navigationKey]);

  useEffect(() => {
    const close = (event: Event) => {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        details.open = false;
        details.querySelector("summary")?.focus();
      } else if (!details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, []);

  return menu;
}
