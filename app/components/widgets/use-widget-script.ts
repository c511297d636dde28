import { useEffect } from "react";

/**
 * Loads a third-party widget's script once per document (issue 23 item 7, decision 0063), after the
 * widget's container is on the page: on the first page as on one reached by a client navigation,
 * where a script element React renders would never run. `setup` runs first, once with the script (the vendor's documented
 * globals, such as a callback the script calls). The script carries the page's CSP nonce, read from
 * the document's own scripts (browsers hide it from attributes, not from the `nonce` property).
 */
export function useWidgetScript(src: string | undefined, setup?: () => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the set-up belongs to its script, once.
  useEffect(() => {
    if (!src || [...document.scripts].some((script) => script.src === src)) return;
    setup?.();
    const script = document.createElement("script");
    script.src = src;
    script.nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
    document.head.append(script);
  }, [src]);
}
